import {
  DEVICE_PROFILE_PROVISION_TYPES,
  DEVICE_TRANSPORT_TYPES,
  type DeviceProfileData,
  type DeviceProfileProvisionType,
  type DeviceTransportType,
} from '@fleetdeck/model';
import { badRequest } from '../http/errors.js';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The transport configuration a new profile of each transport type starts with. */
export function defaultTransportConfiguration(type: DeviceTransportType): Json & { type: DeviceTransportType } {
  if (type === 'MQTT') {
    return {
      type,
      deviceTelemetryTopic: 'v1/devices/me/telemetry',
      deviceAttributesTopic: 'v1/devices/me/attributes',
      transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
      sendAckOnValidationException: false,
    };
  }
  return { type };
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

function checkAlarms(alarms: unknown): unknown[] | null {
  if (alarms === undefined || alarms === null) return null;
  if (!Array.isArray(alarms)) throw badRequest('Validation error: alarms must be a list');
  const types = new Set<string>();
  for (const alarm of alarms) {
    const alarmType = isObject(alarm) ? alarm.alarmType : undefined;
    if (typeof alarmType !== 'string' || alarmType === '') throw badRequest('Alarm rule type should be specified!');
    if (types.has(alarmType)) {
      throw badRequest(`Can't create device profile with the same alarm rule types: "${alarmType}"!`);
    }
    types.add(alarmType);
  }
  return alarms;
}

/** The profile data as stored: every part present, missing parts filled with the defaults of the profile's types. */
export function normaliseProfileData(
  data: unknown,
  transportType: DeviceTransportType,
  provisionType: DeviceProfileProvisionType,
): DeviceProfileData {
  const given = isObject(data) ? data : {};
  const configuration = isObject(given.configuration) ? given.configuration : { type: 'DEFAULT' };
  const transport = isObject(given.transportConfiguration) ? given.transportConfiguration : {};
  const transportConfiguration =
    transport.type === transportType
      ? { ...defaultTransportConfiguration(transportType), ...transport }
      : defaultTransportConfiguration(transportType);
  const provision = isObject(given.provisionConfiguration) ? given.provisionConfiguration : {};
  return {
    configuration: { type: 'DEFAULT', ...configuration },
    transportConfiguration: transportConfiguration as DeviceProfileData['transportConfiguration'],
    provisionConfiguration: {
      ...provision,
      type: provisionType,
      provisionDeviceSecret:
        typeof provision.provisionDeviceSecret === 'string' ? provision.provisionDeviceSecret : null,
    },
    alarms: checkAlarms(given.alarms),
  };
}
