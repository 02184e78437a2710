import type { Api } from '@fleetdeck/client';
import { type Device, type EntityId, entityId, type TenantProfile } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryTestDatabase } from './support/database.js';
import {
  activateUser,
  type CustomerUserFixture,
  createCustomerWithUser,
  createTwoTenants,
  expectError,
  MISSING_ID,
  POLL,
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
let customerA: CustomerUserFixture;

const PREFIX = '/api/plugins/telemetry';

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customerA = await createCustomerWithUser(server, tenantA.admin);
});

async function newDevice(api: Api = tenantA.admin): Promise<EntityId> {
  const device: Device = await api.devices.save({ name: unique('Telemetry device') });
  return device.id;
}

const path = (entity: EntityId, rest: string) => `${PREFIX}/${entity.entityType}/${entity.id}/${rest}`;

/** The plain-text answer the telemetry API gives some errors (no JSON error body). */
async function expectPlain(
  api: Api,
  method: string,
  url: string,
  status: number,
  text: string,
  body?: unknown,
): Promise<void> {
  const response = await raw(server, method, url, { token: tokenOf(api), body });
  expect(response.status).toBe(status);
  expect(response.text).toBe(text);
}

describe('saving and reading time series', () => {
  it('saves the three payload forms and reads the latest values as strings', async () => {
    const device = await newDevice();
    await tenantA.admin.telemetry.saveTimeseries(device, { temperature: 25, humidity: 60.5 });
    await tenantA.admin.telemetry.saveTimeseries(device, { ts: 1000, values: { pressure: 1.0 } });
    await tenantA.admin.telemetry.saveTimeseries(device, [
      { ts: 2000, values: { pressure: 2 } },
      { state: 'on', config: { mode: 'eco' } },
    ]);
    const latest = await tenantA.admin.telemetry.latest(device);
    expect(Object.keys(latest).sort()).toEqual(['config', 'humidity', 'pressure', 'state', 'temperature']);
    expect(latest.temperature).toEqual([{ ts: expect.any(Number), value: '25' }]);
    expect(latest.humidity?.[0]?.value).toBe('60.5');
    expect(latest.pressure).toEqual([{ ts: 2000, value: '2' }]);
    expect(latest.config?.[0]?.value).toBe('{"mode":"eco"}');
  });

  it('types values with useStrictDataTypes, keeping a whole double as a double', async () => {
    const device = await newDevice();
    const body = '{"ts":5000,"values":{"d":25.0,"l":7,"b":true,"s":"text","n":"12","j":{"a":[1,2]}}}';
    const saved = await raw(server, 'POST', path(device, 'timeseries/ANY'), { token: tokenOf(tenantA.admin), body });
    expect(saved.status).toBe(200);
    expect(saved.text).toBe('');
    const strict = await raw(
      server,
      'GET',
      path(device, 'values/timeseries?keys=d,l,b,s,n,j&useStrictDataTypes=true'),
      {
        token: tokenOf(tenantA.admin),
      },
    );
    expect(strict.text).toBe(
      '{"d":[{"ts":5000,"value":25.0}],"l":[{"ts":5000,"value":7}],"b":[{"ts":5000,"value":true}],' +
        '"s":[{"ts":5000,"value":"text"}],"n":[{"ts":5000,"value":12}],"j":[{"ts":5000,"value":{"a":[1,2]}}]}',
    );
    const loose = await tenantA.admin.telemetry.latest(device, ['d', 'b']);
    expect(loose).toEqual({ d: [{ ts: 5000, value: '25.0' }], b: [{ ts: 5000, value: 'true' }] });
  });

  it('answers an unknown key with the current time and a null value', async () => {
    const device = await newDevice();
    const before = Date.now();
    const latest = await tenantA.admin.telemetry.latest(device, ['nothing']);
    expect(latest.nothing).toEqual([{ ts: expect.any(Number), value: null }]);
    expect(latest.nothing?.[0]?.ts).toBeGreaterThanOrEqual(before);
  });

  it('lists the time-series keys of an entity', async () => {
    const device = await newDevice();
    await tenantA.admin.telemetry.saveTimeseries(device, { b: 1, a: 2 });
    expect(await tenantA.admin.telemetry.timeseriesKeys(device)).toEqual(['a', 'b']);
  });

  it('reads history newest first up to the limit, or oldest first', async () => {
    const device = await newDevice();
    await tenantA.admin.telemetry.saveTimeseries(
      device,
      Array.from({ length: 10 }, (_, i) => ({ ts: 1000 + i * 1000, values: { t: i } })),
    );
    const desc = await tenantA.admin.telemetry.timeseries(device, {
      keys: ['t', 'other'],
      startTs: 1000,
      endTs: 10000,
      limit: 3,
    });
    expect(desc).toEqual({
      t: [
        { ts: 9000, value: '8' },
        { ts: 8000, value: '7' },
        { ts: 7000, value: '6' },
      ],
    });
    const asc = await tenantA.admin.telemetry.timeseries(device, {
      keys: ['t'],
      startTs: 0,
      endTs: 100000,
      limit: 2,
      orderBy: 'ASC',
      useStrictDataTypes: true,
    });
    expect(asc).toEqual({
      t: [
        { ts: 1000, value: 0 },
        { ts: 2000, value: 1 },
      ],
    });
  });

  it('aggregates into buckets timed at their middle', async () => {
    const device = await newDevice();
    await tenantA.admin.telemetry.saveTimeseries(device, [
      { ts: 0, values: { t: 1 } },
      { ts: 30000, values: { t: 3 } },
      { ts: 60000, values: { t: 10.5 } },
      { ts: 150000, values: { t: 20 } },
    ]);
    const query = { keys: ['t'], startTs: 0, endTs: 160000, interval: 60000 };
    expect(await tenantA.admin.telemetry.timeseries(device, { ...query, agg: 'AVG' })).toEqual({
      t: [
        { ts: 30000, value: '2.0' },
        { ts: 90000, value: '10.5' },
        { ts: 140000, value: '20.0' },
      ],
    });
    expect(
      await tenantA.admin.telemetry.timeseries(device, { ...query, agg: 'SUM', useStrictDataTypes: true }),
    ).toEqual({
      t: [
        { ts: 30000, value: 4 },
        { ts: 90000, value: 10.5 },
        { ts: 140000, value: 20 },
      ],
    });
    const max = await tenantA.admin.telemetry.timeseries(device, { ...query, agg: 'MAX' });
    expect(max.t?.map((p) => p.value)).toEqual(['3', '10.5', '20']);
    const min = await tenantA.admin.telemetry.timeseries(device, { ...query, agg: 'MIN' });
    expect(min.t?.map((p) => p.value)).toEqual(['1', '10.5', '20']);
    const count = await tenantA.admin.telemetry.timeseries(device, { ...query, agg: 'COUNT' });
    expect(count.t?.map((p) => p.value)).toEqual(['2', '1', '1']);
    // interval 0 means no aggregation, whatever agg says
    const none = await tenantA.admin.telemetry.timeseries(device, { ...query, interval: 0, agg: 'AVG' });
    expect(none.t).toHaveLength(4);
  });

  it('refuses a query of more than 700 intervals', async () => {
    const device = await newDevice();
    await expectPlain(
      tenantA.admin,
      'GET',
      path(device, 'values/timeseries?keys=t&startTs=0&endTs=1000000&interval=1000&agg=AVG'),
      400,
      "Incorrect TsKvQuery. Number of intervals is to high - 1000. Please increase 'interval' parameter for your query or reduce the time range of the query.",
    );
    // the interval is counted as at least one second
    await expectPlain(
      tenantA.admin,
      'GET',
      path(device, 'values/timeseries?keys=t&startTs=0&endTs=701000&interval=10&agg=MAX'),
      400,
      "Incorrect TsKvQuery. Number of intervals is to high - 701. Please increase 'interval' parameter for your query or reduce the time range of the query.",
    );
  });

  it('converts numeric strings and rejects null values with the platform texts', async () => {
    const device = await newDevice();
    await expectPlain(
      tenantA.admin,
      'POST',
      path(device, 'timeseries/ANY'),
      400,
      "Unable to parse timeseries payload. Invalid JSON body: Can't parse value: null",
      { a: null },
    );
    await expectPlain(
      tenantA.admin,
      'POST',
      path(device, 'timeseries/ANY'),
      400,
      'Unable to parse timeseries payload: Invalid JSON body!',
      '{"a":',
    );
    await expectPlain(
      tenantA.admin,
      'POST',
      path(device, 'timeseries/ANY'),
      400,
      'No timeseries data found in request body!',
      {},
    );
    await expectPlain(
      tenantA.admin,
      'POST',
      path(device, 'timeseries/ANY'),
      400,
      "Unable to parse timeseries payload. Invalid JSON body: Can't parse value: 5",
      [5],
    );
    await tenantA.admin.telemetry.saveTimeseries(device, { n: '007' });
    expect(await tenantA.admin.telemetry.latest(device, ['n'], true)).toEqual({
      n: [{ ts: expect.any(Number), value: 7 }],
    });
  });

  it('keeps points with a time to live only as long as it lasts', async () => {
    const device = await newDevice();
    const now = Date.now();
    await tenantA.admin.telemetry.saveTimeseries(device, { ts: now, values: { short: 1 } }, 1);
    await tenantA.admin.telemetry.saveTimeseries(device, { ts: now, values: { long: 1 } });
    const query = { keys: ['short', 'long'], startTs: now - 1000, endTs: now + 1000 };
    expect(Object.keys(await tenantA.admin.telemetry.timeseries(device, query)).sort()).toEqual(['long', 'short']);
    await expect
      .poll(async () => Object.keys(await tenantA.admin.telemetry.timeseries(device, query)), POLL)
      .toEqual(['long']);
  });

  it('gives points saved with ttl 0 the tenant profile default time to live', async () => {
    const profile: TenantProfile = await sysadmin.tenantProfiles.save({
      name: unique('Short storage'),
      profileData: { configuration: { type: 'DEFAULT', defaultStorageTtlDays: 2 } } as TenantProfile['profileData'],
    });
    const tenant = await sysadmin.tenants.save({ title: unique('Short tenant'), tenantProfileId: profile.id });
    const admin = await createTenantAdmin(tenant.id.id);
    const device = await newDevice(admin);
    const before = Date.now();
    await admin.telemetry.saveTimeseries(device, { ts: 1, values: { t: 1 } }, 0);
    const [row] = await queryTestDatabase<{ expires_at: number | string }>(
      server.data,
      `select expires_at from ts_kv where entity_id = '${device.id}'`,
    );
    const expiresAt = Number(row?.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 2 * 86_400_000);
    expect(expiresAt).toBeLessThan(Date.now() + 2 * 86_400_000 + 1000);
  });
});

