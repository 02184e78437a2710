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

describe('versions of a rule chain, and of a device with its attribute, relation and credentials', () => {
  it('round-trips a rule chain with its nodes and connections through a version', async () => {
    const chain = await tenantA.admin.ruleChains.save({ name: unique('Filter chain'), type: 'CORE' } as never);
    await tenantA.admin.ruleChains.saveMetadata({
      ruleChainId: chain.id,
      firstNodeIndex: 0,
      nodes: [
        {
          type: 'org.thingsboard.rule.engine.filter.TbMsgTypeSwitchNode',
          name: 'Switch',
          debugMode: false,
          configuration: { version: 0 },
        },
        {
          type: 'org.thingsboard.rule.engine.action.TbLogNode',
          name: 'Log',
          debugMode: false,
          configuration: { jsScript: 'return msg;' },
        },
      ],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'Other' }],
      ruleChainConnections: null,
    } as never);
    const saved = await createVersion(tenantA.admin, {
      type: 'SINGLE_ENTITY',
      versionName: 'Filter chain as built',
      branch: 'main',
      entityId: chain.id,
      config: SAVE_ALL,
    });
    expect(saved.error).toBeNull();
    const file = JSON.parse(git.inspect('tenant-config', 'show', `main:rule_chain/${chain.id.id}.json`));
    expect(file).toMatchObject({
      entityType: 'RULE_CHAIN',
      entity: { name: chain.name },
      metaData: { firstNodeIndex: 0 },
    });

    await tenantA.admin.ruleChains.saveMetadata({ ruleChainId: chain.id, nodes: [], connections: [] } as never);
    await tenantA.admin.ruleChains.save({ ...chain, name: `${chain.name} renamed` });
    const load = await loadVersion(tenantA.admin, {
      type: 'SINGLE_ENTITY',
      versionId: saved.version?.id as string,
      externalEntityId: chain.id,
      config: LOAD_ALL,
    });
    expect(load).toEqual({
      done: true,
      error: null,
      result: [{ entityType: 'RULE_CHAIN', created: 0, updated: 1, deleted: 0 }],
    });
    expect((await tenantA.admin.ruleChains.get(chain.id.id)).name).toBe(chain.name);
    const metadata = await tenantA.admin.ruleChains.metadata(chain.id.id);
    expect(metadata.nodes.map((node) => node.name)).toEqual(['Switch', 'Log']);
    expect(metadata.connections).toEqual([{ fromIndex: 0, toIndex: 1, type: 'Other' }]);
  });

  it('saves a device with its attribute, relation and credentials, and loads them back as the options say', async () => {
    const device = await tenantA.admin.devices.save(
      { name: unique('Boiler'), type: 'default' } as never,
      unique('tok'),
    );
    const asset = await tenantA.admin.assets.save({ name: unique('Boiler room'), type: 'room' } as never);
    await tenantA.admin.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { setpoint: 21.5 });
    await tenantA.admin.relations.save({ from: asset.id, to: device.id, type: 'Contains' });
    const credentials = await tenantA.admin.devices.credentials(device.id.id);

    const saved = await createVersion(tenantA.admin, {
      type: 'COMPLEX',
      versionName: 'Boiler room as installed',
      branch: 'main',
      syncStrategy: 'MERGE',
      entityTypes: {
        ASSET: { ...SAVE_ALL, syncStrategy: null, allEntities: false, entityIds: [asset.id.id] },
        DEVICE: {
          saveRelations: true,
          saveAttributes: true,
          saveCredentials: true,
          syncStrategy: null,
          allEntities: false,
          entityIds: [device.id.id],
        },
      },
    });
    expect(saved).toMatchObject({ error: null, added: 2 });
    const file = JSON.parse(git.inspect('tenant-config', 'show', `main:device/${device.id.id}.json`));
    expect(file).toMatchObject({
      entityType: 'DEVICE',
      entity: { name: device.name },
      attributes: { SERVER_SCOPE: [{ key: 'setpoint', doubleValue: 21.5 }] },
      relations: [{ from: asset.id, to: device.id, type: 'Contains', typeGroup: 'COMMON' }],
      credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: credentials.credentialsId },
    });

    await tenantA.admin.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { setpoint: 30 });
    await tenantA.admin.relations.delete(asset.id, 'Contains', device.id);
    const versionId = saved.version?.id as string;
    const withoutRelations = await loadVersion(tenantA.admin, {
      type: 'SINGLE_ENTITY',
      versionId,
      externalEntityId: device.id,
      config: { loadAttributes: true, loadRelations: false, loadCredentials: true },
    });
    expect(withoutRelations.error).toBeNull();
    const attributes = await tenantA.admin.telemetry.attributes(device.id, 'SERVER_SCOPE', ['setpoint']);
    expect(attributes.map((attribute) => attribute.value)).toEqual([21.5]);
    expect(await tenantA.admin.relations.from(asset.id)).toEqual([]);

    await loadVersion(tenantA.admin, {
      type: 'SINGLE_ENTITY',
      versionId,
      externalEntityId: device.id,
      config: LOAD_ALL,
    });
    expect(await tenantA.admin.relations.from(asset.id)).toMatchObject([{ to: device.id, type: 'Contains' }]);
    expect(await tenantA.admin.versionControl.entityDataInfo(versionId, 'DEVICE', device.id.id)).toEqual({
      hasRelations: true,
      hasAttributes: true,
      hasCredentials: true,
    });
  });

  it('stops a load whose device points at a profile the tenant does not have, naming it', async () => {
    const profile = await tenantA.admin.deviceProfiles.save({
      name: unique('Only in A'),
      type: 'DEFAULT',
      transportType: 'DEFAULT',
      provisionType: 'DISABLED',
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
        alarms: null,
      },
    } as never);
    const device = await tenantA.admin.devices.save({ name: unique('Sensor'), deviceProfileId: profile.id } as never);
    const saved = await createVersion(tenantA.admin, {
      type: 'SINGLE_ENTITY',
      versionName: 'Sensor only',
      branch: 'main',
      entityId: device.id,
      config: SAVE_ALL,
    });
    const load = await loadVersion(tenantB.admin, {
      type: 'SINGLE_ENTITY',
      versionId: saved.version?.id as string,
      externalEntityId: device.id,
      config: LOAD_ALL,
    });
    expect(load.error).toMatchObject({ type: 'MISSING_REFERENCED_ENTITY', source: device.id, target: profile.id });
    expect((await tenantB.admin.devices.tenantDevices({ ...PAGE, textSearch: device.name })).data).toEqual([]);
  });
});
