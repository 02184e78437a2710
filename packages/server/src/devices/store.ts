import { type Device, type DeviceCredentials, type DeviceInfo, NULL_UUID, type PageData } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromFlag, fromJsonText } from '../common/json.js';
import type { Owner } from '../common/owned-entities.js';
import { assignedCustomerJoin } from '../customers/store.js';
import { DEVICE } from '../entities/kinds/device.js';
import { qualifiedColumns } from '../entities/sort-columns.js';
import type { ParsedPageLink } from '../http/paging.js';
import { deleteEntityTelemetry } from '../storage/cascade.js';
import { type SortGroup, sortGroup } from '../storage/grouped-page.js';
import { fetchPage, type ListJoin, withJoins } from '../storage/page-query.js';
import type { Db, DeviceCredentialsTable, DeviceTable } from '../storage/schema.js';
import { searchNarrowing } from '../storage/text-search.js';

export type DeviceRow = Selectable<DeviceTable>;
export type DeviceCredentialsRow = Selectable<DeviceCredentialsTable>;
export type DeviceInfoRow = DeviceRow & {
  customer_title: string | null;
  customer_is_public: number | boolean | null;
  device_profile_name: string;
};

function otaId(id: string | null) {
  return id ? { entityType: 'OTA_PACKAGE' as const, id } : null;
}

export function toDevice(row: DeviceRow): Device {
  return {
    id: { entityType: 'DEVICE', id: row.id },
    createdTime: Number(row.created_time),
    additionalInfo: fromJsonText(row.additional_info),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    customerId: { entityType: 'CUSTOMER', id: row.customer_id },
    name: row.name,
    type: row.type,
    label: row.label,
    deviceProfileId: { entityType: 'DEVICE_PROFILE', id: row.device_profile_id },
    deviceData: fromJsonText(row.device_data),
    firmwareId: otaId(row.firmware_id),
    softwareId: otaId(row.software_id),
    externalId: row.external_id ? { entityType: 'DEVICE', id: row.external_id } : null,
  };
}

export function toDeviceInfo(row: DeviceInfoRow): DeviceInfo {
  const {
    customer_title: customerTitle,
    customer_is_public: customerIsPublic,
    device_profile_name: deviceProfileName,
    ...device
  } = row;
  return {
    ...toDevice(device),
    customerTitle: customerTitle ?? null,
    customerIsPublic: fromFlag(customerIsPublic),
    deviceProfileName,
  };
}

export function toDeviceCredentials(row: DeviceCredentialsRow): DeviceCredentials {
  return {
    id: { id: row.id },
    createdTime: Number(row.created_time),
    deviceId: { entityType: 'DEVICE', id: row.device_id },
    credentialsType: row.credentials_type as DeviceCredentials['credentialsType'],
    credentialsId: row.credentials_id,
    credentialsValue: row.credentials_value,
  };
}

