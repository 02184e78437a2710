import type { Api } from '@fleetdeck/client';
import type {
  Device,
  EntityData,
  EntityDataQuery,
  EntityFilter,
  EntityKey,
  KeyFilter,
  KeyFilterPredicate,
} from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTenantWithAdmin,
  expectError,
  expectPermissionDenied,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;
let tenant: TenantFixture;
let other: TenantFixture;
let customer: CustomerUserFixture;
let otherCustomer: CustomerUserFixture;
const devices: Record<'alpha' | 'beta' | 'gamma' | 'delta', Device> = {} as never;
const prefix = unique('Q').replace(' ', '-');

const DEVICES: EntityFilter = { type: 'entityType', entityType: 'DEVICE' };
const NAME: EntityKey = { type: 'ENTITY_FIELD', key: 'name' };
const TEMPERATURE: EntityKey = { type: 'TIME_SERIES', key: 'temperature' };
const ZONE: EntityKey = { type: 'SERVER_ATTRIBUTE', key: 'zone' };

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenant, other] = await Promise.all([
    createTenantWithAdmin(server, sysadmin),
    createTenantWithAdmin(server, sysadmin),
  ]);
  customer = await createCustomerWithUser(server, tenant.admin);
  otherCustomer = await createCustomerWithUser(server, tenant.admin);
  const api = tenant.admin;
  devices.alpha = await api.devices.save({ name: `${prefix} Thermo alpha`, type: 'thermostat', label: 'First' });
  devices.beta = await api.devices.save({ name: `${prefix} Thermo beta`, type: 'thermostat', label: 'Second' });
  devices.gamma = await api.devices.save({ name: `${prefix} Pump gamma`, type: 'pump' });
  devices.delta = await api.devices.save({ name: `${prefix} Valve delta`, type: 'valve' });
  await api.telemetry.saveTimeseries(devices.alpha.id, { ts: 1000, values: { temperature: 25.5, state: 'ok' } });
  await api.telemetry.saveTimeseries(devices.beta.id, { ts: 2000, values: { temperature: 18, state: 'low' } });
  await api.telemetry.saveTimeseries(devices.gamma.id, { ts: 3000, values: { temperature: 30 } });
  await api.telemetry.saveAttributes(devices.alpha.id, 'SERVER_SCOPE', { zone: 'north', floor: 1 });
  await api.telemetry.saveAttributes(devices.beta.id, 'SERVER_SCOPE', { zone: 'south', floor: 2 });
  await api.telemetry.saveAttributes(devices.gamma.id, 'SERVER_SCOPE', { zone: 'North' });
  await api.telemetry.saveAttributes(devices.alpha.id, 'SHARED_SCOPE', { enabled: true });
  await api.telemetry.saveAttributes(devices.beta.id, 'SHARED_SCOPE', { enabled: false });
  await api.devices.assignToCustomer(customer.customer.id.id, devices.alpha.id.id);
  await api.devices.assignToCustomer(customer.customer.id.id, devices.beta.id.id);
});

function query(extra: Partial<EntityDataQuery> = {}): EntityDataQuery {
  return {
    entityFilter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: prefix },
    pageLink: { pageSize: 100, page: 0, sortOrder: { key: NAME, direction: 'ASC' } },
    entityFields: [NAME],
    ...extra,
  };
}

function names(data: EntityData[]): string[] {
  return data.map((entity) => (entity.latest?.ENTITY_FIELD?.name?.value ?? '').replace(`${prefix} `, ''));
}

async function found(filters: KeyFilter[], api: Api = tenant.admin): Promise<string[]> {
  const page = await api.entityQuery.find(query({ keyFilters: filters }));
  return names(page.data);
}

function filter(key: EntityKey, predicate: KeyFilterPredicate): KeyFilter {
  const valueType = predicate.type === 'COMPLEX' ? 'STRING' : predicate.type;
  return { key, valueType, predicate };
}

const text = (operation: string, value: string, ignoreCase = false): KeyFilterPredicate =>
  ({ type: 'STRING', operation, value: { defaultValue: value }, ignoreCase }) as KeyFilterPredicate;
