import { defaultTenantProfileConfiguration, type TenantProfile, type TenantProfileData } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromFlag, fromJsonText } from '../common/json.js';
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
