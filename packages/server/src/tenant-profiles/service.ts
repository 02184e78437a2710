import {
  defaultTenantProfileConfiguration,
  type EntityInfo,
  MAX_DASHBOARD_VERSIONS_FIELD,
  type PageData,
  TENANT_PROFILE_NUMBER_LIMITS,
  TENANT_PROFILE_STRING_LIMITS,
  type TenantProfile,
  type TenantProfileData,
} from '@fleetdeck/model';
import { toFlag, toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkTextFields, optionalText } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { checkQueueConfiguration, syncProfileQueues } from '../queues/service.js';
import {
  deleteTenantProfileRow,
  findDefaultTenantProfile,
  findTenantProfile,
  findTenantProfileByName,
  insertTenantProfile,
  isTenantProfileUsed,
  makeDefaultTenantProfile,
  type TenantProfileRow,
  tenantProfilePage,
  toTenantProfile,
  updateTenantProfile,
} from './store.js';

/** Fills every limit the caller left out with its default, and rejects limits of the wrong type. */
function normaliseProfileData(data: Partial<TenantProfileData> | undefined | null): TenantProfileData {
  const configuration: Record<string, unknown> = { ...defaultTenantProfileConfiguration() };
  const given = (data?.configuration ?? {}) as unknown as Record<string, unknown>;
  for (const key of TENANT_PROFILE_NUMBER_LIMITS) {
    const value = given[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw badRequest(`Validation error: ${key} must be a number greater than or equal to 0`);
    }
    configuration[key] = value;
  }
  // Fleetdeck's own limit is kept only when given, so a profile saved without it answers as the platform's does.
  const versions = given[MAX_DASHBOARD_VERSIONS_FIELD];
  if (versions !== undefined && versions !== null) {
    if (typeof versions !== 'number' || !Number.isInteger(versions) || versions < 0) {
      throw badRequest(
        `Validation error: ${MAX_DASHBOARD_VERSIONS_FIELD} must be an integer greater than or equal to 0`,
      );
    }
    configuration[MAX_DASHBOARD_VERSIONS_FIELD] = versions;
  }
  for (const key of TENANT_PROFILE_STRING_LIMITS) {
    const value = given[key];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string') throw badRequest(`Validation error: ${key} must be a string`);
    configuration[key] = value;
  }
  const queues = data?.queueConfiguration;
  if (queues !== undefined && queues !== null && !Array.isArray(queues)) {
    throw badRequest('Validation error: queueConfiguration must be a list');
  }
  return { configuration: configuration as TenantProfileData['configuration'], queueConfiguration: queues ?? null };
}

export async function saveTenantProfile(ctx: AppContext, body: Partial<TenantProfile>): Promise<TenantProfile> {
  const id = bodyId(body.id);
  const name = optionalText(body.name)?.trim();
  if (!name) throw badRequest('Tenant profile name should be specified!');
  checkTextFields(body as Record<string, unknown>, ['name']);
  const existing = id ? await findTenantProfile(ctx.db, id) : undefined;
  if (id && !existing) throw notFound('Tenant profile', id);
  const duplicate = await findTenantProfileByName(ctx.db, name);
  if (duplicate && duplicate.id !== id) throw badRequest('Tenant profile with such name already exists!');
  if (existing && toFlag(body.isolatedTbRuleEngine) !== existing.isolated_tb_rule_engine) {
    throw badRequest("Can't update isolatedTbRuleEngine property!");
  }
  const profileData = normaliseProfileData(body.profileData);
  checkQueueConfiguration(toFlag(body.isolatedTbRuleEngine) === 1, profileData.queueConfiguration);
  const values = {
    name,
    description: optionalText(body.description),
    isolated_tb_rule_engine: toFlag(body.isolatedTbRuleEngine),
    profile_data: toJsonText(profileData) as string,
  };
  const hasDefault = await findDefaultTenantProfile(ctx.db);
  if (existing) {
    await updateTenantProfile(ctx.db, existing.id, values);
    // The tenants on an isolated profile have the queues its configuration lists, as soon as it is saved.
    await syncProfileQueues(ctx, existing.id);
    return toTenantProfile({ ...existing, ...values });
  }
  const profileId = newId();
  const row: TenantProfileRow = {
    id: profileId,
    created_time: uuidTime(profileId),
    is_default: hasDefault ? 0 : 1,
    ...values,
  };
  await insertTenantProfile(ctx.db, row);
  if (body.default) return setDefaultTenantProfile(ctx, profileId);
  return toTenantProfile(row);
}

export async function setDefaultTenantProfile(ctx: AppContext, id: string): Promise<TenantProfile> {
  const row = await findTenantProfile(ctx.db, id);
  if (!row) throw notFound('Tenant profile', id);
  await makeDefaultTenantProfile(ctx.db, id);
  return toTenantProfile({ ...row, is_default: 1 });
}

export async function deleteTenantProfile(ctx: AppContext, id: string): Promise<void> {
  const row = await findTenantProfile(ctx.db, id);
  if (!row) throw notFound('Tenant profile', id);
  if (row.is_default) throw badRequest('Deletion of Default Tenant Profile is prohibited!');
  if (await isTenantProfileUsed(ctx.db, id)) {
    throw badRequest('The tenant profile referenced by the tenants cannot be deleted!');
  }
  await deleteTenantProfileRow(ctx.db, id);
}

function toInfo(row: Pick<TenantProfileRow, 'id' | 'name'>): EntityInfo {
  return { id: { entityType: 'TENANT_PROFILE', id: row.id }, name: row.name };
}

async function readProfile(ctx: AppContext, id: string): Promise<TenantProfileRow> {
  const row = await findTenantProfile(ctx.db, id);
  if (!row) throw notFound('Tenant profile', id);
  return row;
}

export async function tenantProfile(ctx: AppContext, id: string): Promise<TenantProfile> {
  return toTenantProfile(await readProfile(ctx, id));
}

export async function tenantProfileInfo(ctx: AppContext, id: string): Promise<EntityInfo> {
  return toInfo(await readProfile(ctx, id));
}

export async function defaultTenantProfileInfo(ctx: AppContext): Promise<EntityInfo> {
  const row = await findDefaultTenantProfile(ctx.db);
  if (!row) throw notFound('Tenant profile', 'default');
  return toInfo(row);
}

export function listTenantProfiles(ctx: AppContext, link: ParsedPageLink): Promise<PageData<TenantProfile>> {
  return tenantProfilePage(ctx.db, link, toTenantProfile);
}

export function listTenantProfileInfos(ctx: AppContext, link: ParsedPageLink): Promise<PageData<EntityInfo>> {
  return tenantProfilePage(ctx.db, link, toInfo);
}