const number = (operation: string, value: number): KeyFilterPredicate =>
  ({ type: 'NUMERIC', operation, value: { defaultValue: value } }) as KeyFilterPredicate;

describe('finding entity data', () => {
  it('answers the page with entity fields and latest values as strings, missing ones empty', async () => {
    const before = Date.now();
    const page = await tenant.admin.entityQuery.find(
      query({
        entityFields: [NAME, { type: 'ENTITY_FIELD', key: 'label' }, { type: 'ENTITY_FIELD', key: 'type' }],
        latestValues: [TEMPERATURE, { type: 'ATTRIBUTE', key: 'zone' }, { type: 'SHARED_ATTRIBUTE', key: 'enabled' }],
      }),
    );
    expect(page).toMatchObject({ totalElements: 4, totalPages: 1, hasNext: false });
    const alpha = page.data.find((d) => d.entityId.id === devices.alpha.id.id) as EntityData;
    expect(alpha.entityId).toEqual(devices.alpha.id);
    expect(alpha.timeseries).toEqual({});
    expect(alpha.latest?.TIME_SERIES).toEqual({ temperature: { ts: 1000, value: '25.5' } });
    expect(alpha.latest?.ATTRIBUTE?.zone?.value).toBe('north');
    expect(alpha.latest?.SHARED_ATTRIBUTE?.enabled?.value).toBe('true');
    expect(alpha.latest?.ENTITY_FIELD?.label?.value).toBe('First');
    expect(alpha.latest?.ENTITY_FIELD?.type?.value).toBe('thermostat');
    expect(alpha.latest?.ENTITY_FIELD?.name?.ts).toBeGreaterThanOrEqual(before);
    const beta = page.data.find((d) => d.entityId.id === devices.beta.id.id) as EntityData;
    expect(beta.latest?.TIME_SERIES?.temperature).toEqual({ ts: 2000, value: '18' });
    const delta = page.data.find((d) => d.entityId.id === devices.delta.id.id) as EntityData;
    expect(delta.latest?.TIME_SERIES?.temperature).toEqual({ ts: 0, value: '' });
    expect(delta.latest?.ATTRIBUTE?.zone).toEqual({ ts: 0, value: '' });
    expect(delta.latest?.ENTITY_FIELD?.label).toEqual({ ts: expect.any(Number), value: '' });
  });

  it('counts what a filter and its key filters select', async () => {
    const count = await tenant.admin.entityQuery.count({
      entityFilter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: prefix },
      keyFilters: [filter(TEMPERATURE, number('GREATER', 20))],
    });
    expect(count).toBe(2);
    const response = await raw(server, 'POST', '/api/entitiesQuery/count', {
      token: tokenOf(tenant.admin),
      body: { entityFilter: DEVICES },
    });
    expect(response.text).toMatch(/^\d+$/);
  });

  it('pages and sorts by an entity field or by a latest value, missing values last', async () => {
    const first = await tenant.admin.entityQuery.find(
      query({ pageLink: { pageSize: 3, page: 0, sortOrder: { key: NAME, direction: 'DESC' } } }),
    );
    expect(names(first.data)).toEqual(['Valve delta', 'Thermo beta', 'Thermo alpha']);
    expect(first).toMatchObject({ totalElements: 4, totalPages: 2, hasNext: true });
    const byTemperature = await tenant.admin.entityQuery.find(
      query({ pageLink: { pageSize: 10, page: 0, sortOrder: { key: TEMPERATURE, direction: 'ASC' } } }),
    );
    expect(names(byTemperature.data)).toEqual(['Thermo beta', 'Thermo alpha', 'Pump gamma', 'Valve delta']);
    const descending = await tenant.admin.entityQuery.find(
      query({ pageLink: { pageSize: 10, page: 0, sortOrder: { key: TEMPERATURE, direction: 'DESC' } } }),
    );
    expect(names(descending.data)).toEqual(['Valve delta', 'Pump gamma', 'Thermo alpha', 'Thermo beta']);
    const byFloor = await tenant.admin.entityQuery.find(
      query({
        pageLink: { pageSize: 10, page: 0, sortOrder: { key: { type: 'ATTRIBUTE', key: 'floor' }, direction: 'DESC' } },
      }),
    );
    expect(names(byFloor.data).slice(2)).toEqual(['Thermo beta', 'Thermo alpha']);
  });

  it('searches the text of the selected fields and latest values, case-insensitively', async () => {
    const page = await tenant.admin.entityQuery.find(
      query({
        latestValues: [ZONE],
        pageLink: { pageSize: 10, page: 0, textSearch: 'NOR', sortOrder: { key: NAME, direction: 'ASC' } },
      }),
    );
    expect(names(page.data)).toEqual(['Pump gamma', 'Thermo alpha']);
    const byName = await tenant.admin.entityQuery.find(
      query({ pageLink: { pageSize: 10, page: 0, textSearch: 'valve' } }),
    );
    expect(names(byName.data)).toEqual(['Valve delta']);
  });

  it('refuses a bad page size and an unknown filter type, and the system administrator', async () => {
    await expectError(
      tenant.admin.entityQuery.find(query({ pageLink: { pageSize: 0, page: 0 } })),
      400,
      31,
      "Incorrect page link page size '0'. Page size must be greater than zero.",
    );
    const response = await raw(server, 'POST', '/api/entitiesQuery/find', {
      token: tokenOf(tenant.admin),
      body: { entityFilter: { type: 'nonsense' }, pageLink: { pageSize: 10, page: 0 } },
    });
    expect(response.status).toBe(400);
    expect(response.json.errorCode).toBe(31);
    await expectPermissionDenied(sysadmin.entityQuery.find(query()));
  });
});

