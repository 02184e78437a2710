import type { MqttClient } from 'mqtt';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closed,
  connectDevice,
  connectWithToken,
  createDevice,
  deviceHttp,
  disconnect,
  nextMessage,
  publish,
  serverAttribute,
  subscribe,
  untilActive,
} from './support/devices.js';
import { createTenantWithAdmin, POLL, raw, sleep, type TenantFixture, tokenOf, unique } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenant: TenantFixture;
const clients: MqttClient[] = [];

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => disconnect(client)));
});

async function connected(token: string, options = {}): Promise<MqttClient> {
  const client = await connectWithToken(server, token, options);
  clients.push(client);
  return client;
}

describe('connecting', () => {
  it('accepts a device whose access token is the user name', async () => {
    const { token } = await createDevice(tenant.admin);
    const result = await connectDevice(server, { username: token });
    expect(result.returnCode).toBe(0);
    await disconnect(result.client);
  });

  it('refuses an unknown access token with CONNACK 5 (not authorized)', async () => {
    const result = await connectDevice(server, { username: 'NO_SUCH_TOKEN' });
    expect(result).toEqual({ client: null, returnCode: 5 });
  });

  it('refuses a connection without credentials', async () => {
    const result = await connectDevice(server, { clientId: unique('anonymous').replace(' ', '') });
    expect(result.returnCode).toBe(5);
  });

  it('accepts MQTT basic credentials only when client id, user name and password match', async () => {
    const { device } = await createDevice(tenant.admin);
    const clientId = unique('client').replace(' ', '-');
    const userName = unique('user').replace(' ', '-');
    const current = await tenant.admin.devices.credentials(device.id.id);
    await tenant.admin.devices.saveCredentials({
      ...current,
      credentialsType: 'MQTT_BASIC',
      credentialsValue: JSON.stringify({ clientId, userName, password: 'secret' }),
    });
    const good = await connectDevice(server, { clientId, username: userName, password: 'secret' });
    expect(good.returnCode).toBe(0);
    await disconnect(good.client);
    expect((await connectDevice(server, { clientId, username: userName, password: 'wrong' })).returnCode).toBe(5);
    expect(
      (await connectDevice(server, { clientId: 'other', username: userName, password: 'secret' })).returnCode,
    ).toBe(5);
  });

  it('accepts MQTT basic credentials registered for a client id alone', async () => {
    const { device } = await createDevice(tenant.admin);
    const clientId = unique('solo').replace(' ', '-');
    const current = await tenant.admin.devices.credentials(device.id.id);
    await tenant.admin.devices.saveCredentials({
      ...current,
      credentialsType: 'MQTT_BASIC',
      credentialsValue: JSON.stringify({ clientId, userName: null, password: null }),
    });
    const result = await connectDevice(server, { clientId });
    expect(result.returnCode).toBe(0);
    await disconnect(result.client);
  });
});

describe('device state', () => {
  it('makes a connected device active with its connect time, and records its disconnect', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const before = Date.now();
    const client = await connectWithToken(server, token);
    await untilActive(tenant.admin, device);
    const connectedState = await tenant.admin.telemetry.attributes(device.id, 'SERVER_SCOPE', [
      'active',
      'lastConnectTime',
    ]);
    expect(Object.fromEntries(connectedState.map((entry) => [entry.key, entry.value]))).toEqual({
      active: true,
      lastConnectTime: expect.any(Number),
    });
    expect(connectedState.find((entry) => entry.key === 'lastConnectTime')?.value).toBeGreaterThanOrEqual(before);
    await disconnect(client);
    await expect
      .poll(() => serverAttribute(tenant.admin, device, 'lastDisconnectTime'), POLL)
      .toBeGreaterThanOrEqual(before);
  });
});

describe('subscribing', () => {
  it('grants the API topics at most QoS 1 and refuses any other topic with 0x80', async () => {
    const { token } = await createDevice(tenant.admin);
    const client = await connected(token);
    const granted = await subscribe(
      client,
      [
        'v1/devices/me/attributes',
        'v1/devices/me/attributes/response/+',
        'v1/devices/me/rpc/request/+',
        'v1/devices/me/rpc/response/+',
        'v1/devices/me/telemetry',
        '#',
      ],
      2,
    );
    expect(granted).toEqual([1, 1, 1, 1, 128, 128]);
    expect(await subscribe(client, ['v1/devices/me/attributes'], 0)).toEqual([0]);
  });
});