export function findDevice(db: Db, id: string): Promise<DeviceRow | undefined> {
  return db.selectFrom('device').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDeviceCredentials(db: Db, deviceId: string): Promise<DeviceCredentialsRow | undefined> {
  return db.selectFrom('device_credentials').selectAll().where('device_id', '=', deviceId).executeTakeFirst();
}

/** What DeviceInfo rows add to a device: its customer's title and public flag, and its profile's name. */
export const DEVICE_INFO_JOINS: Record<string, ListJoin> = {
  customer: assignedCustomerJoin('device'),
  device_profile: (query) =>
    query
      .innerJoin('device_profile', 'device_profile.id', 'device.device_profile_id')
      .select('device_profile.name as device_profile_name'),
};

export async function findDeviceInfo(db: Db, id: string): Promise<DeviceInfoRow | undefined> {
  const query = withJoins(db.selectFrom('device').selectAll('device').where('device.id', '=', id), DEVICE_INFO_JOINS);
  return (await query.executeTakeFirst()) as DeviceInfoRow | undefined;
}

export const DEVICE_INFO_SORT_COLUMNS: Record<string, string> = {
  ...qualifiedColumns(DEVICE.sortColumns, 'device'),
  customerTitle: 'customer.title',
  deviceProfileName: 'device_profile.name',
};

/** One page of an owner's devices, of one type when given. */
export function devicePage(
  db: Db,
  owner: Owner,
  type: string | undefined,
  link: ParsedPageLink,
): Promise<PageData<Device>> {
  let base = db.selectFrom('device').selectAll().where('tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('customer_id', '=', owner.customerId);
  if (type) base = base.where('type', '=', type);
  return fetchPage(base, link, { search: 'name', searchIndex: searchNarrowing(db, 'device') }, toDevice);
}

/**
 * A tenant has few profiles and customers, so a page ordered by profile name or customer title is chosen per profile
 * or customer (an index on each key and id) rather than by sorting every device. The customer join leaves the title
 * null for unassigned devices, as the lookup here does for the null customer id, which names no customer.
 */
function deviceInfoSortGroups(db: Db): Record<string, SortGroup> {
  return {
    device_profile: sortGroup(db, 'device.device_profile_id', async (keys, direction) =>
      (
        await db
          .selectFrom('device_profile')
          .select(['id', 'name'])
          .where('id', 'in', keys)
          .orderBy('name', direction)
          .execute()
      ).map((row) => ({ key: row.id, value: row.name })),
    ),
    customer: sortGroup(db, 'device.customer_id', async (keys, direction) =>
      (
        await db
          .selectFrom('customer')
          .select(['id', 'title'])
          .where('id', 'in', keys)
          .where('id', '!=', NULL_UUID)
          .orderBy('title', direction)
          .execute()
      ).map((row) => ({ key: row.id, value: row.title })),
    ),
  };
}

/** One page of an owner's devices with their customer's title and profile name. */
export function deviceInfoPage(
  db: Db,
  owner: Owner,
  type: string | undefined,
  link: ParsedPageLink,
  deviceProfileId?: string,
): Promise<PageData<DeviceInfo>> {
  let base = db.selectFrom('device').selectAll('device').where('device.tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('device.customer_id', '=', owner.customerId);
  // As in the platform, a type filter wins over a profile filter.
  if (type) base = base.where('device.type', '=', type);
  else if (deviceProfileId) base = base.where('device.device_profile_id', '=', deviceProfileId);
  return fetchPage(
    base,
    link,
    {
      search: 'device.name',
      table: 'device',
      joins: DEVICE_INFO_JOINS,
      searchIndex: searchNarrowing(db, 'device'),
      sortGroups: deviceInfoSortGroups(db),
    },
    (row) => toDeviceInfo(row as DeviceInfoRow),
  );
}

/** The owner's devices among the given ids, oldest first. */
export async function findDevicesByIds(db: Db, owner: Owner, ids: readonly string[]): Promise<DeviceRow[]> {
  let query = db.selectFrom('device').selectAll().where('tenant_id', '=', owner.tenantId).where('id', 'in', ids);
  if (owner.customerId) query = query.where('customer_id', '=', owner.customerId);
  return query.orderBy('created_time').orderBy('id').execute();
}

export function findDeviceByName(db: Db, tenantId: string, name: string): Promise<DeviceRow | undefined> {
  return db
    .selectFrom('device')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/** The id of the tenant's device of that name, if there is one: names are unique within a tenant. */
export function findDeviceIdByName(db: Db, tenantId: string, name: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('device')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/** The tenant's (or its customer's) devices among the ids whose type is one of types, in chunks of 500 ids. */
export async function findDevicesOfTypes(
  db: Db,
  owner: Owner,
  ids: readonly string[],
  types: readonly string[],
): Promise<DeviceRow[]> {
  const rows = [];
  for (let start = 0; start < ids.length; start += 500) {
    let select = db
      .selectFrom('device')
      .selectAll()
      .where('tenant_id', '=', owner.tenantId)
      .where('id', 'in', ids.slice(start, start + 500))
      .where('type', 'in', types);
    if (owner.customerId) select = select.where('customer_id', '=', owner.customerId);
    rows.push(...(await select.execute()));
  }
  return rows;
}

export async function insertDevice(db: Db, row: DeviceRow): Promise<void> {
  await db.insertInto('device').values(row).execute();
}

export async function updateDevice(
  db: Db,
  id: string,
  values: Partial<Omit<DeviceRow, 'id' | 'created_time'>>,
): Promise<void> {
  await db.updateTable('device').set(values).where('id', '=', id).execute();
}

export async function setDeviceCustomer(db: Db, id: string, customerId: string): Promise<void> {
  await db.updateTable('device').set({ customer_id: customerId }).where('id', '=', id).execute();
}

/** Deletes the device with its credentials, RPC, claim, telemetry and relations, in one transaction. */
export async function deleteDeviceWithData(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('device_credentials').where('device_id', '=', id).execute();
    await trx.deleteFrom('rpc').where('device_id', '=', id).execute();
    await trx.deleteFrom('device_claim').where('device_id', '=', id).execute();
    await deleteEntityTelemetry(trx, id);
    await trx
      .deleteFrom('relation')
      .where((eb) => eb.or([eb('from_id', '=', id), eb('to_id', '=', id)]))
      .execute();
    await trx.deleteFrom('device').where('id', '=', id).execute();
  });
}

/**
 * Moves the device to another tenant with the given values: its relations and its pending claim stay behind, in one
 * transaction.
 */
export async function moveDeviceRow(
  db: Db,
  id: string,
  values: Partial<Omit<DeviceRow, 'id' | 'created_time'>>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('relation')
      .where((eb) => eb.or([eb('from_id', '=', id), eb('to_id', '=', id)]))
      .execute();
    await trx.deleteFrom('device_claim').where('device_id', '=', id).execute();
    await trx.updateTable('device').set(values).where('id', '=', id).execute();
  });
}

/** How many of the tenant's devices of the profile have no package of their own in the column. */
export async function countDevicesWithoutOwnPackage(
  db: Db,
  tenantId: string,
  deviceProfileId: string,
  column: 'firmware_id' | 'software_id',
): Promise<number> {
  const row = await db
    .selectFrom('device')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('device_profile_id', '=', deviceProfileId)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
