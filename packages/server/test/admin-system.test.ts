import { createServer } from 'node:net';
import type { Api } from '@fleetdeck/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectPermissionDenied, raw, tokenOf } from './support/fixtures.js';
import { SmtpSink, sinkMailSettings } from './support/smtp-sink.js';
import { useTestServer } from './support/suite.js';

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

const server = useTestServer();
const sink = new SmtpSink();
let sinkPort: number;
let sysadmin: Api;
let tenant: Api;
let customer: Api;

beforeAll(async () => {
  sinkPort = await sink.start();
  [sysadmin, tenant, customer] = await Promise.all([
    server.as('sysadmin'),
    server.as('tenant'),
    server.as('customerA'),
  ]);
});

afterAll(async () => {
  await sink.stop();
});

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('general settings', () => {
  it('are installed with the base URL and the AdminSettings shape', async () => {
    const response = await raw(server, 'GET', '/api/admin/settings/general', { token: tokenOf(sysadmin) });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(['createdTime', 'id', 'jsonValue', 'key', 'tenantId']);
    expect(response.json).toMatchObject({
      id: { id: expect.any(String) },
      key: 'general',
      tenantId: { entityType: 'TENANT', id: NULL_UUID },
      jsonValue: { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false },
    });
    expect(Object.keys(response.json.id)).toEqual(['id']);
  });

  it('are saved and read back', async () => {
    const before = await sysadmin.admin.settings('general');
    try {
      const saved = await sysadmin.admin.saveSettings({
        key: 'general',
        jsonValue: { baseUrl: 'https://fleet.example.com', prohibitDifferentUrl: true },
      });
      expect(saved).toMatchObject({
        key: 'general',
        id: before.id,
        jsonValue: { baseUrl: 'https://fleet.example.com', prohibitDifferentUrl: true },
      });
      expect((await sysadmin.admin.settings('general')).jsonValue).toEqual({
        baseUrl: 'https://fleet.example.com',
        prohibitDifferentUrl: true,
      });
    } finally {
      await sysadmin.admin.saveSettings({ key: 'general', jsonValue: before.jsonValue });
    }
  });

  it('answer an unknown key with 404', async () => {
    await expectError(
      sysadmin.admin.settings('nosuchkey'),
      404,
      32,
      'No Administration settings found for key: nosuchkey',
    );
  });

  it('refuse a save without a key or value with 400/31', async () => {
    const response = await raw(server, 'POST', '/api/admin/settings', {
      token: tokenOf(sysadmin),
      body: { jsonValue: {} },
    });
    expect(response.status).toBe(400);
    expect(response.json.errorCode).toBe(31);
  });
});

describe('mail settings', () => {
  it('are installed for a local SMTP server and never show the password', async () => {
    const mail = await sysadmin.admin.settings<Record<string, unknown>>('mail');
    expect(mail.key).toBe('mail');
    expect(mail.jsonValue).toMatchObject({ smtpHost: 'localhost', smtpProtocol: 'smtp', enableTls: false });
    expect(String(mail.jsonValue.smtpPort)).toBe('25');
    expect(String(mail.jsonValue.timeout)).toBe('10000');
    expect(mail.jsonValue.mailFrom).toMatch(/<sysadmin@localhost\.localdomain>$/);
    expect(mail.jsonValue).not.toHaveProperty('password');
  });

  it('keep a saved password hidden in the answer and on reading', async () => {
    const before = await sysadmin.admin.settings('mail');
    try {
      const saved = await sysadmin.admin.saveSettings({
        key: 'mail',
        jsonValue: { ...sinkMailSettings(sinkPort).jsonValue, username: 'robot', password: 's3cret' },
      });
      expect(saved.jsonValue).not.toHaveProperty('password');
      expect(saved.jsonValue).toMatchObject({ username: 'robot', smtpPort: sinkPort });
      const read = await raw(server, 'GET', '/api/admin/settings/mail', { token: tokenOf(sysadmin) });
      expect(read.text).not.toContain('s3cret');
      expect(read.json.jsonValue).not.toHaveProperty('password');
    } finally {
      await sysadmin.admin.saveSettings(before);
    }
  });
});

