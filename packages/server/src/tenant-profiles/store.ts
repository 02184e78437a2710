import {
  defaultTenantProfileConfiguration,
  type PageData,
  type TenantProfile,
  type TenantProfileData,
} from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromFlag, fromJsonText } from '../common/json.js';
import type { ParsedPageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
import type { Db, TenantProfileTable } from '../storage/schema.js';

export type TenantProfileRow = Selectable<TenantProfileTable>;

export function toTenantProfile(row: TenantProfileRow): TenantProfile {
  return {
    id: { entityType: 'TENANT_PROFILE', id: row.id },
    createdTime: row.created_time,
    name: row.name,
    description: row.description,
    default: fromFlag(row.is_default),
    isolatedTbRuleEngine: fromFlag(row.isolated_tb_rule_engine),
    profileData: fromJsonText<TenantProfileData>(row.profile_data) ?? {
      configuration: defaultTenantProfileConfiguration(),
      queueConfiguration: null,
    },
  };
}

export function findTenantProfile(db: Db, id: string): Promise<TenantProfileRow | undefined> {
  return db.selectFrom('tenant_profile').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDefaultTenantProfile(db: Db): Promise<TenantProfileRow | undefined> {
  return db.selectFrom('tenant_profile').selectAll().where('is_default', '=', 1).executeTakeFirst();
}

/** One page of the tenant profiles, as whole profiles or as infos. */
export function tenantProfilePage<Out>(
  db: Db,
  link: ParsedPageLink,
  toEntity: (row: TenantProfileRow) => Out,
): Promise<PageData<Out>> {
  return fetchPage(db.selectFrom('tenant_profile').selectAll(), link, { search: 'name' }, toEntity);
}

/** The profile data (JSON text) of a tenant's profile, or undefined for an unknown tenant. */
export async function findTenantProfileDataOf(db: Db, tenantId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('tenant')
    .innerJoin('tenant_profile', 'tenant_profile.id', 'tenant.tenant_profile_id')
    .select('tenant_profile.profile_data')
    .where('tenant.id', '=', tenantId)
    .executeTakeFirst();
  return row?.profile_data;
}

export function findTenantProfileByName(db: Db, name: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('tenant_profile').select('id').where('name', '=', name).executeTakeFirst();
}

export async function insertTenantProfile(db: Db, row: TenantProfileRow): Promise<void> {
  await db.insertInto('tenant_profile').values(row).execute();
}

/** Changes the profile's own fields; which profile is the default changes only through makeDefaultTenantProfile. */
export async function updateTenantProfile(
  db: Db,
  id: string,
  values: Partial<Omit<TenantProfileRow, 'id' | 'created_time' | 'is_default'>>,
): Promise<void> {
  await db.updateTable('tenant_profile').set(values).where('id', '=', id).execute();
}

/** Makes the profile the one default, in one transaction. */
export async function makeDefaultTenantProfile(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('tenant_profile').set({ is_default: 0 }).where('is_default', '=', 1).execute();
    await trx.updateTable('tenant_profile').set({ is_default: 1 }).where('id', '=', id).execute();
  });
}

export async function isTenantProfileUsed(db: Db, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('tenant').select('id').where('tenant_profile_id', '=', id).executeTakeFirst()) !== undefined
  );
}

export async function deleteTenantProfileRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('tenant_profile').where('id', '=', id).execute();
}
