import { randomInt } from 'node:crypto';
import { type Device, type DeviceInfo, type EntitySubtype, NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { toJsonText } from '../common/json.js';
import { callerScope, type Owner } from '../common/owned-entities.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkTextFields, optionalText } from '../common/validation.js';
import type { CoreContext } from '../context.js';
import { checkCustomerReference } from '../customers/customer-reference.js';
import { assignableCustomer } from '../customers/service.js';
import {
  type DeviceProfileRow,
  findDefaultDeviceProfile,
  findDeviceProfile,
  findDeviceProfileByName,
  insertDeviceProfile,
} from '../device-profiles/store.js';
import { defaultDeviceTransportConfiguration } from '../device-profiles/transport-config.js';
import { DEVICE } from '../entities/kinds/device.js';
import { entitySubtypes } from '../entities/store.js';
import { entityAssigned, entityDeleted, entitySaved, entityUnassigned } from '../entity-actions/publish.js';
import { assertNoEntityViews } from '../entity-views/store.js';
import { badRequest, itemNotFound, notFound, permissionDenied } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { checkOtaReference } from '../ota/service.js';
import type { Db } from '../storage/schema.js';
import { inTransaction } from '../storage/transaction.js';
import { checkCredentialsForTransport, checkCredentialsUnique, type FormattedCredentials } from './credentials.js';
import { insertDeviceCredentials, isCredentialsIdTaken, updateCredentialsOfDevice } from './credentials-store.js';
import {
  type DeviceInfoRow,
  type DeviceRow,
  deleteDeviceWithData,
  deviceInfoPage,
  devicePage,
  findDevice,
  findDeviceByName,
  findDeviceCredentials,
  findDeviceIdByName,
  findDeviceInfo,
  findDevicesByIds,
  insertDevice,
  setDeviceCustomer,
  toDevice,
  toDeviceInfo,
  updateDevice,
} from './store.js';

export const CREDENTIALS_ALREADY_REGISTERED = 'Specified credentials are already registered!';

/**
 * The device, if the caller may see it. A device of another tenant answers 404, not 403 like every other entity:
 * the 3.4.1 platform looks devices up through a cache keyed by the caller's tenant, so a foreign device is simply
 * not found. Within the tenant, a customer user only sees its own customer's devices (403 otherwise).
 */
export async function readableDevice(ctx: CoreContext, user: SecurityUser, id: string): Promise<DeviceRow> {
  const row = await findDevice(ctx.db, id);
  if (!row || (user.authority !== 'SYS_ADMIN' && row.tenant_id !== user.tenantId)) throw notFound('Device', id);
  if (user.authority === 'CUSTOMER_USER' && row.customer_id !== user.customerId) throw permissionDenied();
  return row;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomAccessToken(length = 20): string {
  let token = '';
  for (let i = 0; i < length; i++) token += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return token;
}

/** The device's profile: the one referenced, else the one named like its type (created if missing), else the default. */
export async function resolveProfile(
  ctx: CoreContext,
  tenantId: string,
  body: Partial<Device>,
): Promise<DeviceProfileRow> {
  const profileId = bodyId(body.deviceProfileId);
  if (profileId) {
    const profile = await findDeviceProfile(ctx.db, profileId);
    if (!profile) throw badRequest('Device is referencing non existing device profile!');
    if (profile.tenant_id !== tenantId) {
      throw badRequest('Device can`t be referencing to device profile from different tenant!');
    }
    return profile;
  }
  const type = optionalText(body.type)?.trim();
  if (type)
    return (await findDeviceProfileByName(ctx.db, tenantId, type)) ?? createProfileNamed(ctx.db, tenantId, type);
  const fallback = await findDefaultDeviceProfile(ctx.db, tenantId);
  if (!fallback) throw badRequest('Device is referencing non existing device profile!');
  return fallback;
}

async function createProfileNamed(db: Db, tenantId: string, name: string): Promise<DeviceProfileRow> {
  const id = newId();
  const row: DeviceProfileRow = {
    id,
    created_time: uuidTime(id),
    tenant_id: tenantId,
    name,
    description: null,
    image: null,
    is_default: 0,
    type: 'DEFAULT',
    transport_type: 'DEFAULT',
    provision_type: 'DISABLED',
    default_rule_chain_id: null,
    default_dashboard_id: null,
    default_queue_name: null,
    profile_data: toJsonText({
      configuration: { type: 'DEFAULT' },
      transportConfiguration: { type: 'DEFAULT' },
      provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
      alarms: null,
    }) as string,
    provision_device_key: null,
    firmware_id: null,
    software_id: null,
    external_id: null,
  };
  await insertDeviceProfile(db, row);
  return row;
}

/** Device data follows the profile's transport type; data of another transport is replaced by that type's default. */
export function deviceDataFor(given: Device['deviceData'] | undefined, profile: DeviceProfileRow) {
  const transportType = profile.transport_type;
  if (given && typeof given === 'object' && given.transportConfiguration?.type === transportType) {
    return {
      configuration: given.configuration ?? { type: 'DEFAULT' },
      transportConfiguration: defaultDeviceTransportConfiguration(transportType, given.transportConfiguration),
    };
  }
  return {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: defaultDeviceTransportConfiguration(transportType, null),
  };
}

export async function saveDevice(
  ctx: CoreContext,
  user: SecurityUser,
  body: Partial<Device>,
  accessToken: string | undefined,
  credentials?: FormattedCredentials,
): Promise<Device> {
  const id = bodyId(body.id);
  const existing = id ? await readableDevice(ctx, user, id) : undefined;
  // Customer users may edit their customer's devices, never create one.
  if (!existing && user.authority === 'CUSTOMER_USER') throw permissionDenied();
  const name = optionalText(body.name)?.trim();
  if (!name) throw badRequest('Device name should be specified!');
  checkTextFields(body as Record<string, unknown>, ['name', 'type', 'label']);
  const tenantId = user.tenantId;
  const duplicate = await findDeviceIdByName(ctx.db, tenantId, name);
  if (duplicate && duplicate.id !== id) throw badRequest('Device with such name already exists!');
  await checkCustomerReference(ctx.db, tenantId, body.customerId, 'device');
  const token = existing || credentials ? null : accessToken || randomAccessToken();
  if (token && (await isCredentialsIdTaken(ctx.db, token))) throw badRequest(CREDENTIALS_ALREADY_REGISTERED);
  if (credentials) await checkCredentialsUnique(ctx.db, credentials.credentialsId, existing?.id ?? null);
  const saved = await inTransaction(ctx.db, async (trx) => {
    const profile = await resolveProfile({ ...ctx, db: trx }, tenantId, body);
    const firmwareId = bodyId(body.firmwareId);
    const softwareId = bodyId(body.softwareId);
    await checkOtaReference(trx, tenantId, firmwareId, 'FIRMWARE', profile.id);
    await checkOtaReference(trx, tenantId, softwareId, 'SOFTWARE', profile.id);
    if (credentials) {
      checkCredentialsForTransport(credentials.credentialsType, profile.transport_type);
    } else if (existing && existing.device_profile_id !== profile.id) {
      // Moving a device to a profile of another transport must not strand credentials that transport cannot use.
      const current = await findDeviceCredentials(trx, existing.id);
      if (current) checkCredentialsForTransport(current.credentials_type, profile.transport_type);
    }
    const values = {
      name,
      // The platform always overwrites type with the profile's name.
      type: profile.name,
      label: optionalText(body.label),
      device_profile_id: profile.id,
      device_data: toJsonText(deviceDataFor(body.deviceData, profile)),
      firmware_id: firmwareId,
      software_id: softwareId,
      additional_info: toJsonText(body.additionalInfo),
      external_id: bodyId(body.externalId),
    };
    if (existing) {
      // Assignment changes only through the assign and unassign calls, so the stored customer is kept.
      await updateDevice(trx, existing.id, values);
      if (credentials) {
        await updateCredentialsOfDevice(trx, existing.id, {
          credentials_type: credentials.credentialsType,
          credentials_id: credentials.credentialsId,
          credentials_value: credentials.credentialsValue,
        });
      }
      return toDevice({ ...existing, ...values });
    }
    const deviceId = newId();
    const row: DeviceRow = {
      id: deviceId,
      created_time: uuidTime(deviceId),
      tenant_id: tenantId,
      customer_id: NULL_UUID,
      ...values,
    };
    await insertDevice(trx, row);
    const credentialsId = newId();
    await insertDeviceCredentials(trx, {
      id: credentialsId,
      created_time: uuidTime(credentialsId),
      device_id: deviceId,
      credentials_type: credentials?.credentialsType ?? 'ACCESS_TOKEN',
      credentials_id: credentials?.credentialsId ?? (token as string),
      credentials_value: credentials?.credentialsValue ?? null,
    });
    return toDevice(row);
  });
  entitySaved(ctx, user, saved, !existing);
  return saved;
}

export async function deleteDevice(ctx: CoreContext, user: SecurityUser, id: string): Promise<void> {
  const device = await readableDevice(ctx, user, id);
  await assertNoEntityViews(ctx.db, 'DEVICE', id);
  await deleteDeviceWithData(ctx.db, id);
  ctx.bus.publish({ type: 'entityDeleted', tenantId: device.tenant_id, entityId: { entityType: 'DEVICE', id } });
  entityDeleted(ctx, user, toDevice(device));
}

/** The customer a tenant administrator assigns to: another tenant's customer answers 403, a missing one 404. */
export async function assignDevice(
  ctx: CoreContext,
  user: SecurityUser,
  customerId: string,
  deviceId: string,
): Promise<Device> {
  await assignableCustomer(ctx, user, customerId);
  const device = await readableDevice(ctx, user, deviceId);
  await setDeviceCustomer(ctx.db, deviceId, customerId);
  const assigned = toDevice({ ...device, customer_id: customerId });
  await entityAssigned(ctx, user, assigned, customerId);
  return assigned;
}

export async function unassignDevice(ctx: CoreContext, user: SecurityUser, deviceId: string): Promise<Device> {
  const device = await readableDevice(ctx, user, deviceId);
  if (device.customer_id === NULL_UUID) throw badRequest("Device isn't assigned to any customer!");
  await setDeviceCustomer(ctx.db, deviceId, NULL_UUID);
  const unassigned = toDevice({ ...device, customer_id: NULL_UUID });
  await entityUnassigned(ctx, user, unassigned, device.customer_id);
  return unassigned;
}

/** The device with its customer's title and profile name, if the caller may see it. */
export async function readableDeviceInfo(ctx: CoreContext, user: SecurityUser, id: string): Promise<DeviceInfo> {
  const row = await readableDevice(ctx, user, id);
  return toDeviceInfo((await findDeviceInfo(ctx.db, row.id)) as DeviceInfoRow);
}

/** The tenant's device of that name; none answers the platform's checkNotNull (404). */
export async function tenantDeviceByName(ctx: CoreContext, user: SecurityUser, name: string): Promise<Device> {
  const row = await findDeviceByName(ctx.db, user.tenantId, name);
  if (!row) throw itemNotFound();
  return toDevice(row);
}

export function listDevices(ctx: CoreContext, owner: Owner, type: string | undefined, link: ParsedPageLink) {
  return devicePage(ctx.db, owner, type, link);
}

export function listDeviceInfos(
  ctx: CoreContext,
  owner: Owner,
  type: string | undefined,
  link: ParsedPageLink,
  deviceProfileId?: string,
) {
  return deviceInfoPage(ctx.db, owner, type, link, deviceProfileId);
}

/** The devices among the ids that the caller may see: its tenant's, or its customer's for a customer user. */
export async function devicesByIds(ctx: CoreContext, user: SecurityUser, ids: readonly string[]): Promise<Device[]> {
  return (await findDevicesByIds(ctx.db, callerScope(user), ids)).map(toDevice);
}

export function deviceTypes(ctx: CoreContext, user: SecurityUser): Promise<EntitySubtype[]> {
  return entitySubtypes(ctx.db, DEVICE, user.tenantId);
}
