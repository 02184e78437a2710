import type { DashboardId, DeviceProfileId, EntityId, RuleChainId, TenantId } from '../ids.js';
import type { DeviceProfileAlarm } from './alarm-rule.js';

export const DEVICE_TRANSPORT_TYPES = ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'] as const;
export type DeviceTransportType = (typeof DEVICE_TRANSPORT_TYPES)[number];

export const DEVICE_PROFILE_PROVISION_TYPES = [
  'DISABLED',
  'ALLOW_CREATE_NEW_DEVICES',
  'CHECK_PRE_PROVISIONED_DEVICES',
] as const;
export type DeviceProfileProvisionType = (typeof DEVICE_PROFILE_PROVISION_TYPES)[number];

export interface DeviceProfileData {
  configuration: { type: string } & Record<string, unknown>;
  transportConfiguration: { type: DeviceTransportType } & Record<string, unknown>;
  provisionConfiguration: { type: DeviceProfileProvisionType; provisionDeviceSecret: string | null } & Record<
    string,
    unknown
  >;
  alarms: DeviceProfileAlarm[] | null;
}

/** A device profile; `default` is the JSON key of the default flag. */
export interface DeviceProfile {
  id: DeviceProfileId;
  createdTime: number;
  tenantId: TenantId;
  name: string;
  description: string | null;
  image: string | null;
  default: boolean;
  type: 'DEFAULT';
  transportType: DeviceTransportType;
  provisionType: DeviceProfileProvisionType;
  defaultRuleChainId: RuleChainId | null;
  defaultDashboardId: DashboardId | null;
  defaultQueueName: string | null;
  profileData: DeviceProfileData;
  provisionDeviceKey: string | null;
  firmwareId: EntityId<'OTA_PACKAGE'> | null;
  softwareId: EntityId<'OTA_PACKAGE'> | null;
  externalId: DeviceProfileId | null;
}

export interface DeviceProfileInfo {
  id: DeviceProfileId;
  name: string;
  image: string | null;
  defaultDashboardId: DashboardId | null;
  type: 'DEFAULT';
  transportType: DeviceTransportType;
}
