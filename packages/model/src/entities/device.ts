import type { CustomerId, DeviceId, DeviceProfileId, EntityId, EntityType, PlainId, TenantId } from '../ids.js';

export interface DeviceData {
  configuration: { type: string } & Record<string, unknown>;
  transportConfiguration: { type: string } & Record<string, unknown>;
}

/** A device. */
export interface Device {
  id: DeviceId;
  createdTime: number;
  additionalInfo: Record<string, unknown> | null;
  tenantId: TenantId;
  customerId: CustomerId;
  name: string;
  type: string;
  label: string | null;
  deviceProfileId: DeviceProfileId;
  deviceData: DeviceData | null;
  firmwareId: EntityId<'OTA_PACKAGE'> | null;
  softwareId: EntityId<'OTA_PACKAGE'> | null;
  externalId: DeviceId | null;
}

export interface DeviceInfo extends Device {
  customerTitle: string | null;
  customerIsPublic: boolean;
  deviceProfileName: string;
}

export const DEVICE_CREDENTIALS_TYPES = [
  'ACCESS_TOKEN',
  'X509_CERTIFICATE',
  'MQTT_BASIC',
  'LWM2M_CREDENTIALS',
] as const;
export type DeviceCredentialsType = (typeof DEVICE_CREDENTIALS_TYPES)[number];

export interface DeviceCredentials {
  id: PlainId;
  createdTime: number;
  deviceId: DeviceId;
  credentialsType: DeviceCredentialsType;
  credentialsId: string;
  credentialsValue: string | null;
}

/** The value of MQTT_BASIC credentials, sent as a JSON string in credentialsValue. */
export interface MqttBasicCredentials {
  clientId: string | null;
  userName: string | null;
  password: string | null;
}

export interface EntitySubtype {
  tenantId: TenantId;
  entityType: EntityType;
  type: string;
}

export const CLAIM_RESPONSES = ['SUCCESS', 'FAILURE', 'CLAIMED'] as const;
export type ClaimResponse = (typeof CLAIM_RESPONSES)[number];

/** The answer of a successful claim; failures answer 400 with the bare response string. */
export interface ClaimResult {
  device: Device;
  response: ClaimResponse;
}

/** LWM2M_CREDENTIALS value: the client's security and the bootstrap / LwM2M server settings. */
export interface Lwm2mDeviceCredentials {
  client: {
    securityConfigClientMode: 'NO_SEC' | 'PSK' | 'RPK' | 'X509';
    endpoint: string;
    identity?: string;
    key?: string;
    cert?: string;
  };
  bootstrap: {
    bootstrapServer: Lwm2mServerCredentials;
    lwm2mServer: Lwm2mServerCredentials;
  };
}

export interface Lwm2mServerCredentials {
  securityMode: 'NO_SEC' | 'PSK' | 'RPK' | 'X509';
  clientPublicKeyOrId?: string;
  clientSecretKey?: string;
}
