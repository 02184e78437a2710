import { createServer } from 'node:net';
import type { Api } from '@fleetdeck/client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTenantWithAdmin,
  MISSING_ID,
  PERMISSION_DENIED,
  raw,
  tokenOf,
  unique,
  uniqueEmail,
} from './support/fixtures.js';
import { sinkMailSettings } from './support/smtp-sink.js';
import { useTestServer } from './support/suite.js';

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/;

const server = useTestServer();
let sysadmin: Api;
let admin: Api;
let adminToken: string;
let sysadminToken: string;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  sysadminToken = tokenOf(sysadmin);
  admin = (await createTenantWithAdmin(server, sysadmin)).admin;
  adminToken = tokenOf(admin);
});

describe('the error body', () => {
  it('is JSON with exactly status, message, errorCode and an ISO timestamp', async () => {
    const response = await raw(server, 'GET', `/api/customer/${MISSING_ID}`, { token: adminToken });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(response.json).sort()).toEqual(['errorCode', 'message', 'status', 'timestamp']);
    expect(response.json.timestamp).toMatch(TIMESTAMP);
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with 400/31 JSON parse error', async () => {
    const response = await raw(server, 'POST', '/api/customer', { token: adminToken, body: '{"title":' });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ status: 400, errorCode: 31 });
    expect(response.json.message).toMatch(/^JSON parse error: /);
  });

  it('answers a missing body with 400/31', async () => {
    const response = await raw(server, 'POST', '/api/customer', {
      token: adminToken,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      errorCode: 31,
      message: expect.stringMatching(/^Required request body is missing/),
    });
  });

  it.each([['"just text"'], ['[1,2]'], ['42'], ['null']])(
    'answers a body of the wrong type (%s) with 400/31',
    async (body) => {
      const response = await raw(server, 'POST', '/api/customer', { token: adminToken, body });
      expect(response.status).toBe(400);
      expect(response.json.errorCode).toBe(31);
    },
  );

  it('refuses a body that is not JSON with errorCode 31 and stores nothing', async () => {
    const title = unique('Plain text');
    const response = await raw(server, 'POST', '/api/customer', {
      token: adminToken,
      body: `title=${title}`,
      headers: { 'Content-Type': 'text/plain' },
    });
    // Spring answers 415 here; Fastify reads text/plain bodies as strings, which the body schema then refuses with 400.
    expect([400, 415]).toContain(response.status);
    expect(response.json.errorCode).toBe(31);
    expect((await admin.customers.list({ pageSize: 10, page: 0, textSearch: title })).totalElements).toBe(0);
  });

  it('answers an unsupported media type with 415/31', async () => {
    const response = await raw(server, 'POST', '/api/customer', {
      token: adminToken,
      body: '<title/>',
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(response.status).toBe(415);
    expect(response.json.errorCode).toBe(31);
  });

  it.each([
    ['GET', '/api/customer/x'],
    ['GET', '/api/customer/x/shortInfo'],
    ['DELETE', '/api/customer/x'],
    ['GET', '/api/user/x'],
    ['DELETE', '/api/user/x'],
    ['GET', '/api/customer/x/users?pageSize=10&page=0'],
  ])('answers a malformed id in %s %s with Invalid UUID string', async (method, path) => {
    const response = await raw(server, method, path, { token: adminToken });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ status: 400, errorCode: 31, message: 'Invalid UUID string: x' });
  });

  it.each([
    ['GET', '/api/tenant/not-a-uuid'],
    ['GET', '/api/tenant/info/not-a-uuid'],
    ['DELETE', '/api/tenant/not-a-uuid'],
    ['GET', '/api/tenantProfile/not-a-uuid'],
    ['GET', '/api/tenant/not-a-uuid/users?pageSize=10&page=0'],
  ])('answers a malformed id in %s %s with Invalid UUID string (system administrator)', async (method, path) => {
    const response = await raw(server, method, path, { token: sysadminToken });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errorCode: 31, message: 'Invalid UUID string: not-a-uuid' });
  });

  it('answers a malformed id inside a body with 400/31', async () => {
    const response = await raw(server, 'POST', '/api/customer', {
      token: adminToken,
      body: { id: { entityType: 'CUSTOMER', id: 'nope' }, title: unique('Bad id') },
    });
    expect(response.status).toBe(400);
    expect(response.json.errorCode).toBe(31);
  });

  it('never answers 500 to bad input', async () => {
    const bodies: unknown[] = [
      {},
      { title: null },
      { title: { nested: true } },
      { title: ['a'] },
      { title: 'x', id: 'string-id' },
      { title: 'x', id: { id: 42 } },
      { title: 'x', tenantId: 'nope' },
      { title: 'x', additionalInfo: 'not an object' },
      { title: 'x'.repeat(100000) },
    ];
    const targets: Array<[string, string]> = [
      ['/api/customer', adminToken],
      ['/api/user', adminToken],
      ['/api/tenant', sysadminToken],
      ['/api/tenantProfile', sysadminToken],
      ['/api/admin/securitySettings', sysadminToken],
      ['/api/auth/login', ''],
    ];
    for (const [path, token] of targets) {
      for (const body of bodies) {
        const response = await raw(server, 'POST', path, { token, body });
        expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
      }
    }
    for (const query of [
      'pageSize=1e3&page=0',
      'pageSize=10&page=0.5',
      'pageSize=99999999999999999999&page=0',
      'pageSize=10&page=0&sortProperty=&sortOrder=',
    ]) {
      const response = await raw(server, 'GET', `/api/customers?${query}`, { token: adminToken });
      expect(response.status, query).toBeLessThan(500);
    }
  });
});