describe('entity filters', () => {
  it('selects one entity, a list, a name prefix (any case) and a device type with a name prefix', async () => {
    const single = await tenant.admin.entityQuery.find(
      query({ entityFilter: { type: 'singleEntity', singleEntity: devices.beta.id } }),
    );
    expect(names(single.data)).toEqual(['Thermo beta']);
    const list = await tenant.admin.entityQuery.find(
      query({
        entityFilter: {
          type: 'entityList',
          entityType: 'DEVICE',
          entityList: [devices.alpha.id.id, devices.delta.id.id],
        },
      }),
    );
    expect(names(list.data)).toEqual(['Thermo alpha', 'Valve delta']);
    const byName = await tenant.admin.entityQuery.find(
      query({
        entityFilter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: `${prefix} THERMO`.toLowerCase() },
      }),
    );
    expect(names(byName.data)).toEqual(['Thermo alpha', 'Thermo beta']);
    const byType = await tenant.admin.entityQuery.find(
      query({ entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: `${prefix} Thermo b` } }),
    );
    expect(names(byType.data)).toEqual(['Thermo beta']);
  });

  it('reads every kind whose table exists: tenant, customers, users, device profiles, rule chains, API usage', async () => {
    const kinds = async (filter: EntityFilter) =>
      (await tenant.admin.entityQuery.count({ entityFilter: filter })) as number;
    expect(await kinds({ type: 'entityType', entityType: 'TENANT' })).toBe(1);
    expect(await kinds({ type: 'entityType', entityType: 'CUSTOMER' })).toBe(2);
    expect(await kinds({ type: 'entityType', entityType: 'USER' })).toBe(3);
    expect(await kinds({ type: 'entityType', entityType: 'DEVICE_PROFILE' })).toBe(4);
    expect(await kinds({ type: 'entityType', entityType: 'RULE_CHAIN' })).toBeGreaterThan(0);
    expect(await kinds({ type: 'entityType', entityType: 'ASSET' })).toBe(0);
    expect(await kinds({ type: 'apiUsageState', customerId: null })).toBe(1);
    const title = await tenant.admin.entityQuery.find({
      entityFilter: { type: 'entityType', entityType: 'CUSTOMER' },
      pageLink: { pageSize: 10, page: 0, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'title' }, direction: 'ASC' } },
      entityFields: [
        { type: 'ENTITY_FIELD', key: 'name' },
        { type: 'ENTITY_FIELD', key: 'title' },
      ],
    });
    expect(title.data.map((d) => d.latest?.ENTITY_FIELD?.name?.value)).toEqual(
      [customer.customer.title, otherCustomer.customer.title].sort(),
    );
    const user = await tenant.admin.entityQuery.find({
      entityFilter: { type: 'singleEntity', singleEntity: customer.user.id },
      pageLink: { pageSize: 10, page: 0 },
      entityFields: [
        { type: 'ENTITY_FIELD', key: 'email' },
        { type: 'ENTITY_FIELD', key: 'name' },
      ],
    });
    expect(user.data[0]?.latest?.ENTITY_FIELD).toMatchObject({
      email: { value: customer.email },
      name: { value: customer.email },
    });
  });

  it('follows relations breadth-first for the relations query and the device search query', async () => {
    const root = customer.customer.id;
    const relate = (from: { entityType: string; id: string }, to: Device, type = 'Contains') =>
      tenant.admin.relations.save({ from: from as never, to: to.id, type, typeGroup: 'COMMON', additionalInfo: null });
    await relate(root, devices.alpha);
    await relate(root, devices.gamma, 'Manages');
    await relate(devices.alpha.id, devices.beta);
    const related = async (extra: Partial<Extract<EntityFilter, { type: 'relationsQuery' }>>) =>
      names(
        (
          await tenant.admin.entityQuery.find(
            query({
              entityFilter: {
                type: 'relationsQuery',
                rootEntity: root,
                direction: 'FROM',
                maxLevel: 1,
                ...extra,
              } as EntityFilter,
            }),
          )
        ).data,
      );
    expect(await related({})).toEqual(['Pump gamma', 'Thermo alpha']);
    expect(await related({ maxLevel: 2 })).toEqual(['Pump gamma', 'Thermo alpha', 'Thermo beta']);
    expect(await related({ maxLevel: 2, filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }] })).toEqual([
      'Thermo alpha',
      'Thermo beta',
    ]);
    expect(await related({ maxLevel: 2, fetchLastLevelOnly: true })).toEqual(['Thermo beta']);
    const search = await tenant.admin.entityQuery.find(
      query({
        entityFilter: {
          type: 'deviceSearchQuery',
          rootEntity: root,
          direction: 'FROM',
          relationType: 'Contains',
          maxLevel: 2,
          deviceTypes: ['thermostat'],
        },
      }),
    );
    expect(names(search.data)).toEqual(['Thermo alpha', 'Thermo beta']);
    const upwards = await tenant.admin.entityQuery.find({
      entityFilter: { type: 'relationsQuery', rootEntity: devices.beta.id, direction: 'TO', maxLevel: 2 },
      pageLink: {
        pageSize: 10,
        page: 0,
        sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'ASC' },
      },
      entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
    });
    expect(upwards.data.map((d) => d.entityId.entityType)).toEqual(['CUSTOMER', 'DEVICE']);
  });
});

