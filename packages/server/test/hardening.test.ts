import type { Api } from '@fleetdeck/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectWithToken, createDevice, disconnect, publish } from './support/devices.js';
import { createTenantWithAdmin, raw, type TenantFixture, tokenOf, unique } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenant: TenantFixture;
let token: string;

const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const deepObject = (name: string) => `{"name":${JSON.stringify(name)},"type":"t","additionalInfo":${DEEP}}`;

beforeAll(async () => {
  const sysadmin: Api = await server.as('sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
  token = tokenOf(tenant.admin);
});

function expectErrorBody(json: unknown, status: number) {
  expect(json).toEqual({
    status,
    message: expect.any(String),
    errorCode: expect.any(Number),
    timestamp: expect.any(String),
  });
}

describe('a JSON body nested too deep', () => {
  it('is refused with the error body on entity saves, and nothing is stored', async () => {
    const name = unique('Deep device');
    for (const path of ['/api/device', '/api/user', '/api/relation', '/api/edge']) {
      const answer = await raw(server, 'POST', path, { token, body: path === '/api/device' ? deepObject(name) : DEEP });
      expect(answer.status, path).toBe(400);
      expectErrorBody(answer.json, 400);
      expect((answer.json as { errorCode: number }).errorCode, path).toBe(31);
    }
    const found = await raw(server, 'GET', `/api/tenant/devices?deviceName=${encodeURIComponent(name)}`, { token });
    expect(found.status).toBe(404);
  });

  it('is refused on device RPC calls', async () => {
    const { device } = await createDevice(tenant.admin);
    for (const path of [`/api/rpc/oneway/${device.id.id}`, `/api/plugins/rpc/oneway/${device.id.id}`]) {
      const answer = await raw(server, 'POST', path, { token, body: DEEP });
      expect(answer.status, path).toBe(400);
      expectErrorBody(answer.json, 400);
    }
  });

  it('gets the plain-text 400 of the attribute saves, and nothing is stored', async () => {
    const { device } = await createDevice(tenant.admin);
    const id = device.id.id;
    for (const path of [
      `/api/plugins/telemetry/${id}/SERVER_SCOPE`,
      `/api/plugins/telemetry/DEVICE/${id}/SERVER_SCOPE`,
      `/api/plugins/telemetry/DEVICE/${id}/attributes/SERVER_SCOPE`,
    ]) {
      const answer = await raw(server, 'POST', path, { token, body: `{"deep":${DEEP}}` });
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('content-type'), path).toMatch(/^text\/plain/);
      expect(answer.text).toMatch(/nesting depth/);
    }
    expect(await tenant.admin.telemetry.attributeKeys(device.id, 'SERVER_SCOPE')).not.toContain('deep');
  });

  it('is refused with an empty 400 on the device HTTP API', async () => {
    const { token: deviceToken } = await createDevice(tenant.admin);
    const answer = await raw(server, 'POST', `/api/v1/${deviceToken}/telemetry`, { body: `{"deep":${DEEP}}` });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe('');
  });

  it('of dashboard size still stores when it nests like a real dashboard', async () => {
    let config: unknown = { value: 1 };
    for (let i = 0; i < 30; i++) config = { nested: [config] };
    const saved = await raw(server, 'POST', '/api/device', {
      token,
      body: { name: unique('Nested device'), type: 't', additionalInfo: config },
    });
    expect(saved.status).toBe(200);
  });
});

describe('a NUL character', () => {
  it('in a query or path parameter is refused with 400 in the answer form of the route family', async () => {
    const { device, token: deviceToken } = await createDevice(tenant.admin);
    const list = await raw(server, 'GET', '/api/tenant/devices?pageSize=10&page=0&textSearch=a%00', { token });
    expect(list.status).toBe(400);
    expect(list.json).toEqual({
      status: 400,
      message: 'Request parameters must not contain the NUL character',
      errorCode: 31,
      timestamp: expect.any(String),
    });
    const values = await raw(
      server,
      'GET',
      `/api/plugins/telemetry/DEVICE/${device.id.id}/values/timeseries?keys=%00`,
      {
        token,
      },
    );
    expect(values.status).toBe(400);
    expect(values.text).toBe('Request parameters must not contain the NUL character');
    const scope = await raw(server, 'GET', `/api/plugins/telemetry/DEVICE/${device.id.id}/values/attributes/%00`, {
      token,
    });
    expect(scope.status).toBe(400);
    const deviceApi = await raw(server, 'POST', `/api/v1/${deviceToken}/telemetry?x=%00`, { body: { a: 1 } });
    expect(deviceApi.status).toBe(400);
    expect(deviceApi.text).toBe('');
  });

  it('as the text %00 is an ordinary search', async () => {
    const answer = await raw(server, 'GET', '/api/tenant/devices?pageSize=10&page=0&textSearch=%2500', { token });
    expect(answer.status).toBe(200);
  });

  it('in a JSON body is refused with 400, and nothing is stored', async () => {
    const name = unique('Nul device');
    const answer = await raw(server, 'POST', '/api/device', { token, body: `{"name":"${name}","label":"a\\\\u0000"}` });
    expect(answer.status).toBe(200);
    const refused = await raw(server, 'POST', '/api/device', {
      token,
      body: `{"name":"${name} 2","label":"a\\u0000"}`,
    });
    expect(refused.status).toBe(400);
    expect((refused.json as { message: string }).message).toBe(
      'JSON parse error: text must not contain the NUL character (\\u0000)',
    );
    const found = await raw(server, 'GET', `/api/tenant/devices?deviceName=${encodeURIComponent(`${name} 2`)}`, {
      token,
    });
    expect(found.status).toBe(404);
  });
});

