import type {
  DeviceProfile,
  DeviceProfileAlarm,
  DeviceProfileProvisionType,
  DeviceTransportType,
} from '@fleetdeck/model';
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
  firmwareId: string | null;
  softwareId: string | null;
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
    firmwareId: profile?.firmwareId?.id ?? null,
    softwareId: profile?.softwareId?.id ?? null,
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
  const optionalId = <T extends 'RULE_CHAIN' | 'DASHBOARD' | 'OTA_PACKAGE'>(entityType: T, id: string | null) =>
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
    firmwareId: optionalId('OTA_PACKAGE', values.firmwareId),
    softwareId: optionalId('OTA_PACKAGE', values.softwareId),
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

/** The package types whose assignment changed: saving then updates the profile's devices. */
export function changedPackages(profile: DeviceProfile | null, values: ProfileFormValues): ('FIRMWARE' | 'SOFTWARE')[] {
  if (!profile) return [];
  const changed: ('FIRMWARE' | 'SOFTWARE')[] = [];
  if ((profile.firmwareId?.id ?? null) !== values.firmwareId) changed.push('FIRMWARE');
  if ((profile.softwareId?.id ?? null) !== values.softwareId) changed.push('SOFTWARE');
  return changed;
}

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random provision key or secret of 20 lower-case letters and digits, as the platform's console generates. */
export function generateProvisionSecret(length = 20): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}
