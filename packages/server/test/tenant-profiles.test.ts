import type { Api } from '@fleetdeck/client';
import type { TenantProfile } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectPermissionDenied, MISSING_ID, raw, tokenOf, unique } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

/** The limits of a tenant profile: numbers default to 0 (unlimited), rate-limit strings to null. */
const NUMBER_LIMITS = [
  'maxDevices',
  'maxAssets',
  'maxCustomers',
  'maxUsers',
  'maxDashboards',
  'maxRuleChains',
  'maxResourcesInBytes',
  'maxOtaPackagesInBytes',
  'maxTransportMessages',
  'maxTransportDataPoints',
  'maxREExecutions',
  'maxJSExecutions',
  'maxDPStorageDays',
  'maxRuleNodeExecutionsPerMessage',
  'maxEmails',
  'maxSms',
  'maxCreatedAlarms',
  'maxWsSessionsPerTenant',
  'maxWsSessionsPerCustomer',
  'maxWsSessionsPerRegularUser',
  'maxWsSessionsPerPublicUser',
  'wsMsgQueueLimitPerSession',
  'maxWsSubscriptionsPerTenant',
  'maxWsSubscriptionsPerCustomer',
  'maxWsSubscriptionsPerRegularUser',
  'maxWsSubscriptionsPerPublicUser',
  'defaultStorageTtlDays',
  'alarmsTtlDays',
  'rpcTtlDays',
  'warnThreshold',
];
const STRING_LIMITS = [
  'transportTenantMsgRateLimit',
  'transportTenantTelemetryMsgRateLimit',
  'transportTenantTelemetryDataPointsRateLimit',
  'transportDeviceMsgRateLimit',
  'transportDeviceTelemetryMsgRateLimit',
  'transportDeviceTelemetryDataPointsRateLimit',
  'tenantEntityExportRateLimit',
  'tenantEntityImportRateLimit',
  'tenantServerRestLimitsConfiguration',
  'customerServerRestLimitsConfiguration',
  'wsUpdatesPerSessionRateLimit',
  'cassandraQueryTenantRateLimitsConfiguration',
];
const DEFAULT_CONFIGURATION = {
  type: 'DEFAULT',
  ...Object.fromEntries(NUMBER_LIMITS.map((key) => [key, 0])),
  ...Object.fromEntries(STRING_LIMITS.map((key) => [key, null])),
};

const server = useTestServer();
let sysadmin: Api;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
});

async function byName(name: string): Promise<TenantProfile> {
  const page = await sysadmin.tenantProfiles.list({ pageSize: 100, page: 0 });
  const found = page.data.find((p) => p.name === name);
  if (!found) throw new Error(`no tenant profile ${name}`);
  return found;
}

describe('the installed tenant profiles', () => {
  it('are Default, the default one with all limits 0, and Isolated TB Rule Engine', async () => {
    const response = await raw(
      server,
      'GET',
      '/api/tenantProfiles?pageSize=10&page=0&sortProperty=name&sortOrder=ASC',
      { token: tokenOf(sysadmin) },
    );
    expect(response.status).toBe(200);
    expect(response.json.data.map((p: TenantProfile) => p.name)).toEqual(['Default', 'Isolated TB Rule Engine']);
    const [defaults, isolated] = response.json.data;
    expect(Object.keys(defaults).sort()).toEqual(
      ['createdTime', 'default', 'description', 'id', 'isolatedTbRuleEngine', 'name', 'profileData'].sort(),
    );
    expect(defaults).toMatchObject({
      default: true,
      isolatedTbRuleEngine: false,
      description: 'Default tenant profile',
    });
    expect(defaults.profileData).toEqual({ configuration: DEFAULT_CONFIGURATION, queueConfiguration: null });
    expect(isolated).toMatchObject({ default: false, isolatedTbRuleEngine: true });
  });

  it('answer the default profile info as {id, name}', async () => {
    const defaults = await byName('Default');
    expect(await sysadmin.tenantProfiles.defaultInfo()).toEqual({ id: defaults.id, name: 'Default' });
    expect(await sysadmin.tenantProfiles.info(defaults.id.id)).toEqual({ id: defaults.id, name: 'Default' });
  });

  it('list as infos too', async () => {
    const page = await sysadmin.tenantProfiles.infos({ pageSize: 10, page: 0, textSearch: 'isolated' });
    expect(page.data).toEqual([
      { id: expect.objectContaining({ entityType: 'TENANT_PROFILE' }), name: 'Isolated TB Rule Engine' },
    ]);
  });
});