describe('publishing', () => {
  it('acknowledges a QoS 1 message only once it is stored', async () => {
    const { token } = await createDevice(tenant.admin);
    const client = await connected(token);
    await publish(client, 'v1/devices/me/attributes', { firmware: '1.2.3', ready: true });
    // Read straight after the PUBACK, without waiting: the attributes must already be there.
    const read = await deviceHttp(server, 'GET', `/api/v1/${token}/attributes?clientKeys=firmware,ready`);
    expect(read.json).toEqual({ client: { firmware: '1.2.3', ready: true } });
  });

  it('answers an attribute request on the response topic with the same id', async () => {
    const { token } = await createDevice(tenant.admin);
    const client = await connected(token);
    await publish(client, 'v1/devices/me/attributes', { model: 'X1', count: 3, ratio: 1.5 });
    await subscribe(client, ['v1/devices/me/attributes/response/+']);
    const answer = nextMessage(client, (topic) => topic.startsWith('v1/devices/me/attributes/response/'));
    await publish(client, 'v1/devices/me/attributes/request/7', { clientKeys: 'model,ratio' });
    const message = await answer;
    expect(message.topic).toBe('v1/devices/me/attributes/response/7');
    expect(message.json).toEqual({ client: { model: 'X1', ratio: 1.5 } });
  });

  it('answers an empty attribute request with every client attribute and no empty section', async () => {
    const { token } = await createDevice(tenant.admin);
    const client = await connected(token);
    await publish(client, 'v1/devices/me/attributes', { a: 1 });
    await subscribe(client, ['v2/a/res/+']);
    const answer = nextMessage(client);
    await publish(client, 'v2/a/req/3', {});
    const message = await answer;
    expect(message.topic).toBe('v2/a/res/3');
    expect(message.json).toEqual({ client: { a: 1 } });
  });

  it('closes the connection on a payload that is not valid telemetry', async () => {
    const { token } = await createDevice(tenant.admin);
    const client = await connected(token);
    const gone = closed(client);
    client.publish('v1/devices/me/telemetry', '{"temperature": ', { qos: 1 });
    await gone;
  });

  it('acknowledges an invalid payload when the MQTT profile asks for it', async () => {
    const profile = await tenant.admin.deviceProfiles.save({
      name: unique('Lenient MQTT'),
      transportType: 'MQTT',
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: {
          type: 'MQTT',
          deviceTelemetryTopic: 'v1/devices/me/telemetry',
          deviceAttributesTopic: 'v1/devices/me/attributes',
          transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
          sendAckOnValidationException: true,
        },
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
        alarms: null,
      },
    } as never);
    const { token } = await createDevice(tenant.admin, { deviceProfileId: profile.id });
    const client = await connected(token);
    await publish(client, 'v1/devices/me/telemetry', '[1, 2]');
    expect(client.connected).toBe(true);
  });

  it('takes telemetry and attributes on the topics of an MQTT profile', async () => {
    const profile = await tenant.admin.deviceProfiles.save({
      name: unique('Custom topics'),
      transportType: 'MQTT',
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: {
          type: 'MQTT',
          deviceTelemetryTopic: 'sensors/+/data',
          deviceAttributesTopic: 'sensors/+/attributes',
          transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
          sendAckOnValidationException: false,
        },
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
        alarms: null,
      },
    } as never);
    const { token } = await createDevice(tenant.admin, { deviceProfileId: profile.id });
    const client = await connected(token);
    await publish(client, 'sensors/kitchen/attributes', { room: 'kitchen' });
    const read = await deviceHttp(server, 'GET', `/api/v1/${token}/attributes`);
    expect(read.json).toEqual({ client: { room: 'kitchen' } });
  });
});

