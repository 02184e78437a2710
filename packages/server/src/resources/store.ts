import { NULL_UUID, type PageData, type ResourceType, type TbResource, type TbResourceInfo } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import type { ParsedPageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
import type { Db, ResourceTable } from '../storage/schema.js';

export type ResourceRow = Selectable<ResourceTable>;
export type ResourceInfoRow = Omit<ResourceRow, 'data'>;

const INFO_COLUMNS = [
  'id',
  'created_time',
  'tenant_id',
  'title',
  'resource_type',
  'resource_key',
  'search_text',
  'file_name',
  'data_size',
] as const;

export function toResourceInfo(row: ResourceInfoRow): TbResourceInfo {
  return {
    id: { entityType: 'TB_RESOURCE', id: row.id },
    createdTime: Number(row.created_time),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    title: row.title,
    resourceType: row.resource_type as ResourceType,
    resourceKey: row.resource_key,
    searchText: row.search_text,
  };
}

export function toResource(row: ResourceRow): TbResource {
  return { ...toResourceInfo(row), fileName: row.file_name, data: row.data };
}

export async function findResourceInfo(db: Db, id: string): Promise<ResourceInfoRow | undefined> {
  return db.selectFrom('resource').select(INFO_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findResource(db: Db, id: string): Promise<ResourceRow | undefined> {
  return db.selectFrom('resource').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The resource of a tenant with that type and key, if any: the three are unique together. */
export function findResourceByKey(
  db: Db,
  tenantId: string,
  resourceType: string,
  resourceKey: string,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('resource')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('resource_type', '=', resourceType)
    .where('resource_key', '=', resourceKey)
    .executeTakeFirst();
}

/** The bytes a tenant's resources take, decoded, leaving out one being replaced. */
export async function tenantResourcesSize(db: Db, tenantId: string, except: string | null): Promise<number> {
  let query = db
    .selectFrom('resource')
    .select((eb) => eb.fn.sum<number | string | null>('data_size').as('total'))
    .where('tenant_id', '=', tenantId);
  if (except) query = query.where('id', '!=', except);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function insertResource(db: Db, row: ResourceRow): Promise<void> {
  await db.insertInto('resource').values(row).execute();
}

export async function updateResource(db: Db, id: string, values: Omit<ResourceRow, 'id' | 'created_time'>) {
  await db.updateTable('resource').set(values).where('id', '=', id).execute();
}

export async function deleteResourceRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('resource').where('id', '=', id).execute();
}

/**
 * One page of resource infos: the system's alone for the system administrator, the system's and its own for a
 * tenant, optionally of one type.
 */
export function resourcePage(
  db: Db,
  tenantId: string,
  link: ParsedPageLink,
  resourceType: ResourceType | null,
): Promise<PageData<TbResourceInfo>> {
  let base = db
    .selectFrom('resource')
    .select(INFO_COLUMNS)
    .where('tenant_id', 'in', [...new Set([NULL_UUID, tenantId])]);
  if (resourceType) base = base.where('resource_type', '=', resourceType);
  return fetchPage(base, link, { search: 'title' }, toResourceInfo);
}

/** The LwM2M object models a caller reads (the system's, and a tenant's own), one page of them by title search. */
export function lwm2mModelPage(db: Db, tenantId: string, link: ParsedPageLink): Promise<PageData<ResourceRow>> {
  const base = db
    .selectFrom('resource')
    .selectAll()
    .where('tenant_id', 'in', [...new Set([NULL_UUID, tenantId])])
    .where('resource_type', '=', 'LWM2M_MODEL');
  return fetchPage(base, link, { search: 'title' }, (row) => row);
}

/** The LwM2M object models of these keys (`<object id>_<version>`) a caller reads. */
export function lwm2mModelsByKeys(db: Db, tenantId: string, keys: string[]): Promise<ResourceRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('resource')
    .selectAll()
    .where('tenant_id', 'in', [...new Set([NULL_UUID, tenantId])])
    .where('resource_type', '=', 'LWM2M_MODEL')
    .where('resource_key', 'in', keys)
    .orderBy('created_time')
    .orderBy('id')
    .execute();
}
