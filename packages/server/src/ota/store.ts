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