describe('a NUL character in telemetry', () => {
  it('is refused on the REST API and never acknowledged on the device API, and nothing is stored', async () => {
    const { device, token: deviceToken } = await createDevice(tenant.admin);
    const rest = await raw(server, 'POST', `/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, {
      token,
      body: '{"nulValue":"a\\u0000"}',
    });
    expect(rest.status).toBe(400);
    expect(rest.text).toBe('Unable to parse timeseries payload: Invalid JSON body!');
    // The device API answers a payload it cannot read with an empty 500, as the platform does.
    const deviceApi = await raw(server, 'POST', `/api/v1/${deviceToken}/telemetry`, {
      body: '{"nulValue":"a\\u0000"}',
    });
    expect(deviceApi.status).toBe(500);
    expect(deviceApi.text).toBe('');
    expect(await tenant.admin.telemetry.timeseriesKeys(device.id)).not.toContain('nulValue');
  });
});

describe('an attribute scope that is none of the three', () => {
  it('holds no attributes and no keys', async () => {
    const { device } = await createDevice(tenant.admin);
    await tenant.admin.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { kept: 1 });
    const base = `/api/plugins/telemetry/DEVICE/${device.id.id}`;
    expect((await raw(server, 'GET', `${base}/values/attributes/OTHER_SCOPE`, { token })).json).toEqual([]);
    expect((await raw(server, 'GET', `${base}/keys/attributes/OTHER_SCOPE`, { token })).json).toEqual([]);
    expect((await raw(server, 'GET', `${base}/keys/attributes/SERVER_SCOPE`, { token })).json).toContain('kept');
  });
});

describe('framework errors', () => {
  it('answer a path parameter over 100 characters with 414 in the contract body', async () => {
    const answer = await raw(server, 'GET', `/api/device/${'a'.repeat(150)}`, { token });
    expect(answer.status).toBe(414);
    expectErrorBody(answer.json, 414);
  });

  it('answer a device API path parameter over 100 characters with 414 and an empty body', async () => {
    const answer = await raw(server, 'POST', `/api/v1/${'a'.repeat(150)}/telemetry`, { body: { temperature: 1 } });
    expect(answer.status).toBe(414);
    expect(answer.text).toBe('');
  });

  it('answer the download of a URL-based OTA package with 400 in the contract body', async () => {
    const profile = await tenant.admin.deviceProfiles.defaultInfo();
    const info = await tenant.admin.otaPackages.saveInfo({
      title: unique('Firmware'),
      version: '1.0',
      type: 'FIRMWARE',
      deviceProfileId: profile.id,
      usesUrl: true,
      url: 'https://example.com/fw.bin',
    });
    const answer = await raw(server, 'GET', `/api/otaPackage/${info.id.id}/download`, { token });
    expect(answer.status).toBe(400);
    expectErrorBody(answer.json, 400);
  });
});

describe('security headers', () => {
  it('come with the console page, API answers and Swagger UI', async () => {
    for (const path of ['/login', '/api/auth/user', '/swagger-ui/static/index.html']) {
      const answer = await raw(server, 'GET', path, { token });
      const csp = answer.headers.get('content-security-policy') ?? '';
      // scripts of the own origin only; WebAssembly (the dashboards' script sandbox) may compile, JavaScript eval not
      const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc, path).toBe("script-src 'self' 'wasm-unsafe-eval'");
      // map tiles come from the tile provider a dashboard names
      expect(csp, path).toContain("img-src 'self' data: blob: https:");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(answer.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBeTruthy();
      expect(answer.headers.get('permissions-policy'), path).toContain('camera=(self), microphone=()');
    }
  });

  it('let a public dashboard be framed by any site', async () => {
    const answer = await raw(server, 'GET', '/dashboard/0b1b7ce0-1b1b-11ee-9a5b-2b9d1b1b1b1b?publicId=x');
    expect(answer.headers.get('x-frame-options')).toBeNull();
    expect(answer.headers.get('content-security-policy')).toContain('frame-ancestors *');
  });

  it('give the custom widget sandbox a policy of its own: scripts compile, nothing loads, the origin stays opaque', async () => {
    const answer = await raw(server, 'GET', '/widget-sandbox.html');
    const csp = answer.headers.get('content-security-policy') ?? '';
    const directives = csp.split('; ');
    expect(directives).toContain("default-src 'none'");
    expect(directives).toContain("script-src 'unsafe-inline' 'unsafe-eval'");
    expect(directives).toContain('sandbox allow-scripts');
    expect(directives).toContain("frame-ancestors 'self'");
    expect(directives.some((directive) => directive.startsWith('connect-src'))).toBe(false);
  });

  it('forbid keeping token answers', async () => {
    const answer = await raw(server, 'POST', '/api/auth/login', {
      body: { username: tenant.email, password: tenant.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('sign-in attempts', () => {
  it('are refused with 429 after ten failures, the right password included', async () => {
    const fixture = await createTenantWithAdmin(server, await server.as('sysadmin'));
    for (let i = 0; i < 10; i++) {
      const wrong = await raw(server, 'POST', '/api/auth/login', { body: { username: fixture.email, password: 'x' } });
      expect(wrong.status).toBe(401);
    }
    const right = await raw(server, 'POST', '/api/auth/login', {
      body: { username: fixture.email, password: fixture.password },
    });
    expect(right.status).toBe(429);
    expect(right.json).toEqual({
      status: 429,
      message: 'Too many sign-in attempts! Try again later.',
      errorCode: 33,
      timestamp: expect.any(String),
    });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user from the same address still signs in.
    expect(
      (await raw(server, 'POST', '/api/auth/login', { body: { username: tenant.email, password: tenant.password } }))
        .status,
    ).toBe(200);
  });
});

describe('a gateway', () => {
  it('has one {ts, values} object per device stored and stays connected after a malformed message', async () => {
    const { token: gatewayToken } = await createDevice(tenant.admin, { additionalInfo: { gateway: true } });
    const client = await connectWithToken(server, gatewayToken);
    try {
      const name = unique('Gateway child');
      await publish(client, 'v1/gateway/telemetry', { [name]: { ts: 1660000000000, values: { level: 3 } } });
      await publish(client, 'v1/gateway/telemetry', { [name]: 'not telemetry' });
      await publish(client, 'v1/gateway/telemetry', `{"${name}":${DEEP}}`);
      await publish(client, 'v1/gateway/telemetry', { [name]: [{ ts: 1660000001000, values: { level: 4 } }] });
      expect(client.connected).toBe(true);
      const child = await tenant.admin.devices.byName(name);
      const series = await tenant.admin.telemetry.timeseries(child.id, {
        keys: ['level'],
        startTs: 1660000000000,
        endTs: 1660000002000,
      });
      expect(series.level?.map((point) => point.ts).sort()).toEqual([1660000000000, 1660000001000]);
    } finally {
      await disconnect(client);
    }
  });
});

describe('references to another tenant', () => {
  it('refuse a device or asset saved with another tenant’s customer, and store nothing', async () => {
    const other = await createTenantWithAdmin(server, await server.as('sysadmin'));
    const foreign = await other.admin.customers.save({ title: unique('Foreign customer') });
    for (const [path, kind] of [
      ['/api/device', 'device'],
      ['/api/asset', 'asset'],
    ] as const) {
      const name = unique('Foreign reference');
      const answer = await raw(server, 'POST', path, { token, body: { name, type: 't', customerId: foreign.id } });
      expect(answer.status, path).toBe(400);
      expect((answer.json as { message: string }).message).toBe(
        `Can't assign ${kind} to customer from different tenant!`,
      );
      const lookup = kind === 'device' ? 'devices?deviceName' : 'assets?assetName';
      expect((await raw(server, 'GET', `/api/tenant/${lookup}=${encodeURIComponent(name)}`, { token })).status).toBe(
        404,
      );
    }
  });
});

describe('health probes', () => {
  it('answer liveness and readiness without signing in', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const answer = await raw(server, 'GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.json, path).toEqual({ status: 'UP' });
    }
  });
});
