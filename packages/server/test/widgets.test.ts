import type { Api } from '@fleetdeck/client';
import type { WidgetsBundle, WidgetTypeDescriptor, WidgetTypeDetails } from '@fleetdeck/model';
import { NULL_UUID } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryTestDatabase } from './support/database.js';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTenantWithAdmin,
  createTwoTenants,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  PAGE,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let customerA: CustomerUserFixture;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customerA = await createCustomerWithUser(server, tenantA.admin);
});

const SYSTEM_TENANT = { entityType: 'TENANT', id: NULL_UUID };
const DESCRIPTOR: WidgetTypeDescriptor = {
  type: 'latest',
  sizeX: 7.5,
  sizeY: 3,
  resources: [],
  templateHtml: '<div></div>',
  templateCss: '',
  controllerScript: 'self.onInit = function() {};',
  settingsSchema: '{}',
  dataKeySettingsSchema: '{}',
  defaultConfig: '{"datasources":[],"showTitle":true}',
};

function newBundle(api: Api, title = unique('Bundle')): Promise<WidgetsBundle> {
  return api.widgets.saveBundle({ title });
}

function newWidgetType(api: Api, bundleAlias: string, name = unique('Widget')): Promise<WidgetTypeDetails> {
  return api.widgets.saveWidgetType({ bundleAlias, name, descriptor: DESCRIPTOR });
}