describe('key filters', () => {
  it('compares strings with every operation, case-sensitively unless ignoreCase', async () => {
    expect(await found([filter(ZONE, text('EQUAL', 'north'))])).toEqual(['Thermo alpha']);
    expect(await found([filter(ZONE, text('EQUAL', 'north', true))])).toEqual(['Pump gamma', 'Thermo alpha']);
    expect(await found([filter(ZONE, text('NOT_EQUAL', 'north'))])).toEqual(['Pump gamma', 'Thermo beta']);
    expect(await found([filter(ZONE, text('STARTS_WITH', 'No'))])).toEqual(['Pump gamma']);
    expect(await found([filter(ZONE, text('ENDS_WITH', 'TH', true))])).toEqual([
      'Pump gamma',
      'Thermo alpha',
      'Thermo beta',
    ]);
    expect(await found([filter(ZONE, text('CONTAINS', 'out'))])).toEqual(['Thermo beta']);
    expect(await found([filter(ZONE, text('NOT_CONTAINS', 'or'))])).toEqual(['Thermo beta']);
    expect(await found([filter(ZONE, text('IN', 'south, North'))])).toEqual(['Pump gamma', 'Thermo beta']);
    expect(await found([filter(ZONE, text('NOT_IN', 'SOUTH,north', true))])).toEqual([]);
    expect(await found([filter(NAME, text('CONTAINS', 'thermo', true))])).toEqual(['Thermo alpha', 'Thermo beta']);
    expect(await found([filter({ type: 'TIME_SERIES', key: 'state' }, text('EQUAL', 'ok'))])).toEqual(['Thermo alpha']);
  });

  it('compares numbers of time series, attributes and entity fields', async () => {
    expect(await found([filter(TEMPERATURE, number('EQUAL', 18))])).toEqual(['Thermo beta']);
    expect(await found([filter(TEMPERATURE, number('NOT_EQUAL', 18))])).toEqual(['Pump gamma', 'Thermo alpha']);
    expect(await found([filter(TEMPERATURE, number('GREATER', 25.5))])).toEqual(['Pump gamma']);
    expect(await found([filter(TEMPERATURE, number('GREATER_OR_EQUAL', 25.5))])).toEqual([
      'Pump gamma',
      'Thermo alpha',
    ]);
    expect(await found([filter(TEMPERATURE, number('LESS', 25.5))])).toEqual(['Thermo beta']);
    expect(await found([filter(TEMPERATURE, number('LESS_OR_EQUAL', 25.5))])).toEqual(['Thermo alpha', 'Thermo beta']);
    expect(await found([filter({ type: 'ATTRIBUTE', key: 'floor' }, number('GREATER', 1))])).toEqual(['Thermo beta']);
    const created = { type: 'ENTITY_FIELD', key: 'createdTime' } as EntityKey;
    expect(await found([filter(created, number('GREATER_OR_EQUAL', devices.gamma.createdTime))])).toEqual([
      'Pump gamma',
      'Valve delta',
    ]);
  });

  it('compares booleans and combines predicates with AND and OR', async () => {
    const enabled: EntityKey = { type: 'SHARED_ATTRIBUTE', key: 'enabled' };
    const bool = (operation: string, value: boolean) =>
      ({ type: 'BOOLEAN', operation, value: { defaultValue: value } }) as KeyFilterPredicate;
    expect(await found([filter(enabled, bool('EQUAL', true))])).toEqual(['Thermo alpha']);
    expect(await found([filter(enabled, bool('NOT_EQUAL', true))])).toEqual(['Thermo beta']);
    expect(await found([filter({ type: 'SERVER_ATTRIBUTE', key: 'enabled' }, bool('EQUAL', true))])).toEqual([]);
    const between: KeyFilterPredicate = {
      type: 'COMPLEX',
      operation: 'AND',
      predicates: [number('GREATER', 20), number('LESS', 28)],
    };
    expect(await found([filter(TEMPERATURE, between)])).toEqual(['Thermo alpha']);
    const outside: KeyFilterPredicate = {
      type: 'COMPLEX',
      operation: 'OR',
      predicates: [number('LESS', 20), { type: 'COMPLEX', operation: 'AND', predicates: [number('GREATER', 28)] }],
    };
    expect(await found([filter(TEMPERATURE, outside)])).toEqual(['Pump gamma', 'Thermo beta']);
    expect(await found([filter(TEMPERATURE, outside), filter(ZONE, text('EQUAL', 'south'))])).toEqual(['Thermo beta']);
  });

  it('resolves dynamic values from the tenant, the customer (with inherit) and the user', async () => {
    await tenant.admin.telemetry.saveAttributes(tenant.tenant.id, 'SERVER_SCOPE', { threshold: 20 });
    await tenant.admin.telemetry.saveAttributes(customer.customer.id, 'SERVER_SCOPE', { threshold: 25 });
    await tenant.admin.telemetry.saveAttributes(customer.user.id, 'SERVER_SCOPE', { wanted: 'south' });
    const dynamic = (sourceType: string, inherit = false, defaultValue = 100): KeyFilterPredicate =>
      ({
        type: 'NUMERIC',
        operation: 'GREATER',
        value: { defaultValue, userValue: null, dynamicValue: { sourceType, sourceAttribute: 'threshold', inherit } },
      }) as KeyFilterPredicate;
    expect(await found([filter(TEMPERATURE, dynamic('CURRENT_TENANT'))])).toEqual(['Pump gamma', 'Thermo alpha']);
    // A tenant administrator has no customer: without inherit the default applies, with it the tenant's value.
    expect(await found([filter(TEMPERATURE, dynamic('CURRENT_CUSTOMER', false, 29))])).toEqual(['Pump gamma']);
    expect(await found([filter(TEMPERATURE, dynamic('CURRENT_CUSTOMER', true))])).toEqual([
      'Pump gamma',
      'Thermo alpha',
    ]);
    expect(await found([filter(TEMPERATURE, dynamic('CURRENT_CUSTOMER'))], customer.api)).toEqual(['Thermo alpha']);
    expect(await found([filter(TEMPERATURE, dynamic('CURRENT_USER', true))], customer.api)).toEqual(['Thermo alpha']);
    const userValue = {
      type: 'STRING',
      operation: 'EQUAL',
      value: { defaultValue: 'x', dynamicValue: { sourceType: 'CURRENT_USER', sourceAttribute: 'wanted' } },
    } as KeyFilterPredicate;
    expect(await found([filter(ZONE, userValue)], customer.api)).toEqual(['Thermo beta']);
    const overridden = {
      ...dynamic('CURRENT_TENANT'),
      value: { ...(dynamic('CURRENT_TENANT') as { value: object }).value, userValue: 29 },
    } as KeyFilterPredicate;
    expect(await found([filter(TEMPERATURE, overridden)])).toEqual(['Pump gamma']);
  });
});

