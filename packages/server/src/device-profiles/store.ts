import type { DeviceProfile, DeviceProfileData, DeviceProfileInfo, PageData } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromFlag, fromJsonText } from '../common/json.js';
import type { ParsedPageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
import type { Db, DeviceProfileTable } from '../storage/schema.js';

export type DeviceProfileRow = Selectable<DeviceProfileTable>;

function otaId(id: string | null) {
  return id ? { entityType: 'OTA_PACKAGE' as const, id } : null;
}

export function toDeviceProfile(row: DeviceProfileRow): DeviceProfile {
  return {
    id: { entityType: 'DEVICE_PROFILE', id: row.id },
    createdTime: Number(row.created_time),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    name: row.name,
    description: row.description,
    image: row.image,
    default: fromFlag(row.is_default),
    type: row.type as DeviceProfile['type'],
    transportType: row.transport_type as DeviceProfile['transportType'],
    provisionType: row.provision_type as DeviceProfile['provisionType'],
    defaultRuleChainId: row.default_rule_chain_id ? { entityType: 'RULE_CHAIN', id: row.default_rule_chain_id } : null,
    defaultDashboardId: row.default_dashboard_id ? { entityType: 'DASHBOARD', id: row.default_dashboard_id } : null,
    defaultQueueName: row.default_queue_name,
    profileData: fromJsonText<DeviceProfileData>(row.profile_data) as DeviceProfileData,
    provisionDeviceKey: row.provision_device_key,
    firmwareId: otaId(row.firmware_id),
    softwareId: otaId(row.software_id),
    externalId: row.external_id ? { entityType: 'DEVICE_PROFILE', id: row.external_id } : null,
  };
}

export function toDeviceProfileInfo(row: DeviceProfileRow): DeviceProfileInfo {
  return {
    id: { entityType: 'DEVICE_PROFILE', id: row.id },
    name: row.name,
    image: row.image,
    defaultDashboardId: row.default_dashboard_id ? { entityType: 'DASHBOARD', id: row.default_dashboard_id } : null,
    type: row.type as DeviceProfileInfo['type'],
    transportType: row.transport_type as DeviceProfileInfo['transportType'],
  };
}

export function findDeviceProfile(db: Db, id: string): Promise<DeviceProfileRow | undefined> {
  return db.selectFrom('device_profile').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDefaultDeviceProfile(db: Db, tenantId: string): Promise<DeviceProfileRow | undefined> {
  return db
    .selectFrom('device_profile')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
}

export function findDeviceProfileByName(db: Db, tenantId: string, name: string): Promise<DeviceProfileRow | undefined> {
  return db
    .selectFrom('device_profile')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function countDevicesOfProfile(db: Db, profileId: string): Promise<number> {
  const row = await db
    .selectFrom('device')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('device_profile_id', '=', profileId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One page of a tenant's device profiles, of one transport type when given, as whole profiles or as infos. */
export function deviceProfilePage<Out>(
  db: Db,
  tenantId: string,
  link: ParsedPageLink,
  transportType: string | undefined,
  toEntity: (row: DeviceProfileRow) => Out,
): Promise<PageData<Out>> {
  let base = db.selectFrom('device_profile').selectAll().where('tenant_id', '=', tenantId);
  if (transportType) base = base.where('transport_type', '=', transportType);
  return fetchPage(base, link, { search: 'name' }, toEntity);
}

export function findDeviceProfileByProvisionKey(db: Db, key: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('device_profile').select('id').where('provision_device_key', '=', key).executeTakeFirst();
}

/** The tenant a rule chain belongs to, for checking a profile's default rule chain. */
export function findRuleChainOwner(db: Db, ruleChainId: string): Promise<{ tenant_id: string } | undefined> {
  return db.selectFrom('rule_chain').select('tenant_id').where('id', '=', ruleChainId).executeTakeFirst();
}

/** Changes the profile's own fields; which profile is the default changes only through makeDefaultDeviceProfile. */
export async function updateDeviceProfile(
  db: Db,
  id: string,
  values: Partial<Omit<DeviceProfileRow, 'id' | 'created_time' | 'tenant_id' | 'is_default'>>,
): Promise<void> {
  await db.updateTable('device_profile').set(values).where('id', '=', id).execute();
}

export async function deleteDeviceProfileRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('device_profile').where('id', '=', id).execute();
}

/** Makes the profile its tenant's one default, in one transaction. */
export async function makeDefaultDeviceProfile(db: Db, tenantId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('device_profile')
      .set({ is_default: 0 })
      .where('tenant_id', '=', tenantId)
      .where('id', '!=', id)
      .execute();
    await trx.updateTable('device_profile').set({ is_default: 1 }).where('id', '=', id).execute();
  });
}

export async function insertDeviceProfile(db: Db, row: DeviceProfileRow): Promise<void> {
  await db.insertInto('device_profile').values(row).execute();
}

export function findProfileTransportType(db: Db, id: string): Promise<{ transport_type: string } | undefined> {
  return db.selectFrom('device_profile').select('transport_type').where('id', '=', id).executeTakeFirst();
}

/** The ids of the tenant's devices, of one profile when given. */
function devicesOf(db: Db, tenantId: string, profileId: string | undefined) {
  let devices = db.selectFrom('device').select('id').where('tenant_id', '=', tenantId);
  if (profileId) devices = devices.where('device_profile_id', '=', profileId);
  return devices;
}

/** Distinct time-series keys with a latest value on the tenant's devices (of one profile when given), sorted. */
export async function findDeviceTimeseriesKeys(db: Db, tenantId: string, profileId?: string): Promise<string[]> {
  const rows = await db
    .selectFrom('ts_kv_latest')
    .innerJoin('ts_kv_dictionary', 'ts_kv_dictionary.key_id', 'ts_kv_latest.key')
    .select('ts_kv_dictionary.key as name')
    .distinct()
    .where('ts_kv_latest.entity_id', 'in', devicesOf(db, tenantId, profileId))
    .orderBy('ts_kv_dictionary.key')
    .execute();
  return rows.map((row) => row.name);
}

/** Distinct attribute keys (any scope) of the tenant's devices (of one profile when given), sorted. */
export async function findDeviceAttributeKeys(db: Db, tenantId: string, profileId?: string): Promise<string[]> {
  const rows = await db
    .selectFrom('attribute_kv')
    .select('attribute_key')
    .distinct()
    .where('entity_type', '=', 'DEVICE')
    .where('entity_id', 'in', devicesOf(db, tenantId, profileId))
    .orderBy('attribute_key')
    .execute();
  return rows.map((row) => row.attribute_key);
}
