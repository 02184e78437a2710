import type { Api } from '@fleetdeck/client';
import type { Dashboard, DashboardConfiguration, TenantProfile } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryTestDatabase } from './support/database.js';
import {
  activateUser,
  createTwoTenants,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  PAGE,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
  uniqueEmail,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;
let tenantA: TenantFixture;
let tenantB: TenantFixture;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
});

function configuration(description: string): DashboardConfiguration {
  return { description, widgets: {}, states: {}, entityAliases: {}, filters: {}, timewindow: {}, settings: {} };
}

/** Saves the dashboard once per title, the first save creating it; answers the last save. */
async function saveTimes(api: Api, titles: string[]): Promise<Dashboard> {
  let saved = await api.dashboards.save({
    title: titles[0] as string,
    configuration: configuration(titles[0] as string),
  });
  for (const title of titles.slice(1)) {
    saved = await api.dashboards.save({ ...saved, title, configuration: configuration(title) });
  }
  return saved;
}

const LATEST_FIRST = { ...PAGE, sortOrder: { property: 'version', direction: 'DESC' as const } };

describe('saving a dashboard', () => {
  it('keeps a version of every save, numbered, with the saving user and time', async () => {
    const before = Date.now();
    const dashboard = await saveTimes(tenantA.admin, ['First', 'Second']);
    const page = await tenantA.admin.dashboards.versions(dashboard.id.id, LATEST_FIRST);
    expect(page.totalElements).toBe(2);
    expect(page.data.map((version) => [version.version, version.title])).toEqual([
      [2, 'Second'],
      [1, 'First'],
    ]);
    for (const version of page.data) {
      expect(version).toMatchObject({
        dashboardId: { entityType: 'DASHBOARD', id: dashboard.id.id },
        userId: { entityType: 'USER', id: tenantA.adminUser.id.id },
        userName: tenantA.email,
      });
      expect(version.createdTime).toBeGreaterThanOrEqual(before);
      expect(version.createdTime).toBeLessThanOrEqual(Date.now());
      expect(version).not.toHaveProperty('configuration');
    }
    const first = await tenantA.admin.dashboards.version(dashboard.id.id, (page.data[1] as { id: string }).id);
    expect(first).toMatchObject({ version: 1, title: 'First', configuration: configuration('First') });
  });

  it('drops the oldest versions beyond the limit of the tenant profile', async () => {
    const profile = await sysadmin.tenantProfiles.save({
      name: unique('Three versions'),
      profileData: { configuration: { type: 'DEFAULT', maxDashboardVersions: 3 } } as TenantProfile['profileData'],
    });
    expect(profile.profileData.configuration.maxDashboardVersions).toBe(3);
    const tenant = await sysadmin.tenants.save({ title: unique('Tenant'), tenantProfileId: profile.id });
    const adminUser = await sysadmin.users.save({
      email: uniqueEmail('admin'),
      authority: 'TENANT_ADMIN',
      tenantId: tenant.id,
      firstName: null,
      lastName: null,
    });
    const admin = await activateUser(server, sysadmin, adminUser.id.id, 'secret1');
    const dashboard = await saveTimes(admin, ['v1', 'v2', 'v3', 'v4', 'v5']);
    const page = await admin.dashboards.versions(dashboard.id.id, LATEST_FIRST);
    expect(page.data.map((version) => [version.version, version.title])).toEqual([
      [5, 'v5'],
      [4, 'v4'],
      [3, 'v3'],
    ]);
  });

  it('keeps 20 versions when the tenant profile sets no limit', async () => {
    const titles = Array.from({ length: 22 }, (_, index) => `Save ${index + 1}`);
    const dashboard = await saveTimes(tenantA.admin, titles);
    const page = await tenantA.admin.dashboards.versions(dashboard.id.id, LATEST_FIRST);
    expect(page.totalElements).toBe(20);
    expect(page.data.at(-1)).toMatchObject({ version: 3, title: 'Save 3' });
  });

  it('refuses a negative or fractional version limit in a tenant profile', async () => {
    await expectError(
      sysadmin.tenantProfiles.save({
        name: unique('Bad limit'),
        profileData: { configuration: { type: 'DEFAULT', maxDashboardVersions: -1 } } as TenantProfile['profileData'],
      }),
      400,
      31,
      'Validation error: maxDashboardVersions must be an integer greater than or equal to 0',
    );
  });
});