describe('telemetry', () => {
  it('is stored by the time a QoS 1 message is acknowledged, with the value types the device API infers', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const client = await connected(token);
    await publish(client, 'v1/devices/me/telemetry', { temperature: 21, humidity: 40.5, label: '12', on: true });
    await publish(client, 'v2/t', [{ ts: 1660000000000, values: { pressure: 1013 } }]);
    const latest = await tenant.admin.telemetry.latest(device.id, undefined, true);
    expect(latest).toEqual({
      humidity: [{ ts: expect.any(Number), value: 40.5 }],
      label: [{ ts: expect.any(Number), value: 12 }],
      on: [{ ts: expect.any(Number), value: true }],
      pressure: [{ ts: 1660000000000, value: 1013 }],
      temperature: [{ ts: expect.any(Number), value: 21 }],
    });
  });

  it('of child devices arrives through the gateway', async () => {
    const { token } = await createDevice(tenant.admin, { additionalInfo: { gateway: true } });
    const client = await connected(token);
    const name = unique('Gateway child');
    await publish(client, 'v1/gateway/telemetry', {
      [name]: [{ ts: 1660000000000, values: { level: 3 } }, { flow: 2.5 }],
    });
    const child = await tenant.admin.devices.byName(name);
    const latest = await tenant.admin.telemetry.latest(child.id, ['level', 'flow'], true);
    expect(latest).toEqual({
      level: [{ ts: 1660000000000, value: 3 }],
      flow: [{ ts: expect.any(Number), value: 2.5 }],
    });
  });
});

describe('shared attributes', () => {
  it('are pushed to a subscribed device when they change and when they are deleted', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const client = await connected(token);
    await subscribe(client, ['v1/devices/me/attributes']);
    let update = nextMessage(client);
    await tenant.admin.telemetry.saveAttributes(device.id, 'SHARED_SCOPE', { targetTemperature: 22.5, mode: 'eco' });
    expect(await update).toMatchObject({
      topic: 'v1/devices/me/attributes',
      json: { targetTemperature: 22.5, mode: 'eco' },
    });
    update = nextMessage(client);
    await tenant.admin.telemetry.deleteAttributes(device.id, 'SHARED_SCOPE', ['mode']);
    expect((await update).json).toEqual({ deleted: ['mode'] });
  });

  it('are not pushed for server attributes, nor to a device that did not subscribe', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const client = await connected(token);
    await subscribe(client, ['v2/a']);
    const update = nextMessage(client);
    await tenant.admin.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { secret: 1 });
    await tenant.admin.telemetry.saveAttributes(device.id, 'SHARED_SCOPE', { visible: 2 });
    expect(await update).toMatchObject({ topic: 'v2/a', json: { visible: 2 } });
  });

  it('are answered to an attribute request together with client attributes', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const client = await connected(token);
    await publish(client, 'v1/devices/me/attributes', { serial: 'A-1' });
    await tenant.admin.telemetry.saveAttributes(device.id, 'SHARED_SCOPE', { interval: 60, config: { a: [1, 2] } });
    await subscribe(client, ['v1/devices/me/attributes/response/+']);
    const answer = nextMessage(client);
    await publish(client, 'v1/devices/me/attributes/request/1', {
      clientKeys: 'serial',
      sharedKeys: 'interval,config',
    });
    expect((await answer).json).toEqual({ client: { serial: 'A-1' }, shared: { interval: 60, config: { a: [1, 2] } } });
  });

  it('of a gateway child reach the gateway with the device name', async () => {
    const { token } = await createDevice(tenant.admin, { additionalInfo: { gateway: true } });
    const client = await connected(token);
    const name = unique('Configured child');
    await publish(client, 'v1/gateway/connect', { device: name });
    await subscribe(client, ['v1/gateway/attributes']);
    const child = await tenant.admin.devices.byName(name);
    const update = nextMessage(client);
    await tenant.admin.telemetry.saveAttributes(child.id, 'SHARED_SCOPE', { setpoint: 7 });
    expect((await update).json).toEqual({ device: name, data: { setpoint: 7 } });
  });
});

describe('a deleted device', () => {
  it('loses its MQTT connection', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const client = await connected(token);
    const gone = closed(client);
    await tenant.admin.devices.delete(device.id.id);
    await gone;
    expect((await connectDevice(server, { username: token })).returnCode).toBe(5);
  });
});

