import type { EntityView, EntityViewInfo, EntityViewKeys, PageData } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromFlag, fromJsonText } from '../common/json.js';
import type { Owner } from '../common/owned-entities.js';
import { assignedCustomerJoin } from '../customers/store.js';
import { ENTITY_VIEW } from '../entities/kinds/entity-view.js';
import { qualifiedColumns } from '../entities/sort-columns.js';
import { badRequest } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { fetchPage, type ListJoin, withJoins } from '../storage/page-query.js';
import type { Db, EntityViewTable } from '../storage/schema.js';
import { searchNarrowing } from '../storage/text-search.js';

export type EntityViewRow = Selectable<EntityViewTable>;
export type EntityViewInfoRow = EntityViewRow & {
  customer_title: string | null;
  customer_is_public: number | boolean | null;
};

export const EMPTY_KEYS: EntityViewKeys = { timeseries: [], attributes: { cs: [], ss: [], sh: [] } };

export function toEntityView(row: EntityViewRow): EntityView {
  return {
    id: { entityType: 'ENTITY_VIEW', id: row.id },
    createdTime: Number(row.created_time),
    additionalInfo: fromJsonText(row.additional_info),
    entityId: { entityType: row.entity_type as 'DEVICE' | 'ASSET', id: row.entity_id },
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    customerId: { entityType: 'CUSTOMER', id: row.customer_id },
    name: row.name,
    type: row.type,
    keys: fromJsonText<EntityViewKeys>(row.keys) ?? EMPTY_KEYS,
    startTimeMs: Number(row.start_ts),
    endTimeMs: Number(row.end_ts),
    externalId: row.external_id ? { entityType: 'ENTITY_VIEW', id: row.external_id } : null,
  };
}

export function toEntityViewInfo(row: EntityViewInfoRow): EntityViewInfo {
  const { customer_title: customerTitle, customer_is_public: customerIsPublic, ...view } = row;
  return {
    ...toEntityView(view),
    customerTitle: customerTitle ?? null,
    customerIsPublic: fromFlag(customerIsPublic),
  };
}

export function findEntityView(db: Db, id: string): Promise<EntityViewRow | undefined> {
  return db.selectFrom('entity_view').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findEntityViewByName(db: Db, tenantId: string, name: string): Promise<EntityViewRow | undefined> {
  return db
    .selectFrom('entity_view')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/**
 * A device or asset that entity views look at cannot be deleted (platform rule): the views would point at nothing.
 * Device and asset deletion call this before deleting.
 */
export async function assertNoEntityViews(db: Db, entityType: 'DEVICE' | 'ASSET', entityId: string): Promise<void> {
  const view = await db.selectFrom('entity_view').select('id').where('entity_id', '=', entityId).executeTakeFirst();
  if (view) throw badRequest(`Can't delete ${entityType.toLowerCase()} that has entity views!`);
}

/** What EntityViewInfo rows add: the title and public flag of the customer the entity view is assigned to. */
export const ENTITY_VIEW_INFO_JOINS: Record<string, ListJoin> = { customer: assignedCustomerJoin('entity_view') };

export async function findEntityViewInfo(db: Db, id: string): Promise<EntityViewInfoRow | undefined> {
  return (await withJoins(
    db.selectFrom('entity_view').selectAll('entity_view').where('entity_view.id', '=', id),
    ENTITY_VIEW_INFO_JOINS,
  ).executeTakeFirst()) as EntityViewInfoRow | undefined;
}

export const ENTITY_VIEW_INFO_SORT_COLUMNS: Record<string, string> = {
  ...qualifiedColumns(ENTITY_VIEW.sortColumns, 'entity_view'),
  customerTitle: 'customer.title',
};

/** One page of an owner's entity views, of one type when given. */
export function entityViewPage(
  db: Db,
  owner: Owner,
  type: string | undefined,
  link: ParsedPageLink,
): Promise<PageData<EntityView>> {
  let base = db.selectFrom('entity_view').selectAll().where('tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('customer_id', '=', owner.customerId);
  if (type) base = base.where('type', '=', type);
  return fetchPage(base, link, { search: 'name', searchIndex: searchNarrowing(db, 'entity_view') }, toEntityView);
}

/** One page of an owner's entity views with their customer's title. */
export function entityViewInfoPage(
  db: Db,
  owner: Owner,
  type: string | undefined,
  link: ParsedPageLink,
): Promise<PageData<EntityViewInfo>> {
  let base = db.selectFrom('entity_view').selectAll('entity_view').where('entity_view.tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('entity_view.customer_id', '=', owner.customerId);
  if (type) base = base.where('entity_view.type', '=', type);
  return fetchPage(
    base,
    link,
    {
      search: 'entity_view.name',
      table: 'entity_view',
      joins: ENTITY_VIEW_INFO_JOINS,
      searchIndex: searchNarrowing(db, 'entity_view'),
    },
    (row) => toEntityViewInfo(row as EntityViewInfoRow),
  );
}

/** The owner's entity views among the given ids, oldest first. */
export async function findEntityViewsByIds(db: Db, owner: Owner, ids: readonly string[]): Promise<EntityViewRow[]> {
  let query = db.selectFrom('entity_view').selectAll().where('tenant_id', '=', owner.tenantId).where('id', 'in', ids);
  if (owner.customerId) query = query.where('customer_id', '=', owner.customerId);
  return query.orderBy('created_time').orderBy('id').execute();
}

export async function insertEntityView(db: Db, row: EntityViewRow): Promise<void> {
  await db.insertInto('entity_view').values(row).execute();
}

/** Changes the entity view's own fields; its tenant and customer stay as they are. */
export async function updateEntityView(
  db: Db,
  id: string,
  values: Omit<EntityViewRow, 'id' | 'created_time' | 'tenant_id' | 'customer_id'>,
): Promise<void> {
  await db.updateTable('entity_view').set(values).where('id', '=', id).execute();
}

export async function setEntityViewCustomer(db: Db, id: string, customerId: string): Promise<void> {
  await db.updateTable('entity_view').set({ customer_id: customerId }).where('id', '=', id).execute();
}

/** The tenant's entity views of a device or asset. */
export function findEntityViewsOfEntity(db: Db, tenantId: string, entityId: string): Promise<EntityViewRow[]> {
  return db
    .selectFrom('entity_view')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('entity_id', '=', entityId)
    .orderBy('created_time')
    .execute();
}
