import { type Asset, type AssetInfo, NULL_UUID } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { registerEntityKind } from '../common/entities.js';
import { fromFlag, fromJsonText } from '../common/json.js';
import type { AssetTable, Db } from '../storage/schema.js';

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

/** Assets joined with their customer's title and public flag: the AssetInfo rows. */
export function assetInfoQuery(db: Db) {
  return db
    .selectFrom('asset')
    .leftJoin('customer', (join) =>
      join.onRef('customer.id', '=', 'asset.customer_id').on('asset.customer_id', '!=', NULL_UUID),
    )
    .selectAll('asset')
    .select(['customer.title as customer_title', 'customer.is_public as customer_is_public']);
}

export async function findAssetInfo(db: Db, id: string): Promise<AssetInfoRow | undefined> {
  return (await assetInfoQuery(db).where('asset.id', '=', id).executeTakeFirst()) as AssetInfoRow | undefined;
}

export const ASSET_SORT_COLUMNS: Record<string, string> = {
  createdTime: 'created_time',
  name: 'name',
  type: 'type',
  label: 'label',
};

export const ASSET_INFO_SORT_COLUMNS: Record<string, string> = {
  createdTime: 'asset.created_time',
  name: 'asset.name',
  type: 'asset.type',
  label: 'asset.label',
  customerTitle: 'customer.title',
};

// The generic entity checks (relations, search queries, entity names) find assets through this entry.
registerEntityKind('ASSET', {
  label: 'Asset',
  table: 'asset',
  nameColumn: 'name',
  tenantColumn: 'tenant_id',
  customerColumn: 'customer_id',
  customerRead: 'owned',
  customerWrite: 'owned',
});
