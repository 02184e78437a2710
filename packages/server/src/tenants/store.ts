import type { PageData, Tenant, TenantInfo } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { contactOf } from '../common/contact.js';
import { fromJsonText } from '../common/json.js';
import { TENANT } from '../entities/kinds/tenant.js';
import { qualifiedColumns } from '../entities/sort-columns.js';
import type { ParsedPageLink } from '../http/paging.js';
import { deleteTenantData } from '../storage/cascade.js';
import { createTenantDefaults } from '../storage/install/tenant-defaults.js';
import { fetchPage } from '../storage/page-query.js';
import type { Db, TenantTable } from '../storage/schema.js';

export type TenantRow = Selectable<TenantTable>;

export function toTenant(row: TenantRow): Tenant {
  return {
    id: { entityType: 'TENANT', id: row.id },
    createdTime: row.created_time,
    additionalInfo: fromJsonText(row.additional_info),
    ...contactOf(row),
    title: row.title,
    region: row.region,
    tenantProfileId: { entityType: 'TENANT_PROFILE', id: row.tenant_profile_id },
    name: row.title,
  };
}

export function toTenantInfo(row: TenantRow & { tenant_profile_name: string | null }): TenantInfo {
  return { ...toTenant(row), tenantProfileName: row.tenant_profile_name ?? '' };
}

export function findTenant(db: Db, id: string): Promise<TenantRow | undefined> {
  return db.selectFrom('tenant').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Tenants joined with their profile's name, for the TenantInfo lists. */
/** The tenant's id, if the tenant exists. */
export function findTenantId(db: Db, id: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('tenant').select('id').where('id', '=', id).executeTakeFirst();
}

export function tenantInfoQuery(db: Db) {
  return db
    .selectFrom('tenant as t')
    .leftJoin('tenant_profile as p', 'p.id', 't.tenant_profile_id')
    .selectAll('t')
    .select('p.name as tenant_profile_name');
}

/** The tenant lists read the tenant table as `t`, joined with its profile as `p`. */
export const TENANT_LIST_SORT_COLUMNS = qualifiedColumns(TENANT.sortColumns, 't');

export const TENANT_INFO_SORT_COLUMNS: Record<string, string> = {
  ...TENANT_LIST_SORT_COLUMNS,
  tenantProfileName: 'p.name',
};

export type TenantInfoRow = TenantRow & { tenant_profile_name: string | null };

export function findTenantInfo(db: Db, id: string): Promise<TenantInfoRow | undefined> {
  return tenantInfoQuery(db).where('t.id', '=', id).executeTakeFirst();
}

/** One page of the tenants with their profile's name. */
export function tenantPage<Out>(
  db: Db,
  link: ParsedPageLink,
  toEntity: (row: TenantInfoRow) => Out,
): Promise<PageData<Out>> {
  return fetchPage(tenantInfoQuery(db), link, { search: 't.title', table: 't' }, toEntity);
}

/** Changes the tenant's own fields. */
export async function updateTenant(db: Db, id: string, values: Partial<Omit<TenantRow, 'id' | 'created_time'>>) {
  await db.updateTable('tenant').set(values).where('id', '=', id).execute();
}

/** A new tenant, in one transaction with what every tenant starts with (device profile, rule chains, queues). */
export async function insertTenantWithDefaults(db: Db, row: TenantRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('tenant').values(row).execute();
    await createTenantDefaults(trx, row.id);
  });
}

/** The tenant, in one transaction with everything it owns. */
export async function deleteTenantWithData(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteTenantData(trx, id);
    await trx.deleteFrom('tenant').where('id', '=', id).execute();
  });
}

/** The first tenant of this title (titles are not unique); the OAuth2 mapper joins new users to it. */
export function findTenantByTitle(db: Db, title: string): Promise<TenantRow | undefined> {
  return db.selectFrom('tenant').selectAll().where('title', '=', title).orderBy('created_time').executeTakeFirst();
}