describe('provisioning over MQTT', () => {
  it('answers on /provision/response to a provision-only session', async () => {
    const key = unique('key').replace(' ', '-');
    await tenant.admin.deviceProfiles.save({
      name: unique('Provisioned'),
      transportType: 'DEFAULT',
      provisionType: 'ALLOW_CREATE_NEW_DEVICES',
      provisionDeviceKey: key,
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceSecret: 'shh' },
        alarms: null,
      },
    } as never);
    const result = await connectDevice(server, { username: 'provision' });
    expect(result.returnCode).toBe(0);
    const client = result.client as MqttClient;
    clients.push(client);
    expect(await subscribe(client, ['/provision/response', 'v1/devices/me/attributes'])).toEqual([1, 128]);
    const answer = nextMessage(client);
    const deviceName = unique('Provisioned over MQTT');
    await publish(client, '/provision/request', { deviceName, provisionDeviceKey: key, provisionDeviceSecret: 'shh' });
    const message = await answer;
    expect(message.topic).toBe('/provision/response');
    expect(message.json).toEqual({
      credentialsValue: expect.any(String),
      credentialsType: 'ACCESS_TOKEN',
      status: 'SUCCESS',
    });
    const device = await tenant.admin.devices.byName(deviceName);
    const credentials = await tenant.admin.devices.credentials(device.id.id);
    expect(credentials.credentialsId).toBe(message.json.credentialsValue);
    await disconnect(client);
    const device2 = await connectDevice(server, { username: message.json.credentialsValue });
    expect(device2.returnCode).toBe(0);
    await disconnect(device2.client);
  });
});

describe('the gateway API', () => {
  async function gateway() {
    const { device, token } = await createDevice(tenant.admin, { additionalInfo: { gateway: true } });
    return { device, client: await connected(token) };
  }

  it('creates a connected child device with the given type, owned like the gateway', async () => {
    const { device: gw, client } = await gateway();
    const name = unique('Child');
    await publish(client, 'v1/gateway/connect', { device: name, type: unique('Sensor type') });
    const child = await tenant.admin.devices.byName(name);
    expect(child.customerId).toEqual(gw.customerId);
    const relations = await raw(server, 'GET', `/api/relations?fromId=${gw.id.id}&fromType=DEVICE`, {
      token: tokenOf(tenant.admin),
    });
    if (relations.status === 200) {
      expect(relations.json).toContainEqual(
        expect.objectContaining({ to: { entityType: 'DEVICE', id: child.id.id }, type: 'Created' }),
      );
    }
  });

  it('gives a child device the default type when none is named', async () => {
    const { client } = await gateway();
    const name = unique('Untyped child');
    await publish(client, 'v1/gateway/connect', { device: name });
    expect((await tenant.admin.devices.byName(name)).type).toBe('default');
  });

  it('stores attributes of child devices and answers their attribute requests', async () => {
    const { client } = await gateway();
    const name = unique('Child with attributes');
    await publish(client, 'v1/gateway/attributes', { [name]: { mode: 'eco', level: 4 } });
    await subscribe(client, ['v1/gateway/attributes/response']);
    let answer = nextMessage(client);
    await publish(client, 'v1/gateway/attributes/request', { id: 5, device: name, client: true, key: 'mode' });
    expect((await answer).json).toEqual({ id: 5, device: name, value: 'eco' });
    answer = nextMessage(client);
    await publish(client, 'v1/gateway/attributes/request', {
      id: 6,
      device: name,
      client: true,
      keys: ['mode', 'level'],
    });
    expect((await answer).json).toEqual({ id: 6, device: name, values: { mode: 'eco', level: 4 } });
  });

  it('drops gateway telemetry whose device values are neither a list nor an object and keeps the connection', async () => {
    const { client } = await gateway();
    const name = unique('Child');
    await publish(client, 'v1/gateway/telemetry', { [name]: 42 });
    await publish(client, 'v1/gateway/telemetry', { [name]: { temperature: 1 } });
    expect(client.connected).toBe(true);
    const child = await tenant.admin.devices.byName(name);
    expect(await tenant.admin.telemetry.latest(child.id, ['temperature'], true)).toEqual({
      temperature: [{ ts: expect.any(Number), value: 1 }],
    });
  });

  it('passes server-side RPC to a child through the gateway and returns its reply', async () => {
    const { client } = await gateway();
    const name = unique('RPC child');
    await publish(client, 'v1/gateway/connect', { device: name });
    await subscribe(client, ['v1/gateway/rpc']);
    const child = await tenant.admin.devices.byName(name);
    const request = nextMessage(client, (topic) => topic === 'v1/gateway/rpc');
    const call = raw(server, 'POST', `/api/rpc/twoway/${child.id.id}`, {
      token: tokenOf(tenant.admin),
      body: { method: 'getState', params: { pin: 4 } },
    });
    const message = await request;
    expect(message.json).toEqual({
      device: name,
      data: { id: expect.any(Number), method: 'getState', params: { pin: 4 } },
    });
    await publish(client, 'v1/gateway/rpc', { device: name, id: message.json.data.id, data: { state: 'on' } });
    const response = await call;
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ state: 'on' });
  });

  it('ends the child sessions with the gateway disconnect message', async () => {
    const { client } = await gateway();
    const name = unique('Leaving child');
    await publish(client, 'v1/gateway/connect', { device: name });
    await publish(client, 'v1/gateway/disconnect', { device: name });
    const child = await tenant.admin.devices.byName(name);
    // With its session gone, an RPC to the child finds no connection.
    const response = await raw(server, 'POST', `/api/plugins/rpc/oneway/${child.id.id}`, {
      token: tokenOf(tenant.admin),
      body: { method: 'ping', params: {}, timeout: 5000 },
    });
    expect(response.status).toBe(409);
  });
});

