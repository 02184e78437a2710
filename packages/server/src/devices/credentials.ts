import { createHash } from 'node:crypto';
import {
  DEVICE_CREDENTIALS_TYPES,
  type DeviceCredentials,
  type DeviceCredentialsType,
  type DeviceTransportType,
} from '@fleetdeck/model';
import { deviceActionEntry } from '../audit/entries.js';
import { recordAudit } from '../audit/recorder.js';
import type { SecurityUser } from '../auth/security-user.js';
import { bodyId } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { findProfileTransportType } from '../device-profiles/store.js';
import { badRequest } from '../http/errors.js';
import type { Db } from '../storage/schema.js';
import { findCredentialsOwner, updateDeviceCredentials } from './credentials-store.js';
import { formatLwm2mCredentials } from './lwm2m.js';
import { CREDENTIALS_ALREADY_REGISTERED, readableDevice } from './service.js';
import { findDeviceCredentials, toDeviceCredentials } from './store.js';

function sha3(text: string): string {
  return createHash('sha3-256').update(text, 'utf8').digest('hex');
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** MQTT basic credentials: the id the transport looks the device up by, from client id and user name (platform rule). */
export function formatMqttBasic(value: unknown): { credentialsId: string; credentialsValue: string } {
  let parsed: Record<string, unknown> | null = null;
  try {
    const json = typeof value === 'string' ? JSON.parse(value) : null;
    if (json && typeof json === 'object' && !Array.isArray(json)) parsed = json;
  } catch {
    parsed = null;
  }
  if (!parsed) throw badRequest('Invalid credentials body for simple mqtt credentials!');
  const clientId = typeof parsed.clientId === 'string' ? parsed.clientId : null;
  const userName = typeof parsed.userName === 'string' ? parsed.userName : null;
  const password = typeof parsed.password === 'string' ? parsed.password : null;
  if (isEmpty(clientId) && isEmpty(userName)) throw badRequest('Both mqtt client id and user name are empty!');
  if (!isEmpty(clientId) && !isEmpty(password) && isEmpty(userName)) {
    throw badRequest('Password cannot be specified along with client id');
  }
  let credentialsId: string;
  if (isEmpty(clientId)) credentialsId = userName as string;
  else if (isEmpty(userName)) credentialsId = sha3(clientId as string);
  else credentialsId = sha3(`${clientId}|${userName}`);
  return { credentialsId, credentialsValue: JSON.stringify({ clientId, userName, password }) };
}

/**
 * X.509: the 3.4.1 platform stores the certificate without its BEGIN/END lines and line breaks, and the id is the
 * SHA3-256 hex of that text, which is what the MQTT transport computes from the client's certificate.
 */
function formatX509(value: unknown): { credentialsId: string; credentialsValue: string } {
  if (typeof value !== 'string' || value.trim() === '')
    throw badRequest('Device credentials value should be specified!');
  const cert = value
    .replaceAll('-----BEGIN CERTIFICATE-----', '')
    .replaceAll('\n', '')
    .replaceAll('\r', '')
    .replaceAll('-----END CERTIFICATE-----', '');
  return { credentialsId: sha3(cert), credentialsValue: cert };
}

export function parseCredentialsType(value: unknown): DeviceCredentialsType {
  if (isEmpty(value)) throw badRequest('Device credentials type should be specified!');
  if (!(DEVICE_CREDENTIALS_TYPES as readonly unknown[]).includes(value)) {
    throw badRequest(`Unsupported device credentials type '${String(value)}'!`);
  }
  return value as DeviceCredentialsType;
}

/** Credentials types each transport accepts. */
export const CREDENTIALS_FOR_TRANSPORT: Record<DeviceTransportType, readonly DeviceCredentialsType[]> = {
  DEFAULT: ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC'],
  MQTT: ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC'],
  COAP: ['ACCESS_TOKEN', 'X509_CERTIFICATE'],
  LWM2M: ['LWM2M_CREDENTIALS'],
  SNMP: ['ACCESS_TOKEN'],
};

export function checkCredentialsForTransport(type: string, transportType: string): void {
  const allowed = CREDENTIALS_FOR_TRANSPORT[transportType as DeviceTransportType];
  if (allowed && !allowed.includes(type as DeviceCredentialsType)) {
    throw badRequest(
      `Device credentials of type ${type} are not allowed for the ${transportType} transport of the device profile! Allowed: ${allowed.join(', ')}.`,
    );
  }
}

export interface FormattedCredentials {
  credentialsType: DeviceCredentialsType;
  credentialsId: string;
  credentialsValue: string | null;
}

/** Checks credentials from a request body and brings them into their stored form (id derived where the type says). */
export function formatCredentials(body: Partial<DeviceCredentials>): FormattedCredentials {
  const type = parseCredentialsType(body.credentialsType);
  if (type === 'ACCESS_TOKEN') {
    const token = typeof body.credentialsId === 'string' ? body.credentialsId : '';
    if (token === '') throw badRequest('Device credentials id should be specified!');
    return { credentialsType: type, credentialsId: token, credentialsValue: null };
  }
  if (type === 'MQTT_BASIC') return { credentialsType: type, ...formatMqttBasic(body.credentialsValue) };
  if (type === 'X509_CERTIFICATE') return { credentialsType: type, ...formatX509(body.credentialsValue) };
  return { credentialsType: type, ...formatLwm2mCredentials(body.credentialsValue) };
}

/** Credentials ids are unique across the platform: the transports look devices up by them. */
export async function checkCredentialsUnique(db: Db, credentialsId: string, deviceId: string | null): Promise<void> {
  const owner = await findCredentialsOwner(db, credentialsId);
  if (owner && owner.device_id !== deviceId) throw badRequest(CREDENTIALS_ALREADY_REGISTERED);
}

export async function readDeviceCredentials(
  ctx: AppContext,
  user: SecurityUser,
  deviceId: string,
): Promise<DeviceCredentials> {
  const device = await readableDevice(ctx, user, deviceId);
  const row = await findDeviceCredentials(ctx.db, device.id);
  if (!row) throw badRequest('Device credentials are not found!');
  recordAudit(ctx, deviceActionEntry(user, device, 'CREDENTIALS_READ', {}));
  return toDeviceCredentials(row);
}

/** Replaces a device's credentials; the id must be free and the type one the device's transport accepts. */
export async function saveDeviceCredentials(
  ctx: AppContext,
  user: SecurityUser,
  body: Partial<DeviceCredentials>,
): Promise<DeviceCredentials> {
  const deviceId = bodyId(body.deviceId);
  if (!deviceId) throw badRequest('Device credentials should be assigned to device!');
  const device = await readableDevice(ctx, user, deviceId);
  const formatted = formatCredentials(body);
  const existing = await findDeviceCredentials(ctx.db, device.id);
  if (!existing) throw badRequest('Unable to update non-existent device credentials!');
  const profile = await findProfileTransportType(ctx.db, device.device_profile_id);
  if (profile) checkCredentialsForTransport(formatted.credentialsType, profile.transport_type);
  await checkCredentialsUnique(ctx.db, formatted.credentialsId, device.id);
  const values = {
    credentials_type: formatted.credentialsType,
    credentials_id: formatted.credentialsId,
    credentials_value: formatted.credentialsValue,
  };
  await updateDeviceCredentials(ctx.db, existing.id, values);
  ctx.bus.publish({
    type: 'deviceCredentialsUpdated',
    tenantId: device.tenant_id,
    entityId: { entityType: 'DEVICE', id: device.id },
  });
  const saved = toDeviceCredentials({ ...existing, ...values });
  recordAudit(ctx, deviceActionEntry(user, device, 'CREDENTIALS_UPDATED', { credentials: saved }));
  return saved;
}