async function createTenantAdmin(tenantId: string): Promise<Api> {
  const user = await sysadmin.users.save({
    email: uniqueEmail('ttl'),
    authority: 'TENANT_ADMIN',
    tenantId: entityId('TENANT', tenantId),
    firstName: null,
    lastName: null,
  });
  return activateUser(server, sysadmin, user.id.id, 'secret1');
}

describe('deleting time series', () => {
  it('deletes a time range and rewrites the latest value when asked', async () => {
    const device = await newDevice();
    await tenantA.admin.telemetry.saveTimeseries(device, [
      { ts: 1000, values: { a: 1, b: 1 } },
      { ts: 2000, values: { a: 2, b: 2 } },
    ]);
    await tenantA.admin.telemetry.deleteTimeseries(device, ['a'], {
      startTs: 1500,
      endTs: 2500,
      rewriteLatestIfDeleted: true,
    });
    await tenantA.admin.telemetry.deleteTimeseries(device, ['b'], { startTs: 1500, endTs: 2500 });
    expect(await tenantA.admin.telemetry.latest(device)).toEqual({ a: [{ ts: 1000, value: '1' }] });
    const history = await tenantA.admin.telemetry.timeseries(device, { keys: ['a', 'b'], startTs: 0, endTs: 5000 });
    expect(history).toEqual({ a: [{ ts: 1000, value: '1' }], b: [{ ts: 1000, value: '1' }] });
  });

  it('deletes all data of keys', async () => {
    const device = await newDevice();
    await tenantA.admin.telemetry.saveTimeseries(device, { ts: 1000, values: { a: 1 } });
    await tenantA.admin.telemetry.deleteTimeseries(device, ['a'], { deleteAllDataForKeys: true });
    expect(await tenantA.admin.telemetry.timeseriesKeys(device)).toEqual([]);
  });

  it('needs keys and a time range', async () => {
    const device = await newDevice();
    await expectPlain(tenantA.admin, 'DELETE', path(device, 'timeseries/delete?keys='), 400, 'Empty keys: ');
    await expectPlain(
      tenantA.admin,
      'DELETE',
      path(device, 'timeseries/delete?keys=a&startTs=1'),
      400,
      "When deleteAllDataForKeys is false, start and end timestamp values shouldn't be empty",
    );
  });
});

