import { createHash } from 'node:crypto';
import { DEVICE_CREDENTIALS_TYPES, type DeviceCredentials, type DeviceCredentialsType } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { bodyId } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
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

function parseType(value: unknown): DeviceCredentialsType {
  if (isEmpty(value)) throw badRequest('Device credentials type should be specified!');
  if (!(DEVICE_CREDENTIALS_TYPES as readonly unknown[]).includes(value)) {
    throw badRequest(`Unsupported device credentials type '${String(value)}'!`);
  }
  return value as DeviceCredentialsType;
}

export async function readDeviceCredentials(
  ctx: AppContext,
  user: SecurityUser,
  deviceId: string,
): Promise<DeviceCredentials> {
  const device = await readableDevice(ctx, user, deviceId);
  const row = await findDeviceCredentials(ctx.db, device.id);
  if (!row) throw badRequest('Device credentials are not found!');
  return toDeviceCredentials(row);
}

/** Replaces a device's credentials; the credentials id must not be registered to any other device. */
export async function saveDeviceCredentials(
  ctx: AppContext,
  user: SecurityUser,
  body: Partial<DeviceCredentials>,
): Promise<DeviceCredentials> {
  const deviceId = bodyId(body.deviceId);
  if (!deviceId) throw badRequest('Device credentials should be assigned to device!');
  const device = await readableDevice(ctx, user, deviceId);
  const type = parseType(body.credentialsType);
  let formatted: { credentialsId: string; credentialsValue: string | null };
  if (type === 'ACCESS_TOKEN') {
    const token = typeof body.credentialsId === 'string' ? body.credentialsId : '';
    if (token === '') throw badRequest('Device credentials id should be specified!');
    formatted = { credentialsId: token, credentialsValue: null };
  } else if (type === 'MQTT_BASIC') {
    formatted = formatMqttBasic(body.credentialsValue);
  } else if (type === 'X509_CERTIFICATE') {
    formatted = formatX509(body.credentialsValue);
  } else {
    throw badRequest('LwM2M credentials are not supported yet!');
  }
  const existing = await findDeviceCredentials(ctx.db, device.id);
  if (!existing) throw badRequest('Unable to update non-existent device credentials!');
  const owner = await ctx.db
    .selectFrom('device_credentials')
    .select('device_id')
    .where('credentials_id', '=', formatted.credentialsId)
    .executeTakeFirst();
  if (owner && owner.device_id !== device.id) throw badRequest(CREDENTIALS_ALREADY_REGISTERED);
  const values = {
    credentials_type: type,
    credentials_id: formatted.credentialsId,
    credentials_value: formatted.credentialsValue,
  };
  await ctx.db.updateTable('device_credentials').set(values).where('id', '=', existing.id).execute();
  return toDeviceCredentials({ ...existing, ...values });
}
