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