describe('server-side RPC over MQTT', () => {
  it('delivers a two-way request to a subscribed device and answers the REST call with its reply', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const client = await connected(token);
    await subscribe(client, ['v1/devices/me/rpc/request/+']);
    const request = nextMessage(client);
    const call = raw(server, 'POST', `/api/rpc/twoway/${device.id.id}`, {
      token: tokenOf(tenant.admin),
      body: { method: 'setGpio', params: { pin: 7, value: 1 } },
    });
    const message = await request;
    expect(message.topic).toMatch(/^v1\/devices\/me\/rpc\/request\/\d+$/);
    expect(message.json).toEqual({ method: 'setGpio', params: { pin: 7, value: 1 } });
    const id = message.topic.split('/').pop();
    await publish(client, `v1/devices/me/rpc/response/${id}`, { pin: 7, value: 1, ok: true });
    const response = await call;
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ pin: 7, value: 1, ok: true });
  });

  it('answers a one-way request with an empty 200 once the device has it', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const client = await connected(token);
    await subscribe(client, ['v2/r/req/+']);
    const request = nextMessage(client);
    const response = await raw(server, 'POST', `/api/rpc/oneway/${device.id.id}`, {
      token: tokenOf(tenant.admin),
      body: { method: 'reboot', params: 'now' },
    });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    const message = await request;
    expect(message.topic).toMatch(/^v2\/r\/req\/\d+$/);
    expect(message.json).toEqual({ method: 'reboot', params: 'now' });
  });

  it('answers 406 when the device replies with something that is not JSON', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const client = await connected(token);
    await subscribe(client, ['v1/devices/me/rpc/request/+']);
    const request = nextMessage(client);
    const call = raw(server, 'POST', `/api/rpc/twoway/${device.id.id}`, {
      token: tokenOf(tenant.admin),
      body: { method: 'status', params: {} },
    });
    const id = (await request).topic.split('/').pop();
    await publish(client, `v1/devices/me/rpc/response/${id}`, 'not json {');
    expect((await call).status).toBe(406);
  });

  it('times out a request the device never answers: 504 on the v2 API, 408 on the legacy one', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const client = await connected(token);
    await subscribe(client, ['v1/devices/me/rpc/request/+']);
    const body = { method: 'slow', params: {}, timeout: 1000 };
    const started = Date.now();
    const [v2, v1] = await Promise.all([
      raw(server, 'POST', `/api/rpc/twoway/${device.id.id}`, { token: tokenOf(tenant.admin), body }),
      raw(server, 'POST', `/api/plugins/rpc/twoway/${device.id.id}`, { token: tokenOf(tenant.admin), body }),
    ]);
    expect(v2.status).toBe(504);
    expect(v1.status).toBe(408);
    // A timeout below the 5 s minimum is raised to it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  });

  it('answers a request to an offline device: 504 on the v2 API, 409 on the legacy one', async () => {
    const { device } = await createDevice(tenant.admin);
    const body = { method: 'ping', params: {}, timeout: 5000 };
    const [v2, v1] = await Promise.all([
      raw(server, 'POST', `/api/rpc/twoway/${device.id.id}`, { token: tokenOf(tenant.admin), body }),
      raw(server, 'POST', `/api/plugins/rpc/oneway/${device.id.id}`, { token: tokenOf(tenant.admin), body }),
    ]);
    expect(v2.status).toBe(504);
    expect(v1.status).toBe(409);
  });

  it('sends a request queued while offline once the device subscribes before it expires', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const call = raw(server, 'POST', `/api/rpc/twoway/${device.id.id}`, {
      token: tokenOf(tenant.admin),
      body: { method: 'late', params: {}, timeout: 8000 },
    });
    // The request has to reach the server before the device connects, and a waiting request that is not
    // persistent leaves no trace the API could show; were the device first, the test would still pass, only no
    // longer test queueing.
    await sleep(500);
    const client = await connected(token);
    const request = nextMessage(client);
    await subscribe(client, ['v1/devices/me/rpc/request/+']);
    const id = (await request).topic.split('/').pop();
    await publish(client, `v1/devices/me/rpc/response/${id}`, { late: true });
    const response = await call;
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ late: true });
  });
});

