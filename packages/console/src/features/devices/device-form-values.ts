import type { DeviceCredentialsDraft } from '@fleetdeck/client';
import type { Device, DeviceData, DeviceTransportType, EntityId } from '@fleetdeck/model';
import { z } from 'zod';
import { descriptionOf } from '../../entities/form-values';
import {
  type CredentialsValues,
  credentialsFromValues,
  credentialsProblems,
  emptyCredentialsValues,
} from './credentials/credentials-values';
import { type SnmpDeviceValues, snmpDeviceConfiguration, snmpDeviceProblems, snmpDeviceValues } from './snmp-device';

/** What the device form submits: the device, and for a new device optionally its credentials. */
export type DeviceDraft = Partial<Device> & { credentials?: DeviceCredentialsDraft };

export interface DeviceFormValues {
  name: string;
  label: string;
  deviceProfileId: EntityId | null;
  gateway: boolean;
  overwriteActivityTime: boolean;
  description: string;
  /** a new device gets the credentials of the second step instead of a generated access token */
  addCredentials: boolean;
  credentials: CredentialsValues;
  /** the transport of the chosen profile, once read: SNMP devices carry their agent settings */
  transportType: DeviceTransportType | null;
  snmp: SnmpDeviceValues;
}

export const deviceSchema = z
  .object({
    name: z.string().trim().min(1, 'device.name-required').max(255, 'device.name-max-length'),
    label: z.string().max(255, 'device.label-max-length'),
    deviceProfileId: z.custom<EntityId | null>(),
    gateway: z.boolean(),
    overwriteActivityTime: z.boolean(),
    description: z.string(),
    addCredentials: z.boolean(),
    credentials: z.custom<CredentialsValues>(),
    transportType: z.custom<DeviceTransportType | null>(),
    snmp: z.custom<SnmpDeviceValues>(),
  })
  .superRefine((values, context) => {
    if (!values.deviceProfileId)
      context.addIssue({
        code: 'custom',
        path: ['deviceProfileId'],
        message: 'device-profile.device-profile-required',
      });
    if (values.addCredentials && Object.keys(credentialsProblems(values.credentials)).length > 0)
      context.addIssue({ code: 'custom', path: ['credentials'], message: 'device.credentials-invalid' });
    if (values.transportType === 'SNMP' && Object.keys(snmpDeviceProblems(values.snmp)).length > 0)
      context.addIssue({ code: 'custom', path: ['snmp'], message: 'device.snmp.settings-invalid' });
  });

export function deviceFormValues(device: Device | null): DeviceFormValues {
  const info = device?.additionalInfo ?? {};
  return {
    name: device?.name ?? '',
    label: device?.label ?? '',
    deviceProfileId: device?.deviceProfileId ?? null,
    gateway: info.gateway === true,
    overwriteActivityTime: info.overwriteActivityTime === true,
    description: descriptionOf(info),
    addCredentials: false,
    credentials: emptyCredentialsValues(),
    transportType: null,
    snmp: snmpDeviceValues(device?.deviceData?.transportConfiguration),
  };
}

/** The device to save; gateway settings and description live in additionalInfo. */
export function deviceFromValues(device: Device | null, values: DeviceFormValues): DeviceDraft {
  const draft: DeviceDraft = {
    ...device,
    name: values.name.trim(),
    label: values.label.trim() || null,
    deviceProfileId: values.deviceProfileId as Device['deviceProfileId'],
    additionalInfo: {
      ...device?.additionalInfo,
      gateway: values.gateway,
      overwriteActivityTime: values.gateway && values.overwriteActivityTime,
      description: values.description,
    },
  };
  if (values.transportType === 'SNMP') {
    draft.deviceData = {
      configuration: device?.deviceData?.configuration ?? { type: 'DEFAULT' },
      transportConfiguration: snmpDeviceConfiguration(values.snmp) as DeviceData['transportConfiguration'],
    };
  }
  if (!device && values.addCredentials) draft.credentials = credentialsFromValues(values.credentials);
  return draft;
}
