import type { DeviceProfile, DeviceProfileInfo, PageData } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkTenant } from '../common/access.js';
import { checkTenantReference } from '../common/entities.js';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkTextFields, optionalText } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { badRequest, itemNotFound, notFound } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { checkOtaReference } from '../ota/service.js';
import { normaliseProfileData, parseProvisionType, parseTransportType } from './profile-data.js';
import {
  countDevicesOfProfile,
  type DeviceProfileRow,
  deleteDeviceProfileRow,
  deviceProfilePage,
  findDefaultDeviceProfile,
  findDeviceProfile,
  findDeviceProfileByName,
  findDeviceProfileByProvisionKey,
  findRuleChainOwner,
  insertDeviceProfile,
  makeDefaultDeviceProfile,
  toDeviceProfile,
  toDeviceProfileInfo,
  updateDeviceProfile,
} from './store.js';

const MAX_IMAGE_LENGTH = 1_000_000;

/** A profile of the caller's tenant; another tenant's profile answers 403, as every non-device entity does. */
export async function readableDeviceProfile(
  ctx: AppContext,
  user: SecurityUser,
  id: string,
): Promise<DeviceProfileRow> {
  const row = await findDeviceProfile(ctx.db, id);
  if (!row) throw notFound('Device profile', id);
  checkTenant(user, row.tenant_id);
  return row;
}

async function checkRuleChain(ctx: AppContext, tenantId: string, ruleChainId: string | null): Promise<void> {
  if (!ruleChainId) return;
  const chain = await findRuleChainOwner(ctx.db, ruleChainId);
  if (!chain) throw badRequest("Can't assign non-existent rule chain!");
  if (chain.tenant_id !== tenantId) throw badRequest("Can't assign rule chain from different tenant!");
}