describe('persistent RPC', () => {
  it('answers the rpc id at once, delivers when the device connects and records the reply', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const response = await raw(server, 'POST', `/api/rpc/twoway/${device.id.id}`, {
      token: tokenOf(tenant.admin),
      body: {
        method: 'configure',
        params: { interval: 30 },
        persistent: true,
        timeout: 20000,
        additionalInfo: { note: 'x' },
      },
    });
    expect(response.status).toBe(200);
    const rpcId = response.json.rpcId as string;
    expect(rpcId).toMatch(/^[0-9a-f-]{36}$/);
    const queued = await tenant.admin.rpc.persistent(rpcId);
    expect(queued).toEqual({
      id: { entityType: 'RPC', id: rpcId },
      createdTime: expect.any(Number),
      tenantId: tenant.tenant.id,
      deviceId: device.id,
      expirationTime: expect.any(Number),
      request: expect.objectContaining({
        id: rpcId,
        oneway: false,
        body: { method: 'configure', params: '{"interval":30}' },
        persisted: true,
      }),
      response: null,
      status: 'QUEUED',
      additionalInfo: { note: 'x' },
    });
    const client = await connected(token);
    const request = nextMessage(client);
    await subscribe(client, ['v1/devices/me/rpc/request/+']);
    const message = await request;
    expect(message.json).toEqual({ method: 'configure', params: { interval: 30 } });
    await expect.poll(async () => (await tenant.admin.rpc.persistent(rpcId)).status, POLL).toBe('DELIVERED');
    await publish(client, `v1/devices/me/rpc/response/${message.topic.split('/').pop()}`, { applied: true });
    await expect.poll(async () => (await tenant.admin.rpc.persistent(rpcId)).status, POLL).toBe('SUCCESSFUL');
    const done = await tenant.admin.rpc.persistent(rpcId);
    expect(done.status).toBe('SUCCESSFUL');
    expect(done.response).toEqual({ applied: true });

    const page = await tenant.admin.rpc.persistentByDevice(device.id.id, { pageSize: 10, page: 0 }, 'SUCCESSFUL');
    expect(page.data.map((rpc) => rpc.id.id)).toEqual([rpcId]);
    const none = await tenant.admin.rpc.persistentByDevice(device.id.id, { pageSize: 10, page: 0 }, 'QUEUED');
    expect(none.totalElements).toBe(0);
  });

  it('marks a one-way request delivered on the PUBACK, and a request nobody takes expired', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const oneway = await tenant.admin.rpc.oneway(device.id.id, { method: 'blink', params: {}, persistent: true });
    const expiring = await tenant.admin.rpc.twoway<{ rpcId: string }>(device.id.id, {
      method: 'never',
      params: {},
      persistent: true,
      expirationTime: Date.now() + 1500,
    });
    await expect.poll(async () => (await tenant.admin.rpc.persistent(expiring.rpcId)).status, POLL).toBe('EXPIRED');
    const client = await connected(token);
    const request = nextMessage(client);
    await subscribe(client, ['v1/devices/me/rpc/request/+']);
    expect((await request).json).toEqual({ method: 'blink', params: {} });
    const onewayId = (oneway as { rpcId: string }).rpcId;
    await expect.poll(async () => (await tenant.admin.rpc.persistent(onewayId)).status, POLL).toBe('DELIVERED');
  });

  it('deletes a persistent request', async () => {
    const { device } = await createDevice(tenant.admin);
    const { rpcId } = await tenant.admin.rpc.twoway<{ rpcId: string }>(device.id.id, {
      method: 'x',
      params: {},
      persistent: true,
    });
    await tenant.admin.rpc.deletePersistent(rpcId);
    const gone = await raw(server, 'GET', `/api/rpc/persistent/${rpcId}`, { token: tokenOf(tenant.admin) });
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe(`RPC with id [${rpcId}] is not found`);
  });
});