describe('creating and updating a tenant profile', () => {
  it('fills the limits left out with their defaults and keeps those given', async () => {
    const name = unique('Limited');
    const saved = await sysadmin.tenantProfiles.save({
      name,
      description: 'Few devices',
      profileData: {
        configuration: { type: 'DEFAULT', maxDevices: 10, transportDeviceMsgRateLimit: '10:1' },
      } as TenantProfile['profileData'],
    });
    expect(saved).toMatchObject({ name, description: 'Few devices', default: false, isolatedTbRuleEngine: false });
    expect(saved.profileData).toEqual({
      configuration: { ...DEFAULT_CONFIGURATION, maxDevices: 10, transportDeviceMsgRateLimit: '10:1' },
      queueConfiguration: null,
    });
    expect(await sysadmin.tenantProfiles.get(saved.id.id)).toEqual(saved);
  });

  it('requires a name', async () => {
    await expectError(sysadmin.tenantProfiles.save({ name: '' }), 400, 31, 'Tenant profile name should be specified!');
  });

  it('refuses a second profile with the same name', async () => {
    await expectError(
      sysadmin.tenantProfiles.save({ name: 'Default' }),
      400,
      31,
      'Tenant profile with such name already exists!',
    );
  });

  it('refuses a limit of the wrong type with 400/31', async () => {
    const response = await raw(server, 'POST', '/api/tenantProfile', {
      token: tokenOf(sysadmin),
      body: { name: unique('Bad'), profileData: { configuration: { type: 'DEFAULT', maxDevices: 'many' } } },
    });
    expect(response.status).toBe(400);
    expect(response.json.errorCode).toBe(31);
  });

  it('renames a profile and keeps its id', async () => {
    const saved = await sysadmin.tenantProfiles.save({ name: unique('Old name') });
    const name = unique('New name');
    const updated = await sysadmin.tenantProfiles.save({ ...saved, name });
    expect(updated.id).toEqual(saved.id);
    expect((await sysadmin.tenantProfiles.get(saved.id.id)).name).toBe(name);
  });

  it('answers an unknown id with 404', async () => {
    await expectError(
      sysadmin.tenantProfiles.get(MISSING_ID),
      404,
      32,
      `Tenant profile with id [${MISSING_ID}] is not found`,
    );
    await expectError(
      sysadmin.tenantProfiles.save({ id: { entityType: 'TENANT_PROFILE', id: MISSING_ID }, name: unique('Ghost') }),
      404,
      32,
      `Tenant profile with id [${MISSING_ID}] is not found`,
    );
  });
});

describe('the default tenant profile', () => {
  it('moves to another profile, and new tenants get it', async () => {
    const original = await byName('Default');
    const other = await sysadmin.tenantProfiles.save({ name: unique('Next default') });
    try {
      const made = await sysadmin.tenantProfiles.setDefault(other.id.id);
      expect(made).toMatchObject({ id: other.id, default: true });
      expect((await sysadmin.tenantProfiles.get(original.id.id)).default).toBe(false);
      expect((await sysadmin.tenantProfiles.defaultInfo()).id).toEqual(other.id);
      const tenant = await sysadmin.tenants.save({ title: unique('Gets new default') });
      expect(tenant.tenantProfileId).toEqual(other.id);
    } finally {
      await sysadmin.tenantProfiles.setDefault(original.id.id);
    }
  });
});

describe('deleting a tenant profile', () => {
  it('deletes an unused profile', async () => {
    const saved = await sysadmin.tenantProfiles.save({ name: unique('Unused') });
    const response = await raw(server, 'DELETE', `/api/tenantProfile/${saved.id.id}`, { token: tokenOf(sysadmin) });
    expect(response.status).toBe(200);
    await expectError(
      sysadmin.tenantProfiles.get(saved.id.id),
      404,
      32,
      `Tenant profile with id [${saved.id.id}] is not found`,
    );
  });

  it('refuses the default profile', async () => {
    const defaults = await byName('Default');
    await expectError(
      sysadmin.tenantProfiles.delete(defaults.id.id),
      400,
      31,
      'Deletion of Default Tenant Profile is prohibited!',
    );
  });

  it('refuses a profile that tenants use', async () => {
    const saved = await sysadmin.tenantProfiles.save({ name: unique('Used') });
    await sysadmin.tenants.save({ title: unique('User of profile'), tenantProfileId: saved.id });
    await expectError(
      sysadmin.tenantProfiles.delete(saved.id.id),
      400,
      31,
      'The tenant profile referenced by the tenants cannot be deleted!',
    );
    expect((await sysadmin.tenantProfiles.get(saved.id.id)).name).toBe(saved.name);
  });
});

describe('who may use tenant profiles', () => {
  it('refuses tenant administrators with 403 on every call', async () => {
    const tenant = await server.as('tenant');
    const defaults = await byName('Default');
    await expectPermissionDenied(tenant.tenantProfiles.list({ pageSize: 10, page: 0 }));
    await expectPermissionDenied(tenant.tenantProfiles.infos({ pageSize: 10, page: 0 }));
    await expectPermissionDenied(tenant.tenantProfiles.get(defaults.id.id));
    await expectPermissionDenied(tenant.tenantProfiles.defaultInfo());
    await expectPermissionDenied(tenant.tenantProfiles.save({ name: unique('Mine') }));
    await expectPermissionDenied(tenant.tenantProfiles.delete(defaults.id.id));
    await expectPermissionDenied(tenant.tenantProfiles.setDefault(defaults.id.id));
  });
});
