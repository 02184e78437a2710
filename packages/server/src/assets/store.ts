import type { Asset, AssetInfo, PageData } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromFlag, fromJsonText } from '../common/json.js';
import type { Owner } from '../common/owned-entities.js';
import { assignedCustomerJoin } from '../customers/store.js';
import { ASSET } from '../entities/kinds/asset.js';
import { qualifiedColumns } from '../entities/sort-columns.js';
import type { ParsedPageLink } from '../http/paging.js';
import { fetchPage, type ListJoin, withJoins } from '../storage/page-query.js';
import type { AssetTable, Db } from '../storage/schema.js';
import { searchNarrowing } from '../storage/text-search.js';

export type AssetRow = Selectable<AssetTable>;
export type AssetInfoRow = AssetRow & { customer_title: string | null; customer_is_public: number | boolean | null };

export function toAsset(row: AssetRow): Asset {
  return {
    id: { entityType: 'ASSET', id: row.id },
    createdTime: Number(row.created_time),
    additionalInfo: fromJsonText(row.additional_info),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    customerId: { entityType: 'CUSTOMER', id: row.customer_id },
    name: row.name,
    type: row.type,
    label: row.label,
    externalId: row.external_id ? { entityType: 'ASSET', id: row.external_id } : null,
  };
}

export function toAssetInfo(row: AssetInfoRow): AssetInfo {
  const { customer_title: customerTitle, customer_is_public: customerIsPublic, ...asset } = row;
  return { ...toAsset(asset), customerTitle: customerTitle ?? null, customerIsPublic: fromFlag(customerIsPublic) };
}

export function findAsset(db: Db, id: string): Promise<AssetRow | undefined> {
  return db.selectFrom('asset').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAssetByName(db: Db, tenantId: string, name: string): Promise<AssetRow | undefined> {
  return db
    .selectFrom('asset')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/** What AssetInfo rows add: the title and public flag of the customer the asset is assigned to. */
export const ASSET_INFO_JOINS: Record<string, ListJoin> = { customer: assignedCustomerJoin('asset') };

export async function findAssetInfo(db: Db, id: string): Promise<AssetInfoRow | undefined> {
  return (await withJoins(
    db.selectFrom('asset').selectAll('asset').where('asset.id', '=', id),
    ASSET_INFO_JOINS,
  ).executeTakeFirst()) as AssetInfoRow | undefined;
}

export const ASSET_INFO_SORT_COLUMNS: Record<string, string> = {
  ...qualifiedColumns(ASSET.sortColumns, 'asset'),
  customerTitle: 'customer.title',
};

/** One page of an owner's assets, of one type when given. */
export function assetPage(
  db: Db,
  owner: Owner,
  type: string | undefined,
  link: ParsedPageLink,
): Promise<PageData<Asset>> {
  let base = db.selectFrom('asset').selectAll().where('tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('customer_id', '=', owner.customerId);
  if (type) base = base.where('type', '=', type);
  return fetchPage(base, link, { search: 'name', searchIndex: searchNarrowing(db, 'asset') }, toAsset);
}

/** One page of an owner's assets with their customer's title. */
export function assetInfoPage(
  db: Db,
  owner: Owner,
  type: string | undefined,
  link: ParsedPageLink,
): Promise<PageData<AssetInfo>> {
  let base = db.selectFrom('asset').selectAll('asset').where('asset.tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('asset.customer_id', '=', owner.customerId);
  if (type) base = base.where('asset.type', '=', type);
  return fetchPage(
    base,
    link,
    { search: 'asset.name', table: 'asset', joins: ASSET_INFO_JOINS, searchIndex: searchNarrowing(db, 'asset') },
    (row) => toAssetInfo(row as AssetInfoRow),
  );
}

/** The owner's assets among the given ids, oldest first. */
export async function findAssetsByIds(db: Db, owner: Owner, ids: readonly string[]): Promise<AssetRow[]> {
  let query = db.selectFrom('asset').selectAll().where('tenant_id', '=', owner.tenantId).where('id', 'in', ids);
  if (owner.customerId) query = query.where('customer_id', '=', owner.customerId);
  return query.orderBy('created_time').orderBy('id').execute();
}

export async function insertAsset(db: Db, row: AssetRow): Promise<void> {
  await db.insertInto('asset').values(row).execute();
}

/** Changes the asset's own fields; its tenant and customer stay as they are. */
export async function updateAsset(
  db: Db,
  id: string,
  values: Omit<AssetRow, 'id' | 'created_time' | 'tenant_id' | 'customer_id'>,
): Promise<void> {
  await db.updateTable('asset').set(values).where('id', '=', id).execute();
}

export async function setAssetCustomer(db: Db, id: string, customerId: string): Promise<void> {
  await db.updateTable('asset').set({ customer_id: customerId }).where('id', '=', id).execute();
}
