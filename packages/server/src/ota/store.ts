import type { ChecksumAlgorithm, OtaPackageInfo, OtaPackageType, PageData } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromJsonText } from '../common/json.js';
import type { ParsedPageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
import type { Db, OtaPackageTable } from '../storage/schema.js';

/** A package row without its file, plus whether it has one: what every read except the download uses. */
export type OtaPackageInfoRow = Omit<Selectable<OtaPackageTable>, 'data'> & { has_data: number | boolean | string };

const INFO_COLUMNS = [
  'id',
  'created_time',
  'tenant_id',
  'device_profile_id',
  'type',
  'title',
  'version',
  'tag',
  'url',
  'file_name',
  'content_type',
  'checksum_algorithm',
  'checksum',
  'data_size',
  'additional_info',
] as const;

/** Selects the info columns of ota_package, never the file itself. */
export function otaInfoQuery(db: Db) {
  return db
    .selectFrom('ota_package')
    .select(INFO_COLUMNS)
    .select((eb) => eb.case().when('data', 'is not', null).then(1).else(0).end().as('has_data'));
}

export async function findOtaPackageInfo(db: Db, id: string): Promise<OtaPackageInfoRow | undefined> {
  return (await otaInfoQuery(db).where('id', '=', id).executeTakeFirst()) as OtaPackageInfoRow | undefined;
}

export function hasData(row: OtaPackageInfoRow): boolean {
  return Number(row.has_data) === 1 || row.has_data === true;
}

export function toOtaPackageInfo(row: OtaPackageInfoRow): OtaPackageInfo {
  return {
    id: { entityType: 'OTA_PACKAGE', id: row.id },
    createdTime: Number(row.created_time),
    additionalInfo: fromJsonText(row.additional_info),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    deviceProfileId: row.device_profile_id ? { entityType: 'DEVICE_PROFILE', id: row.device_profile_id } : null,
    type: row.type as OtaPackageType,
    title: row.title,
    version: row.version,
    tag: row.tag,
    url: row.url,
    // The platform's hasData is true for a package with a file or with a URL.
    hasData: hasData(row) || Boolean(row.url),
    fileName: row.file_name,
    contentType: row.content_type,
    checksumAlgorithm: row.checksum_algorithm as ChecksumAlgorithm | null,
    checksum: row.checksum,
    dataSize: row.data_size === null ? null : Number(row.data_size),
  };
}

/** One page of a tenant's package infos; with a profile and type, only those that have a file or a URL. */
export function otaPackagePage(
  db: Db,
  tenantId: string,
  link: ParsedPageLink,
  usable?: { deviceProfileId: string; type: OtaPackageType },
): Promise<PageData<OtaPackageInfo>> {
  let base = otaInfoQuery(db).where('tenant_id', '=', tenantId);
  if (usable) {
    base = base
      .where('device_profile_id', '=', usable.deviceProfileId)
      .where('type', '=', usable.type)
      .where((eb) => eb.or([eb('data', 'is not', null), eb('url', 'is not', null)]));
  }
  return fetchPage(base, link, { search: 'title' }, (row) => toOtaPackageInfo(row as OtaPackageInfoRow));
}

/** The tenant of a device profile a package is made for, if the profile exists. */
export function findProfileTenant(db: Db, profileId: string): Promise<{ tenant_id: string } | undefined> {
  return db.selectFrom('device_profile').select('tenant_id').where('id', '=', profileId).executeTakeFirst();
}

/** The tenant's package of that title and version, if any: the pair is unique within a tenant. */
export function findOtaPackageId(
  db: Db,
  tenantId: string,
  title: string,
  version: string,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('ota_package')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('title', '=', title)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function insertOtaPackage(db: Db, row: Omit<Selectable<OtaPackageTable>, 'data'>): Promise<void> {
  await db.insertInto('ota_package').values(row).execute();
}

export async function updateOtaPackage(
  db: Db,
  id: string,
  values: Partial<Omit<Selectable<OtaPackageTable>, 'id' | 'created_time' | 'tenant_id'>>,
): Promise<void> {
  await db.updateTable('ota_package').set(values).where('id', '=', id).execute();
}

export function findOtaPackageData(db: Db, id: string): Promise<{ data: Buffer | null } | undefined> {
  return db.selectFrom('ota_package').select('data').where('id', '=', id).executeTakeFirst();
}

/** A device that uses the package as its firmware or software (by the column), if any. */
export function findDeviceUsingPackage(
  db: Db,
  column: 'firmware_id' | 'software_id',
  id: string,
): Promise<{ id: string } | undefined> {
  return db.selectFrom('device').select('id').where(column, '=', id).executeTakeFirst();
}

/** A device profile that uses the package as its firmware or software (by the column), if any. */
export function findProfileUsingPackage(
  db: Db,
  column: 'firmware_id' | 'software_id',
  id: string,
): Promise<{ id: string } | undefined> {
  return db.selectFrom('device_profile').select('id').where(column, '=', id).executeTakeFirst();
}

export async function deleteOtaPackageRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('ota_package').where('id', '=', id).execute();
}
