import type { DeviceProfileAlarm } from '@fleetdeck/model';
import { DEVICE_PROFILE_PROVISION_TYPES, DEVICE_TRANSPORT_TYPES } from '@fleetdeck/model';
import { z } from 'zod';
import { alarmRuleProblems } from './alarm-rules/model/alarm-rule-validity';
import type { ProfileFormValues } from './profile-form-values';
import type { TransportConfiguration } from './transport/transport-defaults';
import { transportProblems } from './transport/transport-validation';

/** Which tab of the editor shows a field, so a refused save opens the tab of its first problem. */
export type ProfileTab = 'details' | 'transport' | 'alarms' | 'provisioning';

export const FIELD_TABS: Record<keyof ProfileFormValues, ProfileTab> = {
  name: 'details',
  description: 'details',
  image: 'details',
  defaultRuleChainId: 'details',
  defaultDashboardId: 'details',
  defaultQueueName: 'details',
  firmwareId: 'details',
  softwareId: 'details',
  transportType: 'transport',
  transportConfiguration: 'transport',
  alarms: 'alarms',
  provisionType: 'provisioning',
  provisionDeviceKey: 'provisioning',
  provisionDeviceSecret: 'provisioning',
};

/**
 * The editor's rules: a name, valid transport settings, valid alarm rules, and a key and secret when
 * devices may provision. Transport and alarm problems are shown next to their fields; here they only block saving.
 */
export const profileSchema = z
  .object({
    name: z.string().trim().min(1, 'device-profile.name-required').max(255, 'device-profile.name-max-length'),
    description: z.string(),
    image: z.string().nullable(),
    defaultRuleChainId: z.string().nullable(),
    defaultDashboardId: z.string().nullable(),
    defaultQueueName: z.string().nullable(),
    firmwareId: z.string().nullable(),
    softwareId: z.string().nullable(),
    transportType: z.enum(DEVICE_TRANSPORT_TYPES),
    transportConfiguration: z.custom<TransportConfiguration>(),
    provisionType: z.enum(DEVICE_PROFILE_PROVISION_TYPES),
    provisionDeviceKey: z.string(),
    provisionDeviceSecret: z.string(),
    alarms: z.custom<DeviceProfileAlarm[]>(),
  })
  .superRefine((values, context) => {
    if (values.provisionType !== 'DISABLED') {
      if (!values.provisionDeviceKey.trim())
        context.addIssue({
          code: 'custom',
          path: ['provisionDeviceKey'],
          message: 'device-profile.provision-device-key-required',
        });
      if (!values.provisionDeviceSecret.trim())
        context.addIssue({
          code: 'custom',
          path: ['provisionDeviceSecret'],
          message: 'device-profile.provision-device-secret-required',
        });
    }
    if (Object.keys(transportProblems(values.transportConfiguration)).length > 0)
      context.addIssue({
        code: 'custom',
        path: ['transportConfiguration'],
        message: 'device-profile.transport-configuration-invalid',
      });
    if (alarmRuleProblems(values.alarms).length > 0)
      context.addIssue({ code: 'custom', path: ['alarms'], message: 'device-profile.alarm-rules-invalid' });
  });
