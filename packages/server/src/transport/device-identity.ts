import { createHash } from 'node:crypto';
import { NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { fromJsonText } from '../common/json.js';
import type { Db } from '../storage/schema.js';
import {
  findCredentialsById,
  findTransportDeviceRow,
  findTransportDeviceRowByToken,
  type TransportDeviceRow,
} from './store.js';

/** What the transports need to know about a device's profile. */
export interface TransportProfile {
  id: string;
  name: string;
  transportType: string;
  /** MQTT profiles may move the telemetry and attribute topics (topic filters, wildcards allowed). */
  telemetryTopic: string;
  attributesTopic: string;
  /** PUBACK a payload that fails validation instead of closing the connection. */
  sendAckOnValidationException: boolean;
}

/** A device as the transports see it: who it is, whose it is, and how its profile wants it talked to. */
export interface TransportDevice {
  id: string;
  tenantId: string;
  customerId: string;
  name: string;
  type: string;
  gateway: boolean;
  additionalInfo: Record<string, unknown> | null;
  profile: TransportProfile;
}

export const DEFAULT_TELEMETRY_TOPIC = 'v1/devices/me/telemetry';
export const DEFAULT_ATTRIBUTES_TOPIC = 'v1/devices/me/attributes';

function toTransportDevice(row: TransportDeviceRow): TransportDevice {
  const additionalInfo = fromJsonText<Record<string, unknown>>(row.additional_info);
  const data = fromJsonText<{ transportConfiguration?: Record<string, unknown> }>(row.profile_data);
  const transport = data?.transportConfiguration ?? {};
  const mqtt = row.transport_type === 'MQTT';
  const text = (value: unknown, fallback: string) => (mqtt && typeof value === 'string' && value ? value : fallback);
  return {
    id: row.id,
    tenantId: row.tenant_id,
    customerId: row.customer_id,
    name: row.name,
    type: row.type,
    gateway: additionalInfo?.gateway === true,
    additionalInfo,
    profile: {
      id: row.profile_id,
      name: row.profile_name,
      transportType: row.transport_type,
      telemetryTopic: text(transport.deviceTelemetryTopic, DEFAULT_TELEMETRY_TOPIC),
      attributesTopic: text(transport.deviceAttributesTopic, DEFAULT_ATTRIBUTES_TOPIC),
      sendAckOnValidationException: mqtt && transport.sendAckOnValidationException === true,
    },
  };
}

export async function loadTransportDevice(db: Db, deviceId: string): Promise<TransportDevice | null> {
  const row = await findTransportDeviceRow(db, deviceId);
  return row ? toTransportDevice(row) : null;
}

interface CredentialsMatch {
  deviceId: string;
  type: string;
  value: string | null;
}

async function credentialsById(db: Db, credentialsId: string): Promise<CredentialsMatch | null> {
  const row = await findCredentialsById(db, credentialsId);
  return row ? { deviceId: row.device_id, type: row.credentials_type, value: row.credentials_value } : null;
}

/** The device whose ACCESS_TOKEN is this token (HTTP API, MQTT user name): one query, as every request makes it. */
export async function deviceByAccessToken(db: Db, token: string): Promise<TransportDevice | null> {
  const row = await findTransportDeviceRowByToken(db, token);
  return row ? toTransportDevice(row) : null;
}

function sha3(text: string): string {
  return createHash('sha3-256').update(text, 'utf8').digest('hex');
}

type BasicCheck = 'VALID' | 'PASSWORD_MISMATCH' | 'INVALID';

/** The stored MQTT_BASIC value against what the client sent: set parts must match, a set password is required. */
function checkBasic(stored: string | null, clientId: string, userName: string | null, password: string | null) {
  let value: { clientId?: unknown; userName?: unknown; password?: unknown } | null = null;
  try {
    value = stored ? JSON.parse(stored) : null;
  } catch {
    value = null;
  }
  if (!value) return 'INVALID' satisfies BasicCheck;
  if (typeof value.clientId === 'string' && value.clientId !== '' && value.clientId !== clientId) return 'INVALID';
  if (typeof value.userName === 'string' && value.userName !== '' && value.userName !== userName) return 'INVALID';
  if (typeof value.password === 'string' && value.password !== '' && value.password !== password) {
    return 'PASSWORD_MISMATCH';
  }
  return 'VALID';
}

/**
 * The device an MQTT CONNECT authenticates, following the platform's order: without a user name, MQTT_BASIC
 * credentials registered for the client id alone; with one, those registered for client id and user name, then the
 * user name as an access token or as MQTT_BASIC credentials registered for the user name alone.
 */
export async function deviceByMqttCredentials(
  db: Db,
  clientId: string,
  userName: string | null,
  password: string | null,
): Promise<TransportDevice | null> {
  const basic = async (credentialsId: string): Promise<{ deviceId: string | null; check: BasicCheck }> => {
    const match = await credentialsById(db, credentialsId);
    if (match?.type !== 'MQTT_BASIC') return { deviceId: null, check: 'INVALID' };
    return { deviceId: match.deviceId, check: checkBasic(match.value, clientId, userName, password) };
  };
  if (!userName) {
    if (!clientId) return null;
    const { deviceId, check } = await basic(sha3(clientId));
    return deviceId && check === 'VALID' ? loadTransportDevice(db, deviceId) : null;
  }
  if (clientId) {
    const { deviceId, check } = await basic(sha3(`${clientId}|${userName}`));
    if (deviceId && check === 'VALID') return loadTransportDevice(db, deviceId);
    if (check === 'PASSWORD_MISMATCH') return null;
  }
  const match = await credentialsById(db, userName);
  if (!match) return null;
  if (match.type === 'ACCESS_TOKEN') return loadTransportDevice(db, match.deviceId);
  if (match.type === 'MQTT_BASIC' && checkBasic(match.value, clientId, userName, password) === 'VALID') {
    return loadTransportDevice(db, match.deviceId);
  }
  return null;
}

/** A tenant administrator of the device's tenant: devices the transports create follow the devices service's rules. */
export function tenantActor(tenantId: string): SecurityUser {
  return {
    userId: NULL_UUID,
    email: '',
    authority: 'TENANT_ADMIN',
    tenantId,
    customerId: NULL_UUID,
    firstName: null,
    lastName: null,
    enabled: true,
    isPublic: false,
  };
}