describe('attributes', () => {
  it('saves server and shared attributes with their JSON types and reads them back', async () => {
    const device = await newDevice();
    await tenantA.admin.telemetry.saveAttributes(device, 'SERVER_SCOPE', {
      s: '25',
      l: 25,
      d: 2.5,
      b: false,
      j: { x: 1 },
    });
    await tenantA.admin.telemetry.saveAttributes(device, 'SHARED_SCOPE', { shared: 'yes' });
    const server = await tenantA.admin.telemetry.attributes(device, 'SERVER_SCOPE');
    expect(server.map(({ key, value }) => [key, value])).toEqual([
      ['b', false],
      ['d', 2.5],
      ['j', { x: 1 }],
      ['l', 25],
      ['s', '25'],
    ]);
    expect(server[0]?.lastUpdateTs).toEqual(expect.any(Number));
    const some = await tenantA.admin.telemetry.attributes(device, undefined, ['shared', 'l']);
    expect(some.map((a) => a.key)).toEqual(['shared', 'l']);
    expect(await tenantA.admin.telemetry.attributeKeys(device, 'SHARED_SCOPE')).toEqual(['shared']);
    expect((await tenantA.admin.telemetry.attributeKeys(device)).sort()).toEqual(['b', 'd', 'j', 'l', 's', 'shared']);
  });

  it('keeps a whole double attribute a double on the wire', async () => {
    const device = await newDevice();
    await raw(server, 'POST', path(device, 'SERVER_SCOPE'), { token: tokenOf(tenantA.admin), body: '{"d":25.0}' });
    const response = await raw(server, 'GET', path(device, 'values/attributes/SERVER_SCOPE'), {
      token: tokenOf(tenantA.admin),
    });
    expect(response.text).toMatch(/^\[\{"lastUpdateTs":\d+,"key":"d","value":25\.0\}\]$/);
  });

  it('saves through the device-only path too', async () => {
    const device = await newDevice();
    const response = await raw(server, 'POST', `${PREFIX}/${device.id}/SHARED_SCOPE`, {
      token: tokenOf(tenantA.admin),
      body: { volume: 3 },
    });
    expect(response.status).toBe(200);
    expect(await tenantA.admin.telemetry.attributeKeys(device, 'SHARED_SCOPE')).toEqual(['volume']);
  });

  it('deletes attributes of a scope', async () => {
    const device = await newDevice();
    await tenantA.admin.telemetry.saveAttributes(device, 'SERVER_SCOPE', { a: 1, b: 2 });
    await tenantA.admin.telemetry.deleteAttributes(device, 'SERVER_SCOPE', ['a']);
    expect(await tenantA.admin.telemetry.attributeKeys(device, 'SERVER_SCOPE')).toEqual(['b']);
  });

  it('rejects bad scopes and bodies with the platform texts', async () => {
    const device = await newDevice();
    const admin = tenantA.admin;
    await expectPlain(admin, 'POST', path(device, 'attributes/CLIENT_SCOPE'), 400, 'Invalid scope: CLIENT_SCOPE', {
      a: 1,
    });
    await expectPlain(admin, 'POST', path(device, 'SERVER_SCOPE'), 400, 'Request is not a JSON object', [1]);
    await expectPlain(
      admin,
      'POST',
      path(device, 'SERVER_SCOPE'),
      400,
      'No attributes data found in request body!',
      {},
    );
    await expectPlain(admin, 'POST', path(device, 'SERVER_SCOPE'), 400, 'Key cannot be empty or contains only spaces', {
      ' ': 1,
    });
    await expectPlain(
      admin,
      'POST',
      path(device, 'SERVER_SCOPE'),
      400,
      'Big integer values are not supported!',
      '{"a":12345678901234567890}',
    );
    await expectPlain(admin, 'DELETE', path(device, 'OTHER_SCOPE?keys=a'), 400, 'Invalid attribute scope: OTHER_SCOPE');
    await expectPlain(admin, 'DELETE', path(device, 'SERVER_SCOPE?keys=,'), 400, 'Empty keys: ,');
  });
});