describe('the test mail', () => {
  it('is really sent to the system administrator through the given settings', async () => {
    const response = await raw(server, 'POST', '/api/admin/settings/testMail', {
      token: tokenOf(sysadmin),
      body: sinkMailSettings(sinkPort),
    });
    expect(response.status).toBe(200);
    const mail = await sink.waitFor('sysadmin@fleetdeck.io');
    expect(mail.raw).toMatch(/^From: Fleetdeck <noreply@fleetdeck\.test>/m);
    expect(mail.raw).toMatch(/^Subject: .+/m);
  });

  it('answers an unreachable SMTP server with 500 Unable to send mail', async () => {
    const response = await raw(server, 'POST', '/api/admin/settings/testMail', {
      token: tokenOf(sysadmin),
      body: sinkMailSettings(await closedPort()),
    });
    expect(response.status).toBe(500);
    expect(response.json).toMatchObject({
      status: 500,
      errorCode: 2,
      message: expect.stringMatching(/^Unable to send mail: /),
    });
  });
});

describe('updates', () => {
  it('are never reported, since no outside lookup is made', async () => {
    const response = await raw(server, 'GET', '/api/admin/updates', { token: tokenOf(sysadmin) });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(['message', 'updateAvailable']);
    expect(response.json.updateAvailable).toBe(false);
  });
});

describe('who may use the administration calls', () => {
  it.each([
    ['tenant administrators', () => tenant],
    ['customer users', () => customer],
  ])('refuses %s with 403', async (_who, api) => {
    await expectPermissionDenied(api().admin.settings('general'));
    await expectPermissionDenied(api().admin.settings('mail'));
    await expectPermissionDenied(
      api().admin.saveSettings({ key: 'general', jsonValue: { baseUrl: 'http://evil', prohibitDifferentUrl: true } }),
    );
    await expectPermissionDenied(api().admin.sendTestMail(sinkMailSettings(sinkPort)));
    await expectPermissionDenied(api().admin.checkUpdates());
  });

  it('still has the base URL the tenant administrator could not change', async () => {
    expect((await sysadmin.admin.settings('general')).jsonValue).toEqual({
      baseUrl: 'http://localhost:8080',
      prohibitDifferentUrl: false,
    });
  });

  it('does not hand out internal settings such as the signing key', async () => {
    for (const key of ['jwtSigningKey', 'securitySettings', 'installation']) {
      const response = await raw(server, 'GET', `/api/admin/settings/${key}`, { token: tokenOf(sysadmin) });
      expect(response.status, key).toBe(404);
    }
  });
});

describe('the system calls of the first screen', () => {
  it.each([
    ['system administrators', () => sysadmin],
    ['tenant administrators', () => tenant],
    ['customer users', () => customer],
  ])('answer %s', async (_who, api) => {
    expect(await api().system.edgesEnabled()).toBe(true);
    expect(await api().system.maxDatapointsLimit()).toBe(50000);
    const info = await api().system.info();
    expect(Object.keys(info).sort()).toEqual(['artifact', 'name', 'version']);
    expect(await api().system.deviceEndpoints()).toEqual({ mqttPort: Number(new URL(server.mqttUrl).port) });
  });

  it('serve the help base URL as plain text', async () => {
    const response = await raw(server, 'GET', '/api/uiSettings/helpBaseUrl', { token: tokenOf(tenant) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.text).toBe('/assets');
  });

  it('serve the server time in epoch milliseconds', async () => {
    const before = Date.now();
    const time = await tenant.system.serverTime();
    expect(time).toBeGreaterThanOrEqual(before - 1000);
    expect(time).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('serve edge support as the JSON literal true', async () => {
    const response = await raw(server, 'GET', '/api/edges/enabled', { token: tokenOf(customer) });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.text).toBe('true');
  });

  it('need a token', async () => {
    for (const path of [
      '/api/edges/enabled',
      '/api/uiSettings/helpBaseUrl',
      '/api/dashboard/serverTime',
      '/api/dashboard/maxDatapointsLimit',
      '/api/system/info',
      '/api/system/deviceEndpoints',
    ]) {
      const response = await raw(server, 'GET', path);
      expect(response.status, path).toBe(401);
      expect(response.json.errorCode).toBe(10);
    }
  });
});
