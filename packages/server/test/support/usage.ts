import type { Api } from '@fleetdeck/client';
import type { EntityData, TenantProfile } from '@fleetdeck/model';
import { activateUser, unique, uniqueEmail } from './fixtures.js';
import { ACCOUNTS, type TestServer } from './server.js';

export interface LimitedTenant {
  admin: Api;
  email: string;
}

/** A new tenant, with an active administrator, whose profile has these limits. */
export async function tenantAllowing(
  on: TestServer,
  configuration: Record<string, number | undefined>,
): Promise<LimitedTenant> {
  const sysadmin = await on.login(...ACCOUNTS.sysadmin);
  const profile = await sysadmin.tenantProfiles.save({
    name: unique('Usage limits'),
    profileData: { configuration: { type: 'DEFAULT', ...configuration } } as TenantProfile['profileData'],
  });
  const tenant = await sysadmin.tenants.save({ title: unique('Tenant'), tenantProfileId: profile.id });
  const email = uniqueEmail('admin');
  const adminUser = await sysadmin.users.save({
    email,
    authority: 'TENANT_ADMIN',
    tenantId: tenant.id,
    firstName: null,
    lastName: null,
  });
  return { admin: await activateUser(on, sysadmin, adminUser.id.id, 'secret1'), email };
}

/** The tenant's API usage state entity as the apiUsageState filter finds it, with these time series. */
export async function usageOf(admin: Api, keys: readonly string[]): Promise<EntityData[]> {
  const page = await admin.entityQuery.find({
    entityFilter: { type: 'apiUsageState', customerId: null },
    pageLink: { page: 0, pageSize: 10 },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'createdTime' }],
    latestValues: keys.map((key) => ({ type: 'TIME_SERIES' as const, key })),
  });
  return page.data;
}

export const latestOf = (data: EntityData[], key: string) => data[0]?.latest?.TIME_SERIES?.[key]?.value;
