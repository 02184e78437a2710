import type { Api } from '@fleetdeck/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTenantWithAdmin,
  MISSING_ID,
  PERMISSION_DENIED,
  raw,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { ACCOUNTS, startTestServer, type TestServer } from './support/server.js';

let server: TestServer;
let admin: Api;
let adminToken: string;
let customer: CustomerUserFixture;

beforeAll(async () => {
  server = await startTestServer();
  const sysadmin = await server.login(...ACCOUNTS.sysadmin);
  admin = (await createTenantWithAdmin(server, sysadmin)).admin;
  adminToken = tokenOf(admin);
  customer = await createCustomerWithUser(server, admin);
});

afterAll(async () => {
  await server?.stop();
});

const ERROR_KEYS = ['errorCode', 'message', 'status', 'timestamp'];

async function expectBadRequest(method: string, path: string, message: string | RegExp, body?: unknown) {
  const response = await raw(server, method, path, { token: adminToken, body });
  expect(response.status, `${method} ${path}`).toBe(400);
  expect(Object.keys(response.json).sort()).toEqual(ERROR_KEYS);
  expect(response.json).toMatchObject({ status: 400, errorCode: 31 });
  if (typeof message === 'string') expect(response.json.message).toBe(message);
  else expect(response.json.message).toMatch(message);
  return response;
}

describe('the OpenAPI description', () => {
  // biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read as plain JSON
  let paths: Record<string, any>;

  beforeAll(async () => {
    const response = await raw(server, 'GET', '/swagger-ui/json');
    expect(response.status).toBe(200);
    paths = response.json.paths;
  });

  it('lists the paging parameters of a list, with pageSize and page required', () => {
    const parameters = paths['/api/customers'].get.parameters;
    const byName = Object.fromEntries(parameters.map((p: { name: string }) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(['page', 'pageSize', 'sortOrder', 'sortProperty', 'textSearch']);
    expect(byName.pageSize).toMatchObject({ in: 'query', required: true, schema: { type: 'string' } });
    expect(byName.page).toMatchObject({ in: 'query', required: true });
    expect(byName.textSearch).toMatchObject({ in: 'query', required: false });
  });

  it('lists the filters of the device list and the id of a device as a UUID', () => {
    const names = paths['/api/tenant/deviceInfos'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['pageSize', 'page', 'type', 'deviceProfileId']));
    expect(paths['/api/device/{deviceId}'].get.parameters).toEqual([
      expect.objectContaining({
        in: 'path',
        name: 'deviceId',
        required: true,
        schema: expect.objectContaining({ format: 'uuid' }),
      }),
    ]);
  });

  it('describes the fields of a device body without requiring any', () => {
    const schema = paths['/api/device'].post.requestBody.content['application/json'].schema;
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['id', 'name', 'type', 'label', 'customerId', 'deviceProfileId', 'additionalInfo']),
    );
    expect(schema.properties.name).toMatchObject({ type: 'string', nullable: true });
    expect(schema.required ?? []).toEqual([]);
  });

  it('lists the time range and status filters of the alarm list', () => {
    const names = paths['/api/alarms'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['startTime', 'endTime', 'searchStatus', 'status', 'fetchOriginator']),
    );
  });
});

describe('odd and repeated query parameters on lists', () => {
  const LISTS = [
    '/api/customers',
    '/api/users',
    '/api/tenant/devices',
    '/api/tenant/deviceInfos',
    '/api/tenant/assets',
    '/api/tenant/entityViewInfos',
    '/api/tenant/edges',
    '/api/deviceProfiles',
    '/api/otaPackages',
    '/api/alarms',
  ];

  it.each(LISTS)('refuses sortProperty=__proto__ on %s with the allowed names and no internal text', async (path) => {
    const response = await expectBadRequest(
      'GET',
      `${path}?pageSize=10&page=0&sortProperty=__proto__`,
      /^Unsupported sort property '__proto__'! Allowed: \w+/,
    );
    expect(response.text).not.toMatch(/is not a function|TypeError|undefined/);
  });

  it.each(LISTS)('refuses sortProperty=toString on %s as an unknown property', async (path) => {
    await expectBadRequest(
      'GET',
      `${path}?pageSize=10&page=0&sortProperty=toString`,
      /^Unsupported sort property 'toString'! Allowed: /,
    );
  });

  it.each(LISTS)('reads a repeated sortProperty on %s as one text joined by commas, as Spring does', async (path) => {
    await expectBadRequest(
      'GET',
      `${path}?pageSize=10&page=0&sortProperty=createdTime&sortProperty=name`,
      /^Unsupported sort property 'createdTime,name'! Allowed: createdTime/,
    );
  });

  it('answers a repeated pageSize with Spring’s conversion text', async () => {
    await expectBadRequest(
      'GET',
      '/api/customers?pageSize=10&pageSize=5&page=0',
      `Failed to convert value of type 'java.lang.String' to required type 'int'; nested exception is java.lang.NumberFormatException: For input string: "10,5"`,
    );
  });

  it('still sorts by a known property given once', async () => {
    const response = await raw(server, 'GET', '/api/customers?pageSize=10&page=0&sortProperty=title&sortOrder=DESC', {
      token: adminToken,
    });
    expect(response.status).toBe(200);
  });

  it('answers a missing pageSize on the alarm list with Spring’s text', async () => {
    await expectBadRequest(
      'GET',
      '/api/alarms?page=0',
      "Required request parameter 'pageSize' for method parameter type int is not present",
    );
  });
});