describe('the system widget catalogue', () => {
  it('holds the 14 system bundles, readable by every user', async () => {
    for (const api of [sysadmin, tenantA.admin, customerA.api]) {
      const all = await api.widgets.allBundles();
      const system = all.filter((bundle) => bundle.tenantId.id === NULL_UUID);
      expect(system).toHaveLength(14);
      expect(system.map((bundle) => bundle.alias)).toContain('cards');
    }
    const response = await raw(server, 'GET', '/api/widgetsBundles', { token: tokenOf(tenantA.admin) });
    const cards = response.json.find((bundle: WidgetsBundle) => bundle.alias === 'cards');
    expect(Object.keys(cards).sort()).toEqual(
      ['alias', 'createdTime', 'description', 'externalId', 'id', 'image', 'tenantId', 'title'].sort(),
    );
    expect(cards).toMatchObject({ title: 'Cards', tenantId: SYSTEM_TENANT, image: null, externalId: null });
  });

  it('finds a widget type by system flag, bundle alias and alias', async () => {
    const response = await raw(server, 'GET', '/api/widgetType?isSystem=true&bundleAlias=cards&alias=entities_table', {
      token: tokenOf(customerA.api),
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(
      ['alias', 'bundleAlias', 'createdTime', 'descriptor', 'id', 'name', 'tenantId'].sort(),
    );
    expect(response.json).toMatchObject({
      tenantId: SYSTEM_TENANT,
      bundleAlias: 'cards',
      alias: 'entities_table',
      name: 'Entities table',
      descriptor: { type: 'latest', sizeX: 7.5, sizeY: 6.5 },
    });
    expect(typeof response.json.descriptor.defaultConfig).toBe('string');
    expect(JSON.parse(response.json.descriptor.defaultConfig)).toHaveProperty('datasources');
    await expectError(
      tenantA.admin.widgets.widgetTypeByAlias({ isSystem: true, bundleAlias: 'cards' }, 'no_such_widget'),
      404,
      32,
      "Requested item wasn't found!",
    );
  });

  it('lists the widget types of a bundle in three shapes', async () => {
    const scope = { isSystem: true, bundleAlias: 'charts' };
    const types = await tenantA.admin.widgets.widgetTypes(scope);
    expect(types.map((type) => type.alias)).toContain('basic_timeseries');
    const details = await tenantA.admin.widgets.widgetTypesDetails(scope);
    expect(details[0]).toMatchObject({ image: null, description: null });
    const infos = await tenantA.admin.widgets.widgetTypesInfos(scope);
    expect(infos[0]).not.toHaveProperty('descriptor');
    expect(infos.find((info) => info.alias === 'basic_timeseries')?.widgetType).toBe('timeseries');
    expect(details.map((type) => type.id)).toEqual(types.map((type) => type.id));
    expect(await tenantA.admin.widgets.widgetType(types[0]?.id.id as string)).toEqual(details[0]);
  });

  it('answers Spring’s texts for missing or wrong lookup parameters', async () => {
    const token = tokenOf(tenantA.admin);
    const missing = await raw(server, 'GET', '/api/widgetTypes?bundleAlias=cards', { token });
    expect(missing.json).toMatchObject({
      status: 400,
      message: "Required request parameter 'isSystem' for method parameter type boolean is not present",
    });
    const wrong = await raw(server, 'GET', '/api/widgetTypes?isSystem=maybe&bundleAlias=cards', { token });
    expect(wrong.json.message).toBe(
      "Failed to convert value of type 'java.lang.String' to required type 'boolean'; nested exception is java.lang.IllegalArgumentException: Invalid boolean value [maybe]",
    );
  });

  it('resolves every widget the demo dashboards use', async () => {
    const tenant = await server.as('tenant');
    const page = await tenant.dashboards.tenantDashboards(PAGE);
    expect(page.totalElements).toBe(5);
    const used = new Set<string>();
    for (const info of page.data) {
      const dashboard = await tenant.dashboards.get(info.id.id);
      for (const widget of Object.values(dashboard.configuration.widgets)) {
        used.add(`${widget.isSystemType}|${widget.bundleAlias}|${widget.typeAlias}`);
      }
    }
    expect(used.size).toBeGreaterThanOrEqual(12);
    for (const key of used) {
      const [isSystem, bundleAlias, alias] = key.split('|') as [string, string, string];
      const type = await tenant.widgets.widgetTypeByAlias({ isSystem: isSystem === 'true', bundleAlias }, alias);
      expect(type.alias, key).toBe(alias);
    }
  });
});

describe('widgets bundles', () => {
  it('are created in the tenant’s scope with an alias made from the title', async () => {
    const title = unique('Plant Widgets');
    const bundle = await newBundle(tenantA.admin, title);
    expect(bundle).toMatchObject({
      title,
      tenantId: tenantA.tenant.id,
      alias: title.toLowerCase().replace(/\W+/g, '_'),
    });
    const again = await newBundle(tenantA.admin, title);
    expect(again.alias).toBe(`${bundle.alias}2`);
    expect(await tenantA.admin.widgets.bundle(bundle.id.id)).toEqual(bundle);
    expect(await customerA.api.widgets.bundle(bundle.id.id)).toEqual(bundle);
  });

  it('are listed with the system ones, paged and searched by title', async () => {
    const prefix = unique('Paged');
    for (const name of ['one', 'two', 'three']) await newBundle(tenantA.admin, `${prefix} ${name}`);
    const first = await tenantA.admin.widgets.bundles({ pageSize: 2, page: 0, textSearch: prefix });
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, hasNext: true });
    const withSystem = await tenantA.admin.widgets.bundles({
      pageSize: 100,
      page: 0,
      sortOrder: { property: 'title', direction: 'ASC' },
    });
    expect(withSystem.data.some((bundle) => bundle.alias === 'charts')).toBe(true);
    expect(withSystem.data.filter((bundle) => bundle.title.startsWith(prefix))).toHaveLength(3);
    const bySysadmin = await sysadmin.widgets.bundles({ pageSize: 100, page: 0, textSearch: prefix });
    expect(bySysadmin.totalElements).toBe(0);
    const other = await tenantB.admin.widgets.allBundles();
    expect(other.some((bundle) => bundle.title.startsWith(prefix))).toBe(false);
  });

  it('require a title and keep their alias', async () => {
    await expectError(
      tenantA.admin.widgets.saveBundle({ title: '' }),
      400,
      31,
      'Widgets bundle title should be specified!',
    );
    const bundle = await newBundle(tenantA.admin);
    await expectError(
      tenantA.admin.widgets.saveBundle({ ...bundle, alias: 'renamed' }),
      400,
      31,
      'Update of widgets bundle alias is prohibited!',
    );
    const retitled = await tenantA.admin.widgets.saveBundle({ ...bundle, title: 'Retitled' });
    expect(retitled).toMatchObject({ id: bundle.id, alias: bundle.alias, title: 'Retitled' });
  });

  it('of the system are written by the system administrator only', async () => {
    const system = await newBundle(sysadmin);
    expect(system.tenantId).toEqual(SYSTEM_TENANT);
    expect((await tenantA.admin.widgets.bundle(system.id.id)).id).toEqual(system.id);
    await expectPermissionDenied(tenantA.admin.widgets.saveBundle({ ...system, title: 'Hijacked' }));
    await expectPermissionDenied(tenantA.admin.widgets.deleteBundle(system.id.id));
    await expectPermissionDenied(customerA.api.widgets.saveBundle({ title: 'Customer bundle' }));
    const cards = (await tenantA.admin.widgets.allBundles()).find((bundle) => bundle.alias === 'cards');
    await expectPermissionDenied(tenantA.admin.widgets.deleteBundle(cards?.id.id as string));
    await sysadmin.widgets.deleteBundle(system.id.id);
    await expectError(
      tenantA.admin.widgets.bundle(system.id.id),
      404,
      32,
      `Widgets bundle with id [${system.id.id}] is not found`,
    );
  });

  it('of a tenant are hidden from other tenants and the system administrator', async () => {
    const bundle = await newBundle(tenantA.admin);
    await expectPermissionDenied(tenantB.admin.widgets.bundle(bundle.id.id));
    await expectPermissionDenied(sysadmin.widgets.bundle(bundle.id.id));
    await expectPermissionDenied(tenantB.admin.widgets.deleteBundle(bundle.id.id));
    await expectPermissionDenied(sysadmin.widgets.saveBundle({ ...bundle, title: 'Taken' }));
  });

  it('are deleted with their widget types', async () => {
    const bundle = await newBundle(tenantA.admin);
    const type = await newWidgetType(tenantA.admin, bundle.alias);
    await tenantA.admin.widgets.deleteBundle(bundle.id.id);
    await expectError(
      tenantA.admin.widgets.widgetType(type.id.id),
      404,
      32,
      `Widget type with id [${type.id.id}] is not found`,
    );
  });
});