describe('who may read and write telemetry', () => {
  it('answers a missing or foreign device with the plain-text not-found text', async () => {
    const foreign = await newDevice(tenantB.admin);
    for (const device of [entityId('DEVICE', MISSING_ID), foreign]) {
      await expectPlain(
        tenantA.admin,
        'GET',
        path(device, 'values/timeseries'),
        404,
        "Device with requested id wasn't found!",
      );
    }
  });

  it('keeps the system administrator away from devices', async () => {
    const device = await newDevice();
    await expectPlain(
      sysadmin,
      'GET',
      path(device, 'keys/timeseries'),
      403,
      'System administrator is not allowed to perform this operation!',
    );
  });

  it('lets a customer user read and write only its own devices', async () => {
    const own = await newDevice();
    await tenantA.admin.devices.assignToCustomer(customerA.customer.id.id, own.id);
    await customerA.api.telemetry.saveTimeseries(own, { t: 1 });
    await customerA.api.telemetry.saveAttributes(own, 'SERVER_SCOPE', { a: 1 });
    expect(await customerA.api.telemetry.timeseriesKeys(own)).toEqual(['t']);
    const other = await newDevice();
    await expectPlain(
      customerA.api,
      'GET',
      path(other, 'values/attributes'),
      403,
      "You don't have permission to perform this operation!",
    );
    await expectPlain(
      customerA.api,
      'POST',
      path(other, 'timeseries/ANY'),
      403,
      "You don't have permission to perform this operation!",
      {
        t: 1,
      },
    );
  });

  it('lets customer users read but not write their customer, and never the tenant', async () => {
    const customer = customerA.customer.id;
    await tenantA.admin.telemetry.saveAttributes(customer, 'SERVER_SCOPE', { level: 'gold' });
    expect((await customerA.api.telemetry.attributes(customer)).map((a) => a.value)).toEqual(['gold']);
    await expectPlain(
      customerA.api,
      'POST',
      path(customer, 'SERVER_SCOPE'),
      403,
      "You don't have permission to perform this operation!",
      {
        level: 'x',
      },
    );
    await expectPlain(
      customerA.api,
      'GET',
      path(tenantA.tenant.id, 'keys/attributes'),
      403,
      'Customer user is not allowed to perform this operation!',
    );
  });

  it('lets tenant and system administrators use tenant telemetry, and no other tenant', async () => {
    const tenant = tenantA.tenant.id;
    await tenantA.admin.telemetry.saveTimeseries(tenant, { load: 1 });
    expect(await sysadmin.telemetry.timeseriesKeys(tenant)).toEqual(['load']);
    await expectPlain(
      tenantB.admin,
      'GET',
      path(tenant, 'keys/timeseries'),
      403,
      "You don't have permission to perform this operation!",
    );
    await expectPlain(
      tenantA.admin,
      'GET',
      path(entityId('TENANT', MISSING_ID), 'keys/timeseries'),
      404,
      "Tenant with requested id wasn't found!",
    );
  });

  it('checks customers and users of another tenant', async () => {
    await expectPlain(
      tenantB.admin,
      'GET',
      path(customerA.customer.id, 'keys/attributes'),
      403,
      "You don't have permission to perform this operation!",
    );
    await expectPlain(
      tenantB.admin,
      'GET',
      path(customerA.user.id, 'keys/attributes'),
      403,
      "You don't have permission to perform this operation!",
    );
    await tenantA.admin.telemetry.saveAttributes(customerA.user.id, 'SERVER_SCOPE', { seen: true });
    expect(await customerA.api.telemetry.attributeKeys(customerA.user.id)).toEqual(['seen']);
    await expectPlain(
      customerA.api,
      'GET',
      path(tenantA.adminUser.id, 'keys/attributes'),
      403,
      "You don't have permission to perform this operation!",
    );
    await expectPlain(
      tenantA.admin,
      'GET',
      path(entityId('CUSTOMER', MISSING_ID), 'keys/attributes'),
      404,
      "Customer with requested id wasn't found!",
    );
  });

  it('answers malformed entity types and ids with the JSON error', async () => {
    await expectError(
      tenantA.admin.http.get(`${PREFIX}/GADGET/${MISSING_ID}/keys/timeseries`),
      400,
      31,
      'No enum constant org.thingsboard.server.common.data.EntityType.GADGET',
    );
    await expectError(
      tenantA.admin.http.get(`${PREFIX}/DEVICE/nope/keys/timeseries`),
      400,
      31,
      'Invalid UUID string: nope',
    );
  });

  it('requires a signed-in user', async () => {
    const response = await raw(server, 'GET', `${PREFIX}/DEVICE/${MISSING_ID}/keys/timeseries`);
    expect(response.status).toBe(401);
  });
});

describe('entity kinds without telemetry', () => {
  it("answers a dashboard's telemetry with the platform's 500 Not Implemented!", async () => {
    const dashboard = entityId('DASHBOARD', '784f394c-42b6-435a-983c-b7beff2784f9');
    const response = await raw(server, 'GET', path(dashboard, 'values/timeseries'), { token: tokenOf(tenantA.admin) });
    expect(response.status).toBe(500);
    expect(JSON.parse(response.text)).toMatchObject({ status: 500, errorCode: 2, message: 'Not Implemented!' });
  });
});
