import {
  DEVICE_PROFILE_PROVISION_TYPES,
  DEVICE_TRANSPORT_TYPES,
  type DeviceProfileData,
  type DeviceProfileProvisionType,
  type DeviceTransportType,
} from '@fleetdeck/model';
import { badRequest } from '../http/errors.js';
import { checkAlarmRules } from './alarm-rules.js';
import { isObject, normaliseTransportConfiguration } from './transport-config.js';

type Json = Record<string, unknown>;

/** The transport configuration a new profile of each transport type starts with. */
export function defaultTransportConfiguration(type: DeviceTransportType): Json & { type: DeviceTransportType } {
  return normaliseTransportConfiguration({ type }, type);
}

export function parseTransportType(value: unknown): DeviceTransportType {
  if (value === undefined || value === null) throw badRequest('Device profile transport type should be specified!');
  if (!(DEVICE_TRANSPORT_TYPES as readonly unknown[]).includes(value)) {
    throw badRequest(`Unsupported device profile transport type '${String(value)}'!`);
  }
  return value as DeviceTransportType;
}

export function parseProvisionType(value: unknown): DeviceProfileProvisionType {
  // The platform fills a missing provision type with DISABLED rather than rejecting it.
  if (value === undefined || value === null) return 'DISABLED';
  if (!(DEVICE_PROFILE_PROVISION_TYPES as readonly unknown[]).includes(value)) {
    throw badRequest(`Unsupported device profile provision type '${String(value)}'!`);
  }
  return value as DeviceProfileProvisionType;
}

/** The profile data as stored: every part present, missing parts filled with the defaults of the profile's types. */
export function normaliseProfileData(
  data: unknown,
  transportType: DeviceTransportType,
  provisionType: DeviceProfileProvisionType,
): DeviceProfileData {
  const given = isObject(data) ? data : {};
  const configuration = isObject(given.configuration) ? given.configuration : { type: 'DEFAULT' };
  const provision = isObject(given.provisionConfiguration) ? given.provisionConfiguration : {};
  const secret = typeof provision.provisionDeviceSecret === 'string' ? provision.provisionDeviceSecret.trim() : '';
  if (provisionType !== 'DISABLED' && !secret) throw badRequest('Provision device secret should be specified!');
  return {
    configuration: { type: 'DEFAULT', ...configuration },
    transportConfiguration: normaliseTransportConfiguration(
      given.transportConfiguration,
      transportType,
    ) as DeviceProfileData['transportConfiguration'],
    provisionConfiguration: {
      ...provision,
      type: provisionType,
      provisionDeviceSecret: provisionType === 'DISABLED' ? null : secret,
    },
    alarms: checkAlarmRules(given.alarms),
  };
}