describe('not found', () => {
  it.each([
    ['/api/customer/ID', 'Customer'],
    ['/api/user/ID', 'User'],
  ])('answers %s for an unknown id with <Kind> with id [..] is not found', async (path, kind) => {
    const response = await raw(server, 'GET', path.replace('ID', MISSING_ID), { token: adminToken });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({
      status: 404,
      errorCode: 32,
      message: `${kind} with id [${MISSING_ID}] is not found`,
    });
  });

  it.each([
    ['/api/tenant/ID', 'Tenant'],
    ['/api/tenantProfile/ID', 'Tenant profile'],
  ])(
    'answers %s for an unknown id with <Kind> with id [..] is not found (system administrator)',
    async (path, kind) => {
      const response = await raw(server, 'GET', path.replace('ID', MISSING_ID), { token: sysadminToken });
      expect(response.json).toMatchObject({
        status: 404,
        errorCode: 32,
        message: `${kind} with id [${MISSING_ID}] is not found`,
      });
    },
  );

  it.each([
    ['PUT', '/api/customer'],
    ['DELETE', '/api/customers'],
    ['PATCH', `/api/customer/${MISSING_ID}`],
  ])('answers %s on %s, a path known for other methods, with 405/31', async (method, path) => {
    const response = await raw(server, method, path, { token: adminToken, body: method === 'DELETE' ? undefined : {} });
    expect(response.status).toBe(405);
    expect(response.json).toMatchObject({
      status: 405,
      errorCode: 31,
      message: `Request method '${method}' not supported`,
    });
  });

  it('answers an unknown API path with 404/32 JSON', async () => {
    const response = await raw(server, 'GET', '/api/no/such/thing', { token: adminToken });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ status: 404, errorCode: 32 });
  });
});

describe('authentication and permission', () => {
  it('answers a call without a token with 401/10 Authentication failed, before anything else', async () => {
    for (const [method, path] of [
      ['GET', '/api/customers?pageSize=10&page=0'],
      ['GET', '/api/customer/x'],
      ['POST', '/api/customer'],
      ['GET', '/api/no/such/thing'],
    ] as const) {
      const response = await raw(server, method, path);
      expect(response.status, path).toBe(401);
      expect(response.json).toMatchObject({ status: 401, errorCode: 10, message: 'Authentication failed' });
    }
  });

  it('treats a header too short to hold a token as no token', async () => {
    const response = await raw(server, 'GET', '/api/auth/user', { headers: { 'X-Authorization': 'Bearer' } });
    expect(response.status).toBe(401);
    expect(response.json.message).toBe('Authentication failed');
  });

  it('reads Authorization when X-Authorization is blank', async () => {
    const response = await raw(server, 'GET', '/api/auth/user', {
      headers: { 'X-Authorization': '', Authorization: `Bearer ${adminToken}` },
    });
    expect(response.status).toBe(200);
  });

  it('drops the first seven characters without checking the word Bearer', async () => {
    const response = await raw(server, 'GET', '/api/auth/user', {
      headers: { 'X-Authorization': `Token: ${adminToken}` },
    });
    expect(response.status).toBe(200);
  });

  it('answers the wrong authority with 403/20 and the contract message', async () => {
    const response = await raw(server, 'GET', '/api/tenants?pageSize=10&page=0', { token: adminToken });
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({ status: 403, errorCode: 20, message: PERMISSION_DENIED });
  });
});

describe('a rejected request writes nothing', () => {
  it('keeps a customer unchanged when an update is refused', async () => {
    const saved = await admin.customers.save({ title: unique('Stable'), city: 'Kyiv' });
    const response = await raw(server, 'POST', '/api/customer', {
      token: adminToken,
      body: { ...saved, city: 'Lviv', email: 'broken@' },
    });
    expect(response.status).toBe(400);
    expect(await admin.customers.get(saved.id.id)).toEqual(saved);
  });

  it('creates no customer when a field is refused', async () => {
    const title = unique('Never stored');
    const response = await raw(server, 'POST', '/api/customer', {
      token: adminToken,
      body: { title, phone: 'p'.repeat(300) },
    });
    expect(response.status).toBe(400);
    expect((await admin.customers.list({ pageSize: 10, page: 0, textSearch: title })).totalElements).toBe(0);
  });

  it('keeps no user whose activation mail cannot be sent, and says why', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const previous = await sysadmin.admin.settings('mail');
    await sysadmin.admin.saveSettings(sinkMailSettings(closedPort));
    try {
      const customer = await admin.customers.save({ title: unique('Unreachable mail') });
      const email = uniqueEmail('unmailed');
      const response = await raw(server, 'POST', '/api/user?sendActivationMail=true', {
        token: adminToken,
        body: { email, authority: 'CUSTOMER_USER', customerId: customer.id },
      });
      expect(response.status).toBe(500);
      expect(response.json).toMatchObject({
        status: 500,
        errorCode: 2,
        message: expect.stringMatching(/^Unable to send mail: /),
      });
      expect((await admin.users.list({ pageSize: 10, page: 0, textSearch: email })).totalElements).toBe(0);
    } finally {
      await sysadmin.admin.saveSettings(previous);
    }
  });
});
