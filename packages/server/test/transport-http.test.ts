import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp, untilActive } from './support/devices.js';
import { createTenantWithAdmin, raw, sleep, type TenantFixture, tokenOf, unique } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenant: TenantFixture;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
});

describe('the device HTTP API', () => {
  it('takes telemetry and answers an empty 200', async () => {
    const { token } = await createDevice(tenant.admin);
    const response = await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { temperature: 21.5 });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
  });

  it('takes telemetry sent without a JSON content type', async () => {
    const { token } = await createDevice(tenant.admin);
    const response = await fetch(`${server.url}/api/v1/${token}/telemetry`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"ts":1660000000000,"values":{"pressure":1013}}',
    });
    expect(response.status).toBe(200);
  });

  it("stores each device's telemetry under the device its token belongs to", async () => {
    const first = await createDevice(tenant.admin);
    const second = await createDevice(tenant.admin);
    for (const [{ token }, level] of [
      [first, 1],
      [second, 2],
      [first, 3],
    ] as const) {
      const response = await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { level });
      expect(response.status).toBe(200);
    }
    const latest = async (device: typeof first.device) =>
      (await tenant.admin.telemetry.latest(device.id, ['level'], true)).level?.[0]?.value;
    expect(await latest(first.device)).toBe(3);
    expect(await latest(second.device)).toBe(2);
  });

  it('answers an unknown token with 401 and no body', async () => {
    const response = await deviceHttp(server, 'POST', '/api/v1/NO_SUCH_TOKEN/telemetry', { a: 1 });
    expect(response.status).toBe(401);
    expect(response.text).toBe('');
  });

  it('answers a payload that is not JSON with 500 and no body', async () => {
    const { token } = await createDevice(tenant.admin);
    const response = await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, '{"broken": ');
    expect(response.status).toBe(500);
    expect(response.text).toBe('');
    const attributes = await deviceHttp(server, 'POST', `/api/v1/${token}/attributes`, '[1,2]');
    expect(attributes.status).toBe(500);
    expect(attributes.text).toBe('');
  });

  it('stores client attributes and reads them back by key, leaving empty sections out', async () => {
    const { token } = await createDevice(tenant.admin);
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/attributes`, { fw: '2.0.1', slots: 4 })).status).toBe(
      200,
    );
    expect((await deviceHttp(server, 'GET', `/api/v1/${token}/attributes`)).json).toEqual({
      client: { fw: '2.0.1', slots: 4 },
    });
    expect((await deviceHttp(server, 'GET', `/api/v1/${token}/attributes?clientKeys=slots`)).json).toEqual({
      client: { slots: 4 },
    });
    expect((await deviceHttp(server, 'GET', `/api/v1/${token}/attributes?sharedKeys=slots`)).json).toEqual({});
  });

  it('answers an attribute long poll with the next shared attribute change', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const poll = deviceHttp(server, 'GET', `/api/v1/${token}/attributes/updates?timeout=20000`);
    await untilActive(tenant.admin, device);
    await tenant.admin.telemetry.saveAttributes(device.id, 'SHARED_SCOPE', { brightness: 80 });
    const response = await poll;
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ brightness: 80 });
    const read = await deviceHttp(server, 'GET', `/api/v1/${token}/attributes?sharedKeys=brightness`);
    expect(read.json).toEqual({ shared: { brightness: 80 } });
  });

  it('answers 408 when no attribute update comes within the timeout', async () => {
    const { token } = await createDevice(tenant.admin);
    const started = Date.now();
    const response = await deviceHttp(server, 'GET', `/api/v1/${token}/attributes/updates?timeout=600`);
    expect(response.status).toBe(408);
    expect(response.text).toBe('');
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
  });

  it('answers a long poll with 403 "Device was deleted!" when the device is deleted meanwhile', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const poll = deviceHttp(server, 'GET', `/api/v1/${token}/rpc?timeout=20000`);
    await untilActive(tenant.admin, device);
    await tenant.admin.devices.delete(device.id.id);
    const response = await poll;
    expect(response.status).toBe(403);
    expect(response.text).toBe('Device was deleted!');
  });
});

describe('server-side RPC over HTTP', () => {
  it('hands a request to the RPC long poll and the reply back to the caller', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const poll = deviceHttp(server, 'GET', `/api/v1/${token}/rpc?timeout=20000`);
    await untilActive(tenant.admin, device);
    const call = raw(server, 'POST', `/api/rpc/twoway/${device.id.id}`, {
      token: tokenOf(tenant.admin),
      body: { method: 'getTemperature', params: { unit: 'C' } },
    });
    const request = await poll;
    expect(request.status).toBe(200);
    expect(request.json).toEqual({ id: expect.any(Number), method: 'getTemperature', params: { unit: 'C' } });
    const id = (request.json as { id: number }).id;
    const reply = await deviceHttp(server, 'POST', `/api/v1/${token}/rpc/${id}`, { temperature: 22.5 });
    expect(reply.status).toBe(200);
    const response = await call;
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ temperature: 22.5 });
  });

  it('gives a request made before the poll to the next poll', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const call = raw(server, 'POST', `/api/rpc/oneway/${device.id.id}`, {
      token: tokenOf(tenant.admin),
      body: { method: 'blink', params: 3 },
    });
    // The request has to reach the server before the device polls, and a waiting one-way request leaves no
    // trace the API could show; were the poll first, the test would still pass, only no longer test queueing.
    await sleep(300);
    const request = await deviceHttp(server, 'GET', `/api/v1/${token}/rpc`);
    expect(request.json).toEqual({ id: expect.any(Number), method: 'blink', params: 3 });
    expect((await call).status).toBe(200);
  });
});

describe('provisioning over HTTP', () => {
  async function profile(provisionType: 'ALLOW_CREATE_NEW_DEVICES' | 'CHECK_PRE_PROVISIONED_DEVICES') {
    const key = unique('key').replace(' ', '-');
    const saved = await tenant.admin.deviceProfiles.save({
      name: unique('Provision profile'),
      transportType: 'DEFAULT',
      provisionType,
      provisionDeviceKey: key,
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: provisionType, provisionDeviceSecret: 'secret' },
        alarms: null,
      },
    } as never);
    return { key, profile: saved };
  }

  it('creates a device with an access token when the profile allows it, once per name', async () => {
    const { key } = await profile('ALLOW_CREATE_NEW_DEVICES');
    const deviceName = unique('Provisioned');
    const body = { deviceName, provisionDeviceKey: key, provisionDeviceSecret: 'secret' };
    const first = await deviceHttp(server, 'POST', '/api/v1/provision', body);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      credentialsValue: expect.any(String),
      credentialsType: 'ACCESS_TOKEN',
      status: 'SUCCESS',
    });
    const telemetry = await deviceHttp(
      server,
      'POST',
      `/api/v1/${(first.json as { credentialsValue: string }).credentialsValue}/telemetry`,
      { ok: 1 },
    );
    expect(telemetry.status).toBe(200);
    const again = await deviceHttp(server, 'POST', '/api/v1/provision', body);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ errorMsg: 'Failed to provision device!', status: 'FAILURE' });
  });

  it('uses the token or MQTT basic credentials the device asks for', async () => {
    const { key } = await profile('ALLOW_CREATE_NEW_DEVICES');
    const token = unique('asked').replace(' ', '-');
    const withToken = await deviceHttp(server, 'POST', '/api/v1/provision', {
      deviceName: unique('Token device'),
      provisionDeviceKey: key,
      provisionDeviceSecret: 'secret',
      credentialsType: 'ACCESS_TOKEN',
      token,
    });
    expect(withToken.json).toEqual({ credentialsValue: token, credentialsType: 'ACCESS_TOKEN', status: 'SUCCESS' });
    const basic = await deviceHttp(server, 'POST', '/api/v1/provision', {
      deviceName: unique('Basic device'),
      provisionDeviceKey: key,
      provisionDeviceSecret: 'secret',
      credentialsType: 'MQTT_BASIC',
      clientId: unique('cid').replace(' ', '-'),
      username: 'user',
      password: 'pass',
    });
    expect(basic.json).toEqual({
      credentialsValue: { clientId: expect.any(String), userName: 'user', password: 'pass' },
      credentialsType: 'MQTT_BASIC',
      status: 'SUCCESS',
    });
  });

  it('answers NOT_FOUND for an unknown key or a wrong secret, still with HTTP 200', async () => {
    const { key } = await profile('ALLOW_CREATE_NEW_DEVICES');
    const notFound = { errorMsg: 'Provision data was not found!', status: 'NOT_FOUND' };
    const unknown = await deviceHttp(server, 'POST', '/api/v1/provision', {
      deviceName: unique('X'),
      provisionDeviceKey: 'no-such-key',
      provisionDeviceSecret: 'secret',
    });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(notFound);
    const wrong = await deviceHttp(server, 'POST', '/api/v1/provision', {
      deviceName: unique('X'),
      provisionDeviceKey: key,
      provisionDeviceSecret: 'nope',
    });
    expect(wrong.json).toEqual(notFound);
  });

  it('hands out the credentials of a pre-provisioned device once, and only for a device of that profile', async () => {
    const { key, profile: saved } = await profile('CHECK_PRE_PROVISIONED_DEVICES');
    const { device, token } = await createDevice(tenant.admin, { deviceProfileId: saved.id });
    const body = { deviceName: device.name, provisionDeviceKey: key, provisionDeviceSecret: 'secret' };
    const first = await deviceHttp(server, 'POST', '/api/v1/provision', body);
    expect(first.json).toEqual({ credentialsValue: token, credentialsType: 'ACCESS_TOKEN', status: 'SUCCESS' });
    const second = await deviceHttp(server, 'POST', '/api/v1/provision', body);
    expect(second.json).toEqual({ errorMsg: 'Failed to provision device!', status: 'FAILURE' });
    const { device: other } = await createDevice(tenant.admin);
    const wrongProfile = await deviceHttp(server, 'POST', '/api/v1/provision', { ...body, deviceName: other.name });
    expect(wrongProfile.json).toEqual({ errorMsg: 'Failed to provision device!', status: 'FAILURE' });
  });

  it('answers 500 with no body to a request that is not JSON', async () => {
    const response = await deviceHttp(server, 'POST', '/api/v1/provision', 'nope');
    expect(response.status).toBe(500);
    expect(response.text).toBe('');
  });
});