describe('restoring a version', () => {
  it('saves the version as the current dashboard and keeps the restore as a new version', async () => {
    const dashboard = await saveTimes(tenantA.admin, ['Original', 'Changed']);
    const versions = await tenantA.admin.dashboards.versions(dashboard.id.id, LATEST_FIRST);
    const original = versions.data.find((version) => version.version === 1) as { id: string };
    const restored = await tenantA.admin.dashboards.restoreVersion(dashboard.id.id, original.id);
    expect(restored).toMatchObject({ id: dashboard.id, title: 'Original', configuration: configuration('Original') });
    expect(await tenantA.admin.dashboards.get(dashboard.id.id)).toMatchObject({
      title: 'Original',
      configuration: configuration('Original'),
    });
    const after = await tenantA.admin.dashboards.versions(dashboard.id.id, LATEST_FIRST);
    expect(after.data.map((version) => [version.version, version.title])).toEqual([
      [3, 'Original'],
      [2, 'Changed'],
      [1, 'Original'],
    ]);
  });

  it('answers 404 in the contract error JSON for a version the dashboard does not have', async () => {
    const dashboard = await saveTimes(tenantA.admin, ['Only']);
    await expectError(
      tenantA.admin.dashboards.restoreVersion(dashboard.id.id, MISSING_ID),
      404,
      32,
      `Dashboard version with id [${MISSING_ID}] is not found`,
    );
    const other = await saveTimes(tenantA.admin, ['Other']);
    const [otherVersion] = (await tenantA.admin.dashboards.versions(other.id.id, PAGE)).data;
    await expectError(
      tenantA.admin.dashboards.version(dashboard.id.id, (otherVersion as { id: string }).id),
      404,
      32,
      `Dashboard version with id [${(otherVersion as { id: string }).id}] is not found`,
    );
    expect((await tenantA.admin.dashboards.get(dashboard.id.id)).title).toBe('Only');
  });
});

describe('who reaches the versions', () => {
  it("answers 403 to another tenant's administrator, and 404 for a missing dashboard", async () => {
    const dashboard = await saveTimes(tenantA.admin, ['Private']);
    const [version] = (await tenantA.admin.dashboards.versions(dashboard.id.id, PAGE)).data;
    const versionId = (version as { id: string }).id;
    await expectPermissionDenied(tenantB.admin.dashboards.versions(dashboard.id.id, PAGE));
    await expectPermissionDenied(tenantB.admin.dashboards.version(dashboard.id.id, versionId));
    await expectPermissionDenied(tenantB.admin.dashboards.restoreVersion(dashboard.id.id, versionId));
    await expectError(
      tenantA.admin.dashboards.versions(MISSING_ID, PAGE),
      404,
      32,
      `Dashboard with id [${MISSING_ID}] is not found`,
    );
  });

  it('refuses the system administrator with the contract error JSON', async () => {
    const dashboard = await saveTimes(tenantA.admin, ['Tenant only']);
    const response = await raw(server, 'GET', `/api/dashboard/${dashboard.id.id}/versions?pageSize=10&page=0`, {
      token: tokenOf(sysadmin),
    });
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({ status: 403, errorCode: 20 });
  });
});

describe('deleting a dashboard', () => {
  it('deletes its versions', async () => {
    const dashboard = await saveTimes(tenantA.admin, ['Doomed', 'Doomed again']);
    await tenantA.admin.dashboards.delete(dashboard.id.id);
    const rows = await queryTestDatabase<{ n: number | string }>(
      server.data,
      `SELECT count(*) AS n FROM dashboard_version WHERE dashboard_id = '${dashboard.id.id}'`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
