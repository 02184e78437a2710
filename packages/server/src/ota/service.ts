import {
  CHECKSUM_ALGORITHMS,
  type ChecksumAlgorithm,
  OTA_PACKAGE_TYPES,
  type OtaPackageInfo,
  type OtaPackageType,
  type PageData,
  type SaveOtaPackageInfoRequest,
} from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkTenant } from '../common/access.js';
import { checkEntity } from '../common/entities.js';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkTextFields, optionalText } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import type { Db } from '../storage/schema.js';
import { computeChecksum } from './checksum.js';
import {
  deleteOtaPackageRow,
  findDeviceUsingPackage,
  findOtaPackageData,
  findOtaPackageId,
  findOtaPackageInfo,
  findProfileTenant,
  findProfileUsingPackage,
  hasData,
  insertOtaPackage,
  type OtaPackageInfoRow,
  otaPackagePage,
  toOtaPackageInfo,
  updateOtaPackage,
} from './store.js';

/** A package of the caller's tenant (customer users read only); another tenant's answers 403. */
export async function readableOtaPackage(ctx: AppContext, user: SecurityUser, id: string): Promise<OtaPackageInfoRow> {
  const row = await findOtaPackageInfo(ctx.db, id);
  if (!row) throw notFound('OTA package', id);
  checkTenant(user, row.tenant_id);
  return row;
}

/**
 * The id of a device profile the caller may read, checked through the profile's entity kind (a missing profile
 * answers 404, another tenant's 403) so that OTA packages need nothing from the device profiles, which use them.
 */
export async function readableDeviceProfileId(ctx: AppContext, user: SecurityUser, id: string): Promise<string> {
  const record = await checkEntity(ctx.db, user, { entityType: 'DEVICE_PROFILE', id }, 'READ');
  return record.id;
}

export function parseOtaPackageType(value: unknown): OtaPackageType {
  if (!(OTA_PACKAGE_TYPES as readonly unknown[]).includes(value)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.data.ota.OtaPackageType.${String(value)}`);
  }
  return value as OtaPackageType;
}

export function parseChecksumAlgorithm(value: string): ChecksumAlgorithm {
  const upper = value.toUpperCase();
  if (!(CHECKSUM_ALGORITHMS as readonly string[]).includes(upper)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.data.ota.ChecksumAlgorithm.${upper}`);
  }
  return upper as ChecksumAlgorithm;
}

async function checkProfile(db: Db, tenantId: string, profileId: string | null): Promise<void> {
  if (!profileId) return;
  const profile = await findProfileTenant(db, profileId);
  if (!profile || profile.tenant_id !== tenantId) {
    throw badRequest('OtaPackage is referencing to non-existent device profile!');
  }
}

function checkUrl(url: string): void {
  try {
    const parsed = new URL(url);
    if (!['http:', 'https:', 'ftp:', 'coap:', 'coaps:'].includes(parsed.protocol)) throw new Error(parsed.protocol);
  } catch {
    throw badRequest('Ota package URL is invalid!');
  }
}

/** Step one of the two-step creation: the info, or an update of an existing package's tag and info. */
export async function saveOtaPackageInfo(
  ctx: AppContext,
  user: SecurityUser,
  body: SaveOtaPackageInfoRequest,
): Promise<OtaPackageInfo> {
  const id = bodyId(body.id);
  const existing = id ? await readableOtaPackage(ctx, user, id) : undefined;
  if (body.type === undefined || body.type === null) throw badRequest('Type should be specified!');
  const type = parseOtaPackageType(body.type);
  const title = optionalText(body.title)?.trim();
  if (!title) throw badRequest('OtaPackage title should be specified!');
  const version = optionalText(body.version)?.trim();
  if (!version) throw badRequest('OtaPackage version should be specified!');
  checkTextFields(body as Record<string, unknown>, ['title', 'version', 'tag']);
  const deviceProfileId = bodyId(body.deviceProfileId);
  const tenantId = user.tenantId;
  await checkProfile(ctx.db, tenantId, deviceProfileId);
  const url = optionalText(body.url)?.trim() || null;
  if (body.usesUrl) {
    if (!url) throw badRequest('Ota package URL should be specified!');
    checkUrl(url);
  }
  if (existing) {
    // A saved package is immutable apart from its tag and additional info, as in the platform.
    if (existing.type !== type) throw badRequest('Updating type is prohibited!');
    if (existing.title !== title) throw badRequest('Updating otaPackage title is prohibited!');
    if (existing.version !== version) throw badRequest('Updating otaPackage version is prohibited!');
    if ((existing.device_profile_id ?? null) !== deviceProfileId) {
      throw badRequest('Updating otaPackage deviceProfile is prohibited!');
    }
  }
  const duplicate = await findOtaPackageId(ctx.db, tenantId, title, version);
  if (duplicate && duplicate.id !== id) throw badRequest('OtaPackage with such title and version already exists!');
  const tag = optionalText(body.tag) ?? null;
  const additionalInfo = toJsonText(body.additionalInfo);
  if (existing) {
    await updateOtaPackage(ctx.db, existing.id, { tag, additional_info: additionalInfo });
    return toOtaPackageInfo({ ...existing, tag, additional_info: additionalInfo });
  }
  const packageId = newId();
  const row = {
    id: packageId,
    created_time: uuidTime(packageId),
    tenant_id: tenantId,
    device_profile_id: deviceProfileId,
    type,
    title,
    version,
    tag,
    url: body.usesUrl ? url : null,
    file_name: null,
    content_type: null,
    checksum_algorithm: null,
    checksum: null,
    data_size: null,
    additional_info: additionalInfo,
  };
  await insertOtaPackage(ctx.db, row);
  return toOtaPackageInfo({ ...row, has_data: 0 });
}

