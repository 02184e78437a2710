import type { Api } from '@fleetdeck/client';
import type {
  Dashboard,
  DeviceProfile,
  RepositorySettings,
  VersionCreationResult,
  VersionLoadResult,
} from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryTestDatabase } from './support/database.js';
import {
  createTwoTenants,
  expectError,
  expectPermissionDenied,
  PAGE,
  type TenantFixture,
  unique,
} from './support/fixtures.js';
import { GitServer } from './support/git-server.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
const git = new GitServer();
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let repositoryUri: string;

function settings(overrides: Partial<RepositorySettings> = {}): Partial<RepositorySettings> {
  return {
    repositoryUri,
    defaultBranch: 'main',
    authMethod: 'USERNAME_PASSWORD',
    username: git.username,
    password: git.password,
    ...overrides,
  };
}

beforeAll(async () => {
  await git.start();
  repositoryUri = git.createRepository('tenant-config');
  const sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
});

afterAll(async () => {
  await git.stop();
});

async function until<T extends { done: boolean }>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = await read();
    if (status.done) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the request did not finish in ten seconds');
}

async function createVersion(api: Api, request: Parameters<Api['versionControl']['createVersion']>[0]) {
  const requestId = await api.versionControl.createVersion(request);
  return until<VersionCreationResult>(() => api.versionControl.creationStatus(requestId));
}

async function loadVersion(api: Api, request: Parameters<Api['versionControl']['loadVersion']>[0]) {
  const requestId = await api.versionControl.loadVersion(request);
  return until<VersionLoadResult>(() => api.versionControl.loadStatus(requestId));
}

const SAVE_ALL = { saveRelations: true, saveAttributes: false, saveCredentials: false };
const LOAD_ALL = { loadRelations: true, loadAttributes: false, loadCredentials: false };

