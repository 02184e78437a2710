import {
  NULL_UUID,
  type PageData,
  RESOURCE_MAX_FILE_BYTES,
  RESOURCE_TYPES,
  type ResourceType,
  type TbResource,
  type TbResourceInfo,
} from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { fromJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkTextFields, optionalText } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound, permissionDenied } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { findTenantProfileDataOf } from '../tenant-profiles/store.js';
import { lwm2mModelKey } from './lwm2m-model.js';
import { RESOURCE_TYPE_JAVA } from './schemas.js';
import {
  deleteResourceRow,
  findResource,
  findResourceByKey,
  findResourceInfo,
  insertResource,
  type ResourceInfoRow,
  type ResourceRow,
  resourcePage,
  tenantResourcesSize,
  toResource,
  updateResource,
} from './store.js';

/** The tenant whose resources a caller writes: the system's (null tenant) for the system administrator. */
export function ownerOf(user: SecurityUser): string {
  return user.authority === 'SYS_ADMIN' ? NULL_UUID : user.tenantId;
}

/** Every caller reads the system's resources; a tenant's are read and written by that tenant's administrators only. */
function checkAccess(user: SecurityUser, row: ResourceInfoRow, write: boolean): void {
  const own = row.tenant_id === ownerOf(user);
  if (!own && (write || row.tenant_id !== NULL_UUID)) throw permissionDenied();
}

async function accessible(ctx: AppContext, user: SecurityUser, id: string, write: boolean): Promise<ResourceInfoRow> {
  const row = await findResourceInfo(ctx.db, id);
  if (!row) throw notFound('Resource', id);
  checkAccess(user, row, write);
  return row;
}

export function readableResourceInfo(ctx: AppContext, user: SecurityUser, id: string): Promise<ResourceInfoRow> {
  return accessible(ctx, user, id, false);
}

export async function readableResource(ctx: AppContext, user: SecurityUser, id: string): Promise<ResourceRow> {
  await accessible(ctx, user, id, false);
  const row = await findResource(ctx.db, id);
  if (!row) throw notFound('Resource', id);
  return row;
}

export function listResources(
  ctx: AppContext,
  user: SecurityUser,
  link: ParsedPageLink,
  resourceType: ResourceType | null,
): Promise<PageData<TbResourceInfo>> {
  return resourcePage(ctx.db, ownerOf(user), link, resourceType);
}

function parseResourceType(value: unknown): ResourceType {
  if (value === undefined || value === null) throw badRequest('Resource type should be specified!');
  if (!(RESOURCE_TYPES as readonly unknown[]).includes(value)) {
    throw badRequest(`No enum constant ${RESOURCE_TYPE_JAVA}.${String(value)}`);
  }
  return value as ResourceType;
}

/** The file of a base64 text, refused when it is not base64 or is larger than the library takes. */
export function decodeResourceData(data: string): Buffer {
  const compact = data.replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) {
    throw badRequest('Resource data should be a base64-encoded file!');
  }
  const file = Buffer.from(compact, 'base64');
  if (file.length > RESOURCE_MAX_FILE_BYTES) throw badRequest(RESOURCE_TOO_LARGE);
  return file;
}

export const RESOURCE_TOO_LARGE = `The resource file is larger than ${RESOURCE_MAX_FILE_BYTES / (1024 * 1024)} MB!`;

/** The tenant profile's maxResourcesInBytes, the platform's check and text: 0 is unlimited. */
async function checkTenantQuota(ctx: AppContext, tenantId: string, size: number, replaced: string | null) {
  if (tenantId === NULL_UUID) return;
  const data = fromJsonText<{ configuration?: { maxResourcesInBytes?: number } }>(
    await findTenantProfileDataOf(ctx.db, tenantId),
  );
  const max = Number(data?.configuration?.maxResourcesInBytes ?? 0);
  if (max > 0 && (await tenantResourcesSize(ctx.db, tenantId, replaced)) + size > max) {
    throw badRequest(`Failed to create the tb resource, files size limit is exhausted ${max} bytes!`);
  }
}

/**
 * Saves a resource of the caller's tenant (the system's for the system administrator) as the platform does: title,
 * type, file name and data required; the key is the file name, or the object id and version of a LwM2M model, whose
 * title then comes from the model; the key is unique per tenant and type.
 */
export async function saveResource(
  ctx: AppContext,
  user: SecurityUser,
  body: Record<string, unknown>,
): Promise<TbResource> {
  const id = bodyId(body.id);
  const existing = id ? await accessible(ctx, user, id, true) : undefined;
  const tenantId = existing?.tenant_id ?? ownerOf(user);
  let title = optionalText(body.title)?.trim() ?? '';
  if (!title) throw badRequest('Resource title should be specified!');
  const resourceType = parseResourceType(body.resourceType);
  const fileName = optionalText(body.fileName)?.trim() ?? '';
  if (!fileName) throw badRequest('Resource file name should be specified!');
  const data = optionalText(body.data) ?? '';
  if (!data) throw badRequest('Resource data should be specified!');
  checkTextFields({ title, fileName }, ['title', 'fileName']);
  const file = decodeResourceData(data);
  let resourceKey = fileName;
  if (resourceType === 'LWM2M_MODEL') {
    const model = lwm2mModelKey(file.toString('utf8'), fileName);
    resourceKey = model.key;
    title = model.title;
  }
  const clash = await findResourceByKey(ctx.db, tenantId, resourceType, resourceKey);
  if (clash && clash.id !== existing?.id) throw badRequest('Resource with such key already exists!');
  await checkTenantQuota(ctx, tenantId, file.length, existing?.id ?? null);
  const values = {
    tenant_id: tenantId,
    title,
    resource_type: resourceType,
    resource_key: resourceKey,
    search_text: title,
    file_name: fileName,
    data,
    data_size: file.length,
  };
  if (existing) {
    await updateResource(ctx.db, existing.id, values);
    return toResource({ ...values, id: existing.id, created_time: existing.created_time });
  }
  const resourceId = newId();
  const row = { ...values, id: resourceId, created_time: uuidTime(resourceId) };
  await insertResource(ctx.db, row);
  return toResource(row);
}

export async function deleteResource(ctx: AppContext, user: SecurityUser, id: string): Promise<void> {
  await accessible(ctx, user, id, true);
  await deleteResourceRow(ctx.db, id);
}