export interface UploadedFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** Step two: the file, with its checksum checked (when given) or computed (when not). */
export async function saveOtaPackageData(
  ctx: AppContext,
  user: SecurityUser,
  id: string,
  algorithm: ChecksumAlgorithm,
  checksum: string | undefined,
  file: UploadedFile,
): Promise<OtaPackageInfo> {
  const existing = await readableOtaPackage(ctx, user, id);
  if (user.authority !== 'TENANT_ADMIN')
    throw badRequest('OtaPackage data can only be uploaded by a tenant administrator!');
  if (hasData(existing)) throw badRequest('Updating otaPackage data is prohibited!');
  if (existing.url) throw badRequest('Ota package with URL can not have data!');
  if (file.data.length === 0) throw badRequest('OtaPackage data should be specified!');
  const computed = computeChecksum(algorithm, file.data);
  const given = checksum?.trim();
  if (given && given.toLowerCase() !== computed) throw badRequest('Wrong otaPackage file!');
  const values = {
    file_name: file.fileName,
    content_type: file.contentType,
    checksum_algorithm: algorithm,
    checksum: computed,
    data: file.data,
    data_size: file.data.length,
  };
  await updateOtaPackage(ctx.db, id, values);
  const { data: _data, ...info } = values;
  return toOtaPackageInfo({ ...existing, ...info, has_data: 1 });
}

export async function readOtaPackageFile(
  ctx: AppContext,
  user: SecurityUser,
  id: string,
): Promise<{ info: OtaPackageInfoRow; data: Buffer | null }> {
  const info = await readableOtaPackage(ctx, user, id);
  const row = await findOtaPackageData(ctx.db, id);
  return { info, data: row?.data ? Buffer.from(row.data) : null };
}

export async function deleteOtaPackage(ctx: AppContext, user: SecurityUser, id: string): Promise<void> {
  const row = await readableOtaPackage(ctx, user, id);
  const column = row.type === 'FIRMWARE' ? 'firmware_id' : 'software_id';
  const what = row.type === 'FIRMWARE' ? 'otaPackage' : 'software';
  const device = await findDeviceUsingPackage(ctx.db, column, id);
  if (device) throw badRequest(`The ${what} referenced by the devices cannot be deleted!`);
  const profile = await findProfileUsingPackage(ctx.db, column, id);
  if (profile) throw badRequest(`The ${what} referenced by the device profile cannot be deleted!`);
  await deleteOtaPackageRow(ctx.db, id);
}

/**
 * The platform's check of a device's or profile's firmwareId / softwareId: a package of the tenant, of the right
 * type, with a file or URL, made for the same device profile. Another tenant's package counts as non-existent.
 */
export async function checkOtaReference(
  db: Db,
  tenantId: string,
  packageId: string | null,
  type: OtaPackageType,
  deviceProfileId: string | null,
): Promise<void> {
  if (!packageId) return;
  const what = type === 'FIRMWARE' ? 'firmware' : 'software';
  const row = await findOtaPackageInfo(db, packageId);
  if (!row || row.tenant_id !== tenantId) throw badRequest(`Can't assign non-existent ${what}!`);
  if (row.type !== type) throw badRequest(`Can't assign ${what} with type: ${row.type}`);
  if (!hasData(row) && !row.url) throw badRequest(`Can't assign ${what} with empty data!`);
  if (row.device_profile_id !== deviceProfileId) throw badRequest(`Can't assign ${what} with different deviceProfile!`);
}

export function listOtaPackages(
  ctx: AppContext,
  user: SecurityUser,
  link: ParsedPageLink,
): Promise<PageData<OtaPackageInfo>> {
  return otaPackagePage(ctx.db, user.tenantId, link);
}

/** The packages of a type a (readable) device profile may be given: the tenant's ones with a file or a URL. */
export function listProfileOtaPackages(
  ctx: AppContext,
  user: SecurityUser,
  deviceProfileId: string,
  type: OtaPackageType,
  link: ParsedPageLink,
): Promise<PageData<OtaPackageInfo>> {
  return otaPackagePage(ctx.db, user.tenantId, link, { deviceProfileId, type });
}