export async function saveDeviceProfile(
  ctx: AppContext,
  user: SecurityUser,
  body: Partial<DeviceProfile>,
): Promise<DeviceProfile> {
  const id = bodyId(body.id);
  const existing = id ? await readableDeviceProfile(ctx, user, id) : undefined;
  const name = optionalText(body.name)?.trim();
  if (!name) throw badRequest('Device profile name should be specified!');
  checkTextFields(body as Record<string, unknown>, ['name', 'provisionDeviceKey', 'defaultQueueName']);
  const image = optionalText(body.image);
  if (image && image.length > MAX_IMAGE_LENGTH) {
    throw badRequest(`Validation error: length of image must be equal or less than ${MAX_IMAGE_LENGTH}`);
  }
  if (body.type !== undefined && body.type !== null && body.type !== 'DEFAULT') {
    throw badRequest(`Unsupported device profile type '${String(body.type)}'!`);
  }
  const transportType = parseTransportType(body.transportType);
  const provisionType = parseProvisionType(body.provisionType);
  // The console sends the key both at the top and inside the provision configuration.
  const givenProvision = (body.profileData as { provisionConfiguration?: { provisionDeviceKey?: unknown } } | undefined)
    ?.provisionConfiguration;
  const provisionDeviceKey =
    provisionType === 'DISABLED'
      ? null
      : (optionalText(body.provisionDeviceKey) || optionalText(givenProvision?.provisionDeviceKey))?.trim() || null;
  if (provisionType !== 'DISABLED' && !provisionDeviceKey) {
    throw badRequest('Provision device key should be specified!');
  }
  const profileData = normaliseProfileData(body.profileData, transportType, provisionType);
  if (provisionDeviceKey) profileData.provisionConfiguration.provisionDeviceKey = provisionDeviceKey;
  const tenantId = user.tenantId;
  const duplicate = await findDeviceProfileByName(ctx.db, tenantId, name);
  if (duplicate && duplicate.id !== id) throw badRequest('Device profile with such name already exists!');
  const currentDefault = await findDefaultDeviceProfile(ctx.db, tenantId);
  // Exactly one default per tenant: a save may not make a second one (POST …/default moves it), and the flag of
  // the current default is kept, so the tenant is never left without one.
  if (body.default && currentDefault && currentDefault.id !== id) {
    throw badRequest('Another default device profile is present in scope of current tenant!');
  }
  if (provisionDeviceKey) {
    const keyOwner = await findDeviceProfileByProvisionKey(ctx.db, provisionDeviceKey);
    if (keyOwner && keyOwner.id !== id) {
      throw badRequest('Device profile with such provision device key already exists!');
    }
  }
  const defaultRuleChainId = bodyId(body.defaultRuleChainId);
  await checkRuleChain(ctx, tenantId, defaultRuleChainId);
  const defaultDashboardId = bodyId(body.defaultDashboardId);
  await checkTenantReference(
    ctx.db,
    tenantId,
    defaultDashboardId ? { entityType: 'DASHBOARD', id: defaultDashboardId } : null,
    {
      missing: "Can't assign non-existent dashboard!",
      foreign: "Can't assign dashboard from different tenant!",
    },
  );
  const firmwareId = bodyId(body.firmwareId);
  const softwareId = bodyId(body.softwareId);
  await checkOtaReference(ctx.db, tenantId, firmwareId, 'FIRMWARE', id);
  await checkOtaReference(ctx.db, tenantId, softwareId, 'SOFTWARE', id);
  if (existing && existing.transport_type !== transportType && (await countDevicesOfProfile(ctx.db, existing.id)) > 0) {
    throw badRequest("Can't change device profile transport type because devices referenced it!");
  }
  const values = {
    name,
    description: optionalText(body.description),
    image,
    type: 'DEFAULT',
    transport_type: transportType,
    provision_type: provisionType,
    default_rule_chain_id: defaultRuleChainId,
    default_dashboard_id: defaultDashboardId,
    default_queue_name: optionalText(body.defaultQueueName) || null,
    profile_data: toJsonText(profileData) as string,
    provision_device_key: provisionDeviceKey,
    firmware_id: firmwareId,
    software_id: softwareId,
    external_id: bodyId(body.externalId),
  };
  if (existing) {
    await updateDeviceProfile(ctx.db, existing.id, values);
    // Device sessions and the device profile node's alarm rules read the profile: they hear it changed.
    ctx.bus.publish({
      type: 'entitySaved',
      tenantId,
      entityId: { entityType: 'DEVICE_PROFILE', id: existing.id },
      created: false,
    });
    return toDeviceProfile({ ...existing, ...values });
  }
  const profileId = newId();
  const row: DeviceProfileRow = {
    id: profileId,
    created_time: uuidTime(profileId),
    tenant_id: tenantId,
    is_default: currentDefault ? 0 : 1,
    ...values,
  };
  await insertDeviceProfile(ctx.db, row);
  return toDeviceProfile(row);
}

export async function deleteDeviceProfile(ctx: AppContext, user: SecurityUser, id: string): Promise<void> {
  const row = await readableDeviceProfile(ctx, user, id);
  if (row.is_default) throw badRequest('Deletion of Default Device Profile is prohibited!');
  if ((await countDevicesOfProfile(ctx.db, id)) > 0) {
    throw badRequest('The device profile referenced by the devices cannot be deleted!');
  }
  await deleteDeviceProfileRow(ctx.db, id);
}

export async function setDefaultDeviceProfile(ctx: AppContext, user: SecurityUser, id: string): Promise<DeviceProfile> {
  const row = await readableDeviceProfile(ctx, user, id);
  await makeDefaultDeviceProfile(ctx.db, row.tenant_id, id);
  return toDeviceProfile({ ...row, is_default: 1 });
}

export async function defaultDeviceProfileInfo(ctx: AppContext, user: SecurityUser): Promise<DeviceProfileInfo> {
  const row = await findDefaultDeviceProfile(ctx.db, user.tenantId);
  if (!row) throw itemNotFound();
  return toDeviceProfileInfo(row);
}

export function listDeviceProfiles(
  ctx: AppContext,
  user: SecurityUser,
  link: ParsedPageLink,
): Promise<PageData<DeviceProfile>> {
  return deviceProfilePage(ctx.db, user.tenantId, link, undefined, toDeviceProfile);
}

export function listDeviceProfileInfos(
  ctx: AppContext,
  user: SecurityUser,
  link: ParsedPageLink,
  transportType: string | undefined,
): Promise<PageData<DeviceProfileInfo>> {
  return deviceProfilePage(ctx.db, user.tenantId, link, transportType, toDeviceProfileInfo);
}