describe('widget types', () => {
  it('are saved into a bundle of the caller’s scope, answering WidgetTypeDetails', async () => {
    const bundle = await newBundle(tenantA.admin);
    const name = unique('Gauge Widget');
    const response = await raw(server, 'POST', '/api/widgetType', {
      token: tokenOf(tenantA.admin),
      body: { bundleAlias: bundle.alias, name, descriptor: DESCRIPTOR, description: 'A gauge' },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(
      ['alias', 'bundleAlias', 'createdTime', 'description', 'descriptor', 'id', 'image', 'name', 'tenantId'].sort(),
    );
    expect(response.json).toMatchObject({
      tenantId: tenantA.tenant.id,
      bundleAlias: bundle.alias,
      alias: name.toLowerCase().replace(/\W+/g, '_'),
      name,
      description: 'A gauge',
      image: null,
      descriptor: DESCRIPTOR,
    });
    const found = await tenantA.admin.widgets.widgetTypeByAlias(
      { isSystem: false, bundleAlias: bundle.alias },
      response.json.alias,
    );
    expect(found.id).toEqual(response.json.id);
    expect(
      await customerA.api.widgets.widgetTypeByAlias({ isSystem: false, bundleAlias: bundle.alias }, found.alias),
    ).toEqual(found);
    await expectError(
      tenantB.admin.widgets.widgetTypeByAlias({ isSystem: false, bundleAlias: bundle.alias }, found.alias),
      404,
      32,
      "Requested item wasn't found!",
    );
  });

  it('require a name, a bundle of the caller and a descriptor, writing nothing otherwise', async () => {
    const bundle = await newBundle(tenantA.admin);
    const count = async () =>
      Number(
        (
          await queryTestDatabase<{ n: number | string }>(
            server.data,
            `SELECT count(*) AS n FROM widget_type WHERE tenant_id = '${tenantA.tenant.id.id}'`,
          )
        )[0]?.n,
      );
    const before = await count();
    const save = (body: object) => tenantA.admin.widgets.saveWidgetType(body as never);
    await expectError(
      save({ bundleAlias: bundle.alias, descriptor: DESCRIPTOR }),
      400,
      31,
      'Widgets type name should be specified!',
    );
    await expectError(
      save({ name: 'x', descriptor: DESCRIPTOR }),
      400,
      31,
      'Widgets type bundle alias should be specified!',
    );
    await expectError(
      save({ name: 'x', bundleAlias: bundle.alias, descriptor: {} }),
      400,
      31,
      "Widgets type descriptor can't be empty!",
    );
    await expectError(
      save({ name: 'x', bundleAlias: 'cards', descriptor: DESCRIPTOR }),
      400,
      31,
      'Widget type is referencing to non-existent widgets bundle!',
    );
    expect(await count()).toBe(before);
  });

  it('keep their bundle and alias on update', async () => {
    const bundle = await newBundle(tenantA.admin);
    const type = await newWidgetType(tenantA.admin, bundle.alias);
    const renamed = await tenantA.admin.widgets.saveWidgetType({ ...type, name: 'Renamed' });
    expect(renamed).toMatchObject({ id: type.id, alias: type.alias, name: 'Renamed' });
    await expectError(
      tenantA.admin.widgets.saveWidgetType({ ...type, alias: 'other' }),
      400,
      31,
      'Update of widget type alias is prohibited!',
    );
    await expectError(
      tenantA.admin.widgets.saveWidgetType({ ...type, bundleAlias: 'cards' }),
      400,
      31,
      'Update of widget type bundle alias is prohibited!',
    );
  });

  it('of the system are changed by the system administrator only', async () => {
    const [entitiesTable] = (
      await tenantA.admin.widgets.widgetTypesDetails({ isSystem: true, bundleAlias: 'cards' })
    ).filter((type) => type.alias === 'entities_table');
    const id = entitiesTable?.id.id as string;
    await expectPermissionDenied(
      tenantA.admin.widgets.saveWidgetType({ ...(entitiesTable as WidgetTypeDetails), name: 'Hijacked' }),
    );
    await expectPermissionDenied(tenantA.admin.widgets.deleteWidgetType(id));
    await expectPermissionDenied(customerA.api.widgets.widgetType(id));
    const bundle = await newBundle(sysadmin);
    const type = await newWidgetType(sysadmin, bundle.alias);
    expect(type.tenantId).toEqual(SYSTEM_TENANT);
    expect(
      (await tenantA.admin.widgets.widgetTypeByAlias({ isSystem: true, bundleAlias: bundle.alias }, type.alias)).id,
    ).toEqual(type.id);
    await sysadmin.widgets.deleteWidgetType(type.id.id);
    await expectError(
      sysadmin.widgets.widgetType(type.id.id),
      404,
      32,
      `Widget type with id [${type.id.id}] is not found`,
    );
    await expectError(
      sysadmin.widgets.widgetType(MISSING_ID),
      404,
      32,
      `Widget type with id [${MISSING_ID}] is not found`,
    );
  });

  it('of a tenant go with it', async () => {
    const doomed = await createTenantWithAdmin(server, sysadmin);
    const bundle = await newBundle(doomed.admin);
    await newWidgetType(doomed.admin, bundle.alias);
    await sysadmin.tenants.delete(doomed.tenant.id.id);
    for (const table of ['widgets_bundle', 'widget_type']) {
      const rows = await queryTestDatabase<{ n: number | string }>(
        server.data,
        `SELECT count(*) AS n FROM ${table} WHERE tenant_id = '${doomed.tenant.id.id}'`,
      );
      expect(Number(rows[0]?.n), table).toBe(0);
    }
  });
});
