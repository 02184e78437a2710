import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { createTenantWithAdmin, type TenantFixture, unique } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

/**
 * Telemetry and attribute posts and attribute reads with a plain token are answered before the framework's routing;
 * these tests hold those answers to the framework's own, and check that the unusual requests still get theirs.
 */
const server = useTestServer();
let tenant: TenantFixture;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
});

/** The headers of an answer, without the date and those that describe its body. */
function answerHeaders(response: Response): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!['date', 'content-length', 'content-type', 'keep-alive', 'connection'].includes(name)) kept[name] = value;
  }
  return kept;
}

async function latest(deviceId: string, key: string): Promise<unknown> {
  const values = await tenant.admin.telemetry.latest({ entityType: 'DEVICE', id: deviceId }, [key], true);
  return values[key]?.[0]?.value ?? null;
}

describe('the device API fast path', () => {
  it('answers with the headers the framework gives every device API answer', async () => {
    const { token } = await createDevice(tenant.admin);
    const post = await fetch(`${server.url}/api/v1/${token}/telemetry`, { method: 'POST', body: '{"a":1}' });
    const read = await fetch(`${server.url}/api/v1/${token}/attributes`);
    // An RPC answer with a request id that is not a number is refused by the framework's route.
    const routed = await fetch(`${server.url}/api/v1/${token}/rpc/first`, { method: 'POST', body: '{}' });
    expect([post.status, read.status, routed.status]).toEqual([200, 200, 400]);
    expect(answerHeaders(routed)['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(answerHeaders(post)).toEqual(answerHeaders(routed));
    expect(answerHeaders(read)).toEqual(answerHeaders(routed));
    expect(post.headers.get('content-length')).toBe('0');
    expect(read.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await read.text()).toBe('{}');
  });

  it('stores a body sent in chunks, with a query string or under an encoded token', async () => {
    const token = `fast-${unique('t').replace(/\W/g, '')}`;
    const device = await tenant.admin.devices.save({ name: unique('Fast path device') }, token);
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"chunked":'));
        controller.enqueue(new TextEncoder().encode('1}'));
        controller.close();
      },
    });
    const chunked = await fetch(`${server.url}/api/v1/${token}/telemetry`, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(200);
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry?source=test`, { queried: 2 })).status).toBe(
      200,
    );
    const encoded = token.replace('-', '%2D');
    expect((await deviceHttp(server, 'POST', `/api/v1/${encoded}/telemetry`, { encoded: 3 })).status).toBe(200);
    expect([
      await latest(device.id.id, 'chunked'),
      await latest(device.id.id, 'queried'),
      await latest(device.id.id, 'encoded'),
    ]).toEqual([1, 2, 3]);
  });

  it('leaves a body over the limit and a token over 100 characters to the framework', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const big = JSON.stringify({ big: 'x'.repeat(1024 * 1024) });
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, big)).status).toBe(413);
    expect(await latest(device.id.id, 'big')).toBeNull();
    const long = await deviceHttp(server, 'POST', `/api/v1/${'t'.repeat(101)}/telemetry`, { a: 1 });
    expect(long.status).toBe(414);
  });

  it('refuses a body nested too deep with 400 and stores nothing', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const deep = `{"deep":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const response = await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, deep);
    expect(response.status).toBe(400);
    expect(response.text).toBe('');
    expect(await latest(device.id.id, 'deep')).toBeNull();
  });
});
