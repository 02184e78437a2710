import type { DeviceProfile, DeviceProfileProvisionType, DeviceTransportType } from '@fleetdeck/model';
import type { DeviceProfileAlarm } from './alarm-rules/model/alarm-rule-types';
import {
  completeTransportConfiguration,
  defaultTransportConfiguration,
  type TransportConfiguration,
} from './transport/transport-defaults';

/** Everything the profile editor edits, in the shape its fields want. */
export interface ProfileFormValues {
  name: string;
  description: string;
  image: string | null;
  defaultRuleChainId: string | null;
  defaultDashboardId: string | null;
  defaultQueueName: string | null;
  transportType: DeviceTransportType;
  transportConfiguration: TransportConfiguration;
  provisionType: DeviceProfileProvisionType;
  provisionDeviceKey: string;
  provisionDeviceSecret: string;
  alarms: DeviceProfileAlarm[];
}

export function profileFormValues(profile: DeviceProfile | null): ProfileFormValues {
  const data = profile?.profileData;
  const transportType = profile?.transportType ?? 'DEFAULT';
  return {
    name: profile?.name ?? '',
    description: profile?.description ?? '',
    image: profile?.image ?? null,
    defaultRuleChainId: profile?.defaultRuleChainId?.id ?? null,
    defaultDashboardId: profile?.defaultDashboardId?.id ?? null,
    defaultQueueName: profile?.defaultQueueName ?? null,
    transportType,
    transportConfiguration: data?.transportConfiguration
      ? completeTransportConfiguration({ ...data.transportConfiguration, type: transportType })
      : defaultTransportConfiguration(transportType),
    provisionType: profile?.provisionType ?? 'DISABLED',
    provisionDeviceKey: profile?.provisionDeviceKey ?? '',
    provisionDeviceSecret: data?.provisionConfiguration.provisionDeviceSecret ?? '',
    alarms: (data?.alarms as DeviceProfileAlarm[] | null) ?? [],
  };
}

/** The profile to save: the edited values over the stored profile, so fields the editor does not show survive. */
export function profileFromValues(profile: DeviceProfile | null, values: ProfileFormValues): Partial<DeviceProfile> {
  const provisioned = values.provisionType !== 'DISABLED';
  const optionalId = <T extends 'RULE_CHAIN' | 'DASHBOARD'>(entityType: T, id: string | null) =>
    id ? { entityType, id } : null;
  return {
    ...profile,
    name: values.name.trim(),
    description: values.description.trim() || null,
    image: values.image,
    type: 'DEFAULT',
    transportType: values.transportType,
    provisionType: values.provisionType,
    defaultRuleChainId: optionalId('RULE_CHAIN', values.defaultRuleChainId),
    defaultDashboardId: optionalId('DASHBOARD', values.defaultDashboardId),
    defaultQueueName: values.defaultQueueName || null,
    provisionDeviceKey: provisioned ? values.provisionDeviceKey.trim() : null,
    profileData: {
      configuration: profile?.profileData.configuration ?? { type: 'DEFAULT' },
      transportConfiguration: { ...values.transportConfiguration, type: values.transportType },
      provisionConfiguration: {
        type: values.provisionType,
        provisionDeviceSecret: provisioned ? values.provisionDeviceSecret.trim() : null,
      },
      alarms: values.alarms.length > 0 ? values.alarms : null,
    },
  };
}

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random provision key or secret of 20 lower-case letters and digits, as the platform's console generates. */
export function generateProvisionSecret(length = 20): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}