describe('parameters checked before the handler runs', () => {
  it('answers a malformed id on the alarm list of an entity with Invalid UUID string', async () => {
    await expectBadRequest('GET', '/api/alarm/DEVICE/nope?pageSize=10&page=0', 'Invalid UUID string: nope');
  });

  it('answers an unknown entity type with the enum text', async () => {
    await expectBadRequest(
      'GET',
      `/api/alarm/GADGET/${MISSING_ID}?pageSize=10&page=0`,
      'No enum constant org.thingsboard.server.common.data.EntityType.GADGET',
    );
  });

  it('answers a missing required relation parameter with Spring’s text', async () => {
    await expectBadRequest(
      'GET',
      `/api/relation?fromType=DEVICE&relationType=Contains&toId=${MISSING_ID}&toType=DEVICE`,
      "Required request parameter 'fromId' for method parameter type String is not present",
    );
  });

  it('answers a missing customerTitle with Spring’s text', async () => {
    await expectBadRequest(
      'GET',
      '/api/tenant/customers',
      "Required request parameter 'customerTitle' for method parameter type String is not present",
    );
  });

  it('checks the role before the parameters', async () => {
    const response = await raw(server, 'DELETE', '/api/device/nope', { token: tokenOf(customer.api) });
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({ errorCode: 20, message: PERMISSION_DENIED });
  });
});

describe('entity bodies of the wrong shape', () => {
  const SAVES: Array<[string, string, Record<string, unknown>]> = [
    ['/api/device', 'name', { type: 'default' }],
    ['/api/asset', 'name', { type: 'building' }],
    ['/api/customer', 'title', {}],
    ['/api/edge', 'name', { type: 'default', routingKey: 'rk', secret: 'sk' }],
  ];

  async function stored(path: string, text: string): Promise<number> {
    const lists: Record<string, string> = {
      '/api/device': '/api/tenant/devices',
      '/api/asset': '/api/tenant/assets',
      '/api/customer': '/api/customers',
      '/api/edge': '/api/tenant/edges',
    };
    const response = await raw(
      server,
      'GET',
      `${lists[path]}?pageSize=10&page=0&textSearch=${encodeURIComponent(text)}`,
      { token: adminToken },
    );
    expect(response.status).toBe(200);
    return response.json.totalElements;
  }

  it.each(SAVES)('refuses %s with an object where text belongs, and stores nothing', async (path, field, extra) => {
    const marker = unique('Shape');
    await expectBadRequest('POST', path, `Validation error: ${field} must be string`, {
      ...extra,
      [field]: { text: marker },
      additionalInfo: { description: marker },
    });
    await expectBadRequest('POST', path, `Validation error: ${field} must be string`, {
      ...extra,
      [field]: [marker, marker],
    });
    expect(await stored(path, marker)).toBe(0);
  });

  it.each(SAVES)('refuses %s with an id field that is not an id object', async (path, field, extra) => {
    const name = unique('Bad id');
    await expectBadRequest('POST', path, 'Missing entityType or id!', {
      ...extra,
      [field]: name,
      tenantId: 'not-an-object',
    });
    expect(await stored(path, name)).toBe(0);
  });

  it.each([['"str"'], ['[1]'], ['42']])('refuses a device body %s that is not an object', async (body) => {
    await expectBadRequest('POST', '/api/device', /^Validation error: request body must be object/, body);
  });

  it('keeps null fields null and reads numbers as text, as Jackson does', async () => {
    const name = unique('Nulls');
    const response = await raw(server, 'POST', '/api/device', {
      token: adminToken,
      body: { name, type: 'default', label: null, additionalInfo: null },
    });
    expect(response.status).toBe(200);
    expect(response.json.label).toBeNull();
    const numbered = await raw(server, 'POST', '/api/asset', {
      token: adminToken,
      body: { name: unique('Asset'), type: 42 },
    });
    expect(numbered.status).toBe(200);
    expect(numbered.json.type).toBe('42');
  });

  it('ignores fields it does not know', async () => {
    const response = await raw(server, 'POST', '/api/customer', {
      token: adminToken,
      body: { title: unique('Unknown fields'), colour: 'blue', nested: { deep: true } },
    });
    expect(response.status).toBe(200);
    expect(response.json).not.toHaveProperty('colour');
  });
});

describe('a time series body that is a JSON string', () => {
  it('answers 400 in plain text, as for a number or an array of numbers, and stores nothing', async () => {
    const device = await admin.devices.save({ name: unique('Str body'), type: 'default' });
    const path = `/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`;
    for (const [body, value] of [
      ['"str"', '"str"'],
      ['"12"', '"12"'],
      ['123', '123'],
      ['[1]', '1'],
      ['null', 'null'],
    ]) {
      const response = await raw(server, 'POST', path, { token: adminToken, body });
      expect(response.status, body).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.text).toBe(`Unable to parse timeseries payload. Invalid JSON body: Can't parse value: ${value}`);
    }
    const keys = await raw(server, 'GET', `/api/plugins/telemetry/DEVICE/${device.id.id}/keys/timeseries`, {
      token: adminToken,
    });
    expect(keys.json).toEqual([]);
  });
});
