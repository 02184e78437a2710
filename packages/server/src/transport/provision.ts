import type { Device } from '@fleetdeck/model';
import { fromJsonText } from '../common/json.js';
import type { TelemetryContext } from '../context.js';
import { formatMqttBasic } from '../devices/credentials.js';
import { findCredentialsOwner, updateCredentialsOfDevice } from '../devices/credentials-store.js';
import { saveDevice } from '../devices/service.js';
import { type DeviceRow, findDeviceByName, findDeviceCredentials, toDevice } from '../devices/store.js';
import { deviceProvisioned } from '../entity-actions/publish.js';
import { ApiError } from '../http/errors.js';
import { PayloadError, type ProvisionReply } from './device-api.js';
import { tenantActor } from './device-identity.js';
import { deleteProvisionedDevice, findProfileByProvisionKey } from './store.js';

const NOT_FOUND: ProvisionReply = { errorMsg: 'Provision data was not found!', status: 'NOT_FOUND' };
const FAILURE: ProvisionReply = { errorMsg: 'Failed to provision device!', status: 'FAILURE' };

/** The server attribute that marks a pre-provisioned device as provisioned, so it is provisioned only once. */
const PROVISION_STATE = 'provisionState';
const PROVISIONED = 'provisioned';

interface ProvisionRequest {
  deviceName?: unknown;
  provisionDeviceKey?: unknown;
  provisionDeviceSecret?: unknown;
  credentialsType?: unknown;
  token?: unknown;
  clientId?: unknown;
  username?: unknown;
  password?: unknown;
  hash?: unknown;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);

function parseRequest(payload: string): ProvisionRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    throw new PayloadError('provision request is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new PayloadError('provision request is not a JSON object');
  }
  return parsed as ProvisionRequest;
}

/** The credentials a provisioned device gets back: the value is the token, or the MQTT basic object. */
function credentialsReply(type: string, credentialsId: string, value: string | null): ProvisionReply {
  if (type === 'MQTT_BASIC') {
    return { credentialsValue: fromJsonText(value), credentialsType: type, status: 'SUCCESS' };
  }
  return {
    credentialsValue: type === 'ACCESS_TOKEN' ? credentialsId : value,
    credentialsType: type,
    status: 'SUCCESS',
  };
}

/**
 * Device provisioning (DeviceProvisionServiceImpl of the platform): the profile is found by its provision key
 * and must hold the same secret. ALLOW_CREATE_NEW_DEVICES creates a device of that name (failing if one exists);
 * CHECK_PRE_PROVISIONED_DEVICES hands out the credentials of an existing device of that profile, once. Every
 * failure is an answer, never an HTTP error.
 */
export async function provisionDevice(ctx: TelemetryContext, payload: string): Promise<ProvisionReply> {
  const request = parseRequest(payload);
  let deviceName = text(request.deviceName);
  if (deviceName !== '') {
    deviceName = deviceName.trim();
    if (deviceName === '') return FAILURE;
  }
  const key = text(request.provisionDeviceKey);
  const secret = text(request.provisionDeviceSecret);
  if (key === '' || secret === '') return NOT_FOUND;
  const profile = await findProfileByProvisionKey(ctx.db, key);
  const configured = fromJsonText<{ provisionConfiguration?: { provisionDeviceSecret?: unknown } }>(
    profile?.profile_data,
  )?.provisionConfiguration?.provisionDeviceSecret;
  if (!profile || typeof configured !== 'string') return NOT_FOUND;
  if (configured !== secret) return NOT_FOUND;
  const target = deviceName === '' ? undefined : await findDeviceByName(ctx.db, profile.tenant_id, deviceName);
  if (profile.provision_type === 'ALLOW_CREATE_NEW_DEVICES') {
    if (target) return refused(ctx, target);
    if (deviceName === '') return FAILURE;
    return createDevice(ctx, profile.tenant_id, profile.id, deviceName, request);
  }
  if (profile.provision_type === 'CHECK_PRE_PROVISIONED_DEVICES') {
    if (!target || target.device_profile_id !== profile.id) return FAILURE;
    return provisionExisting(ctx, target);
  }
  return NOT_FOUND;
}

async function createDevice(
  ctx: TelemetryContext,
  tenantId: string,
  profileId: string,
  name: string,
  request: ProvisionRequest,
): Promise<ProvisionReply> {
  const type = text(request.credentialsType) || 'ACCESS_TOKEN';
  let credentials: { type: string; id: string; value: string | null } | null = null;
  if (type === 'MQTT_BASIC') {
    try {
      const formatted = formatMqttBasic(
        JSON.stringify({
          clientId: text(request.clientId) || null,
          userName: text(request.username) || null,
          password: text(request.password) || null,
        }),
      );
      credentials = { type, id: formatted.credentialsId, value: formatted.credentialsValue };
    } catch {
      return FAILURE;
    }
  } else if (type !== 'ACCESS_TOKEN') {
    // X.509 provisioning needs the TLS transport, which this server does not run.
    return FAILURE;
  }
  const token = type === 'ACCESS_TOKEN' ? text(request.token) || undefined : undefined;
  let device: Device;
  try {
    const body: Partial<Device> = {
      name,
      deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId },
    };
    device = await saveDevice(ctx, tenantActor(tenantId), body, token);
  } catch (error) {
    if (error instanceof ApiError) return FAILURE;
    throw error;
  }
  const deviceId = device.id.id;
  if (credentials) {
    const taken = await findCredentialsOwner(ctx.db, credentials.id);
    if (taken) {
      await deleteProvisionedDevice(ctx.db, deviceId);
      return FAILURE;
    }
    await updateCredentialsOfDevice(ctx.db, deviceId, {
      credentials_type: credentials.type,
      credentials_id: credentials.id,
      credentials_value: credentials.value,
    });
  }
  await markProvisioned(ctx, tenantId, deviceId);
  ctx.bus.publish({ type: 'entitySaved', tenantId, entityId: { entityType: 'DEVICE', id: deviceId }, created: true });
  deviceProvisioned(ctx, device, true);
  return readCredentials(ctx, deviceId);
}

/**
 * A device asked to be provisioned again (a new device of a name taken, a pre-provisioned one already provisioned):
 * the rule engine is told of the failure, from that device.
 */
function refused(ctx: TelemetryContext, device: DeviceRow): ProvisionReply {
  deviceProvisioned(ctx, toDevice(device), false);
  return FAILURE;
}

async function provisionExisting(ctx: TelemetryContext, device: DeviceRow): Promise<ProvisionReply> {
  const [state] = await ctx.telemetry.attributes({ entityType: 'DEVICE', id: device.id }, 'SERVER_SCOPE', [
    PROVISION_STATE,
  ]);
  if (state && state.value.value === PROVISIONED) return refused(ctx, device);
  await markProvisioned(ctx, device.tenant_id, device.id);
  deviceProvisioned(ctx, toDevice(device), true);
  return readCredentials(ctx, device.id);
}

async function markProvisioned(ctx: TelemetryContext, tenantId: string, deviceId: string): Promise<void> {
  await ctx.telemetry.saveAttributes(tenantId, { entityType: 'DEVICE', id: deviceId }, 'SERVER_SCOPE', [
    { key: PROVISION_STATE, lastUpdateTs: Date.now(), value: { type: 'STRING', value: PROVISIONED } },
  ]);
}

async function readCredentials(ctx: TelemetryContext, deviceId: string): Promise<ProvisionReply> {
  const row = await findDeviceCredentials(ctx.db, deviceId);
  if (!row) return FAILURE;
  return credentialsReply(row.credentials_type, row.credentials_id, row.credentials_value);
}