describe('repository settings', () => {
  it('refuses a wrong password with a clear message and stores nothing', async () => {
    await expectError(
      tenantA.admin.versionControl.saveRepositorySettings(settings({ password: 'wrong' })),
      400,
      31,
      'Authentication failed: the repository refused the username and password',
    );
    expect(await tenantA.admin.versionControl.repositorySettingsExists()).toBe(false);
    await expectError(
      tenantA.admin.versionControl.checkAccess(settings({ password: 'wrong' })),
      400,
      31,
      'Authentication failed: the repository refused the username and password',
    );
  });

  it('stores the password encrypted and never answers it', async () => {
    const saved = await tenantA.admin.versionControl.saveRepositorySettings(settings());
    expect(saved).toMatchObject({ repositoryUri, username: git.username, password: null, defaultBranch: 'main' });
    expect(await tenantA.admin.versionControl.repositorySettings()).toMatchObject({ password: null });
    expect(await tenantA.admin.versionControl.repositorySettingsExists()).toBe(true);
    const rows = await queryTestDatabase(
      server.data,
      "SELECT json_value FROM admin_settings WHERE key = 'entitiesVersionControl'",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(String(row.json_value)).not.toContain(git.password);
    // A save without the password keeps the stored one: access still works.
    await tenantA.admin.versionControl.checkAccess(settings({ password: null }));
  });

  it('is the tenant administrator’s only', async () => {
    const sysadmin = await server.as('sysadmin');
    await expectPermissionDenied(sysadmin.versionControl.repositorySettingsExists());
  });
});

describe('versions of a dashboard and a device profile', () => {
  let dashboard: Dashboard;
  let profile: DeviceProfile;
  let versionId: string;

  beforeAll(async () => {
    dashboard = await tenantA.admin.dashboards.save({
      title: unique('Plant overview'),
      configuration: { description: 'first', widgets: {}, states: {}, entityAliases: {}, filters: {}, settings: {} },
    });
    profile = await tenantA.admin.deviceProfiles.save({
      name: unique('Thermostat'),
      type: 'DEFAULT',
      transportType: 'DEFAULT',
      provisionType: 'DISABLED',
      description: 'first',
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
        alarms: null,
      },
    } as never);
  });

  it('commits both to the remote in the platform’s layout, as one version of the branch', async () => {
    const result = await createVersion(tenantA.admin, {
      type: 'COMPLEX',
      versionName: 'Before the change',
      branch: 'main',
      syncStrategy: 'MERGE',
      entityTypes: {
        DASHBOARD: { ...SAVE_ALL, syncStrategy: null, allEntities: false, entityIds: [dashboard.id.id] },
        DEVICE_PROFILE: { ...SAVE_ALL, syncStrategy: null, allEntities: false, entityIds: [profile.id.id] },
      },
    });
    expect(result).toMatchObject({ error: null, done: true, added: 2, modified: 0, removed: 0 });
    versionId = result.version?.id as string;
    expect(result.version).toMatchObject({ name: 'Before the change' });

    const file = JSON.parse(git.inspect('tenant-config', 'show', `main:dashboard/${dashboard.id.id}.json`));
    expect(file).toMatchObject({
      entityType: 'DASHBOARD',
      entity: { id: dashboard.id, title: dashboard.title },
      relations: [],
    });
    expect(git.inspect('tenant-config', 'ls-tree', '-r', '--name-only', 'main').split('\n')).toEqual(
      expect.arrayContaining([`dashboard/${dashboard.id.id}.json`, `device_profile/${profile.id.id}.json`]),
    );

    const page = await tenantA.admin.versionControl.entityVersions('DASHBOARD', dashboard.id.id, 'main', PAGE);
    expect(page.data.map((version) => version.name)).toEqual(['Before the change']);
    expect(await tenantA.admin.versionControl.branches()).toEqual([{ name: 'main', default: true }]);
  });

  it('shows the change in the diff, and loading the version restores both', async () => {
    await tenantA.admin.dashboards.save({ ...dashboard, title: `${dashboard.title} changed` });
    const changedProfile = await tenantA.admin.deviceProfiles.get(profile.id.id);
    await tenantA.admin.deviceProfiles.save({ ...changedProfile, description: 'changed' });

    const diff = await tenantA.admin.versionControl.diff('DASHBOARD', dashboard.id.id, versionId);
    expect(diff.currentVersion.entity).toMatchObject({ title: `${dashboard.title} changed` });
    expect(diff.otherVersion.entity).toMatchObject({ title: dashboard.title });

    const dashboardLoad = await loadVersion(tenantA.admin, {
      type: 'SINGLE_ENTITY',
      versionId,
      externalEntityId: dashboard.id,
      config: LOAD_ALL,
    });
    expect(dashboardLoad).toEqual({
      done: true,
      error: null,
      result: [{ entityType: 'DASHBOARD', created: 0, updated: 1, deleted: 0 }],
    });
    expect((await tenantA.admin.dashboards.get(dashboard.id.id)).title).toBe(dashboard.title);

    const profileLoad = await loadVersion(tenantA.admin, {
      type: 'ENTITY_TYPE',
      versionId,
      entityTypes: {
        DEVICE_PROFILE: { ...LOAD_ALL, removeOtherEntities: false, findExistingEntityByName: true },
      },
    });
    expect(profileLoad.error).toBeNull();
    expect((await tenantA.admin.deviceProfiles.get(profile.id.id)).description).toBe('first');
  });

  it('loads a whole entity type into a second tenant from the same repository', async () => {
    await tenantB.admin.versionControl.saveRepositorySettings(settings());
    const result = await loadVersion(tenantB.admin, {
      type: 'ENTITY_TYPE',
      versionId,
      entityTypes: { DASHBOARD: { ...LOAD_ALL, removeOtherEntities: false, findExistingEntityByName: true } },
    });
    expect(result).toEqual({
      done: true,
      error: null,
      result: [{ entityType: 'DASHBOARD', created: 1, updated: 0, deleted: 0 }],
    });
    const page = await tenantB.admin.dashboards.tenantDashboards({ ...PAGE, textSearch: dashboard.title });
    expect(page.data).toHaveLength(1);
    const copy = page.data[0] as { id: { id: string } };
    expect(copy.id.id).not.toBe(dashboard.id.id);

    // Loading again finds the copy by its external id rather than making a second one.
    const again = await loadVersion(tenantB.admin, {
      type: 'ENTITY_TYPE',
      versionId,
      entityTypes: { DASHBOARD: { ...LOAD_ALL, removeOtherEntities: false, findExistingEntityByName: false } },
    });
    expect(again.result).toEqual([{ entityType: 'DASHBOARD', created: 0, updated: 1, deleted: 0 }]);
    // The first tenant's dashboard is not the second tenant's to read, whatever the repository holds.
    await expectPermissionDenied(tenantB.admin.versionControl.diff('DASHBOARD', dashboard.id.id, versionId));
  });

  it("refuses a branch name git would read as an option, and another tenant's entity", async () => {
    await expectError(
      tenantA.admin.versionControl.createVersion({
        type: 'SINGLE_ENTITY',
        versionName: 'Sneaky',
        branch: '--upload-pack=touch',
        entityId: dashboard.id,
        config: SAVE_ALL,
      }),
      400,
      31,
      'Invalid branch name: --upload-pack=touch',
    );
    await expectPermissionDenied(
      tenantB.admin.versionControl.createVersion({
        type: 'SINGLE_ENTITY',
        versionName: 'Not mine',
        branch: 'main',
        entityId: dashboard.id,
        config: SAVE_ALL,
      }),
    );
  });

  it('keeps the repository password out of the process list while git runs', () => {
    // The tests above signed in to the repository many times; the git server looked at every process each time.
    expect(git.signedIn.requests).toBeGreaterThan(0);
    expect(git.signedIn.visibleInProcessList).toBe(0);
  });

  it('reports a version save as failed when the repository refuses the stored password, and pushes nothing', async () => {
    const before = git.inspect('tenant-config', 'rev-parse', 'main');
    const password = git.password;
    git.password = 'rotated';
    try {
      const result = await createVersion(tenantA.admin, {
        type: 'COMPLEX',
        versionName: 'Refused',
        branch: 'main',
        syncStrategy: 'MERGE',
        entityTypes: { DASHBOARD: { ...SAVE_ALL, syncStrategy: null, allEntities: true, entityIds: [] } },
      });
      expect(result).toMatchObject({
        done: true,
        version: null,
        error: 'Authentication failed: the repository refused the username and password',
      });
    } finally {
      git.password = password;
    }
    expect(git.inspect('tenant-config', 'rev-parse', 'main')).toBe(before);
    const page = await tenantA.admin.versionControl.versions('main', { ...PAGE, textSearch: 'refused' });
    expect(page.totalElements).toBe(0);
  });
});