describe('what a caller sees', () => {
  it('shows a customer user only its own customer entities', async () => {
    expect(names((await customer.api.entityQuery.find(query())).data)).toEqual(['Thermo alpha', 'Thermo beta']);
    expect(await customer.api.entityQuery.count({ entityFilter: DEVICES })).toBe(2);
    expect(await otherCustomer.api.entityQuery.count({ entityFilter: DEVICES })).toBe(0);
    const gamma = await customer.api.entityQuery.find(
      query({ entityFilter: { type: 'singleEntity', singleEntity: devices.gamma.id } }),
    );
    expect(gamma.data).toEqual([]);
    const customers = await customer.api.entityQuery.find({
      entityFilter: { type: 'entityType', entityType: 'CUSTOMER' },
      pageLink: { pageSize: 10, page: 0 },
    });
    expect(customers.data.map((d) => d.entityId)).toEqual([customer.customer.id]);
    expect(
      await customer.api.entityQuery.count({ entityFilter: { type: 'entityType', entityType: 'DEVICE_PROFILE' } }),
    ).toBe(0);
    expect(await customer.api.entityQuery.count({ entityFilter: { type: 'entityType', entityType: 'TENANT' } })).toBe(
      1,
    );
  });

  it('never shows another tenant entities', async () => {
    const list = await other.admin.entityQuery.find(
      query({ entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: [devices.alpha.id.id] } }),
    );
    expect(list).toMatchObject({ data: [], totalElements: 0 });
    expect(
      await other.admin.entityQuery.count({
        entityFilter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: prefix },
      }),
    ).toBe(0);
  });
});

