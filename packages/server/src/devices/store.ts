import type { Device, DeviceCredentials, DeviceInfo, PageData } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromFlag, fromJsonText } from '../common/json.js';
import type { Owner } from '../common/owned-entities.js';
import { assignedCustomerJoin } from '../customers/store.js';
import { DEVICE } from '../entities/kinds/device.js';
import { qualifiedColumns } from '../entities/sort-columns.js';
import type { ParsedPageLink } from '../http/paging.js';
import { fetchPage, type ListJoin, withJoins } from '../storage/page-query.js';
import type { Db, DeviceCredentialsTable, DeviceTable } from '../storage/schema.js';

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
  return fetchPage(base, link, { search: 'name' }, toDevice);
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
  return fetchPage(base, link, { search: 'device.name', table: 'device', joins: DEVICE_INFO_JOINS }, (row) =>
    toDeviceInfo(row as DeviceInfoRow),
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