describe('finding keys', () => {
  it('lists the time series and attribute keys of the first entities, sorted', async () => {
    const keys = await tenant.admin.entityQuery.keys(query());
    expect(keys).toEqual({ timeseries: ['state', 'temperature'], attribute: ['enabled', 'floor', 'zone'] });
    const onlySeries = await tenant.admin.entityQuery.keys(query(), { attributes: false });
    expect(onlySeries).toEqual({ timeseries: ['state', 'temperature'], attribute: [] });
    const customerKeys = await customer.api.entityQuery.keys(
      query({ entityFilter: { type: 'singleEntity', singleEntity: devices.gamma.id } }),
    );
    expect(customerKeys).toEqual({ timeseries: [], attribute: [] });
  });
});

describe('assets, entity views and edges in entity queries', () => {
  it('finds assets by type with their telemetry, and a customer user only its own', async () => {
    const api = tenant.admin;
    const pump = await api.assets.save({ name: `${prefix} Pump house`, type: 'building' });
    const yard = await api.assets.save({ name: `${prefix} Yard`, type: 'building' });
    await api.telemetry.saveTimeseries(pump.id, { ts: 4000, values: { temperature: 12 } });
    await api.assets.assignToCustomer(customer.customer.id.id, pump.id.id);
    const assetQuery = query({
      entityFilter: { type: 'assetType', assetType: 'building', assetNameFilter: prefix },
      latestValues: [TEMPERATURE],
    });
    const page = await api.entityQuery.find(assetQuery);
    expect(names(page.data)).toEqual(['Pump house', 'Yard']);
    expect(page.data[0]?.latest?.TIME_SERIES?.temperature).toEqual({ ts: 4000, value: '12' });
    expect(page.data[1]?.entityId).toEqual(yard.id);
    expect(names((await customer.api.entityQuery.find(assetQuery)).data)).toEqual(['Pump house']);
  });

  it('counts entity views and edges of the tenant only', async () => {
    const api = tenant.admin;
    await api.entityViews.save({ name: `${prefix} View`, type: 'view', entityId: devices.alpha.id });
    await api.edges.save({ name: `${prefix} Edge`, type: 'gateway' });
    const count = (entityType: 'ENTITY_VIEW' | 'EDGE', on: Api) =>
      on.entityQuery.count({ entityFilter: { type: 'entityName', entityType, entityNameFilter: prefix } });
    expect(await count('ENTITY_VIEW', api)).toBe(1);
    expect(await count('EDGE', api)).toBe(1);
    expect(await count('EDGE', other.admin)).toBe(0);
  });

  it('selects entity views and edges by type, and assets, entity views and edges by a search from a root', async () => {
    const api = tenant.admin;
    const site = await api.assets.save({ name: `${prefix} Site`, type: 'site' });
    const boiler = await api.assets.save({ name: `${prefix} Boiler room`, type: 'room' });
    const store = await api.assets.save({ name: `${prefix} Store room`, type: 'storage' });
    const view = await api.entityViews.save({ name: `${prefix} Lobby view`, type: 'lobby', entityId: devices.beta.id });
    await api.entityViews.save({ name: `${prefix} Roof view`, type: 'roof', entityId: devices.gamma.id });
    const edge = await api.edges.save({ name: `${prefix} Plant edge`, type: 'plant' });
    await api.edges.save({ name: `${prefix} Depot edge`, type: 'depot' });
    for (const to of [boiler.id, store.id, view.id, edge.id]) {
      await api.relations.save({ from: site.id, to, type: 'Contains', typeGroup: 'COMMON', additionalInfo: null });
    }
    const select = async (entityFilter: Record<string, unknown>) =>
      names((await api.entityQuery.find(query({ entityFilter: entityFilter as EntityFilter }))).data);
    const search = { rootEntity: site.id, direction: 'FROM', relationType: 'Contains', maxLevel: 1 };

    expect(await select({ type: 'entityViewType', entityViewType: 'lobby', entityViewNameFilter: prefix })).toEqual([
      'Lobby view',
    ]);
    expect(await select({ type: 'edgeType', edgeType: 'plant', edgeNameFilter: prefix })).toEqual(['Plant edge']);
    expect(await select({ type: 'assetSearchQuery', ...search, assetTypes: ['room'] })).toEqual(['Boiler room']);
    expect(await select({ type: 'entityViewSearchQuery', ...search, entityViewTypes: ['lobby', 'roof'] })).toEqual([
      'Lobby view',
    ]);
    expect(await select({ type: 'edgeSearchQuery', ...search, edgeTypes: ['plant', 'depot'] })).toEqual(['Plant edge']);
    // another tenant's search from this root finds nothing
    const foreign = await other.admin.entityQuery.find(
      query({ entityFilter: { type: 'assetSearchQuery', ...search, assetTypes: ['room'] } as EntityFilter }),
    );
    expect(foreign.data).toEqual([]);
  });
});
