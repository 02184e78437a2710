import type { Device } from '@fleetdeck/model';
import mqtt, { type MqttClient } from 'mqtt';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDevice, disconnect, publish, type Received, serverAttribute, subscribe } from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture, unique } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenant: TenantFixture;
const clients: MqttClient[] = [];

const RPC_REQUESTS = 'v1/devices/me/rpc/request/+';
const ATTRIBUTES = 'v1/devices/me/attributes';

beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => disconnect(client)));
});

/**
 * A device connecting with a persistent session (clean: false) and a fixed client id, recording every message from
 * the first packet on, so a message a broker would hand back at once on reconnection is seen as well.
 */
function connectPersistent(token: string, clientId: string): Promise<{ client: MqttClient; received: Received[] }> {
  return new Promise((resolve, reject) => {
    const received: Received[] = [];
    const client = mqtt.connect(server.mqttUrl, {
      username: token,
      clientId,
      clean: false,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    clients.push(client);
    client.on('message', (topic, payload, packet) => {
      const text = payload.toString();
      received.push({ topic, text, json: JSON.parse(text), qos: packet.qos });
    });
    client.once('connect', () => resolve({ client, received }));
    client.once('error', reject);
  });
}

/** Disconnects the device and waits until the server has seen it go. */
async function goAway(client: MqttClient, device: Device): Promise<void> {
  const before = await serverAttribute(tenant.admin, device, 'lastDisconnectTime');
  await disconnect(client);
  await expect
    .poll(() => serverAttribute(tenant.admin, device, 'lastDisconnectTime'), POLL)
    .not.toEqual(before ?? undefined);
}

// The platform's MQTT transport is no broker: a session's subscriptions live as long as its connection, whatever
// the clean session flag says, and nothing published while a device is away is kept for it. What reaches a device
// that was away is what the platform keeps itself: RPC requests waiting for the device (persistent ones until they
// expire) are sent when it subscribes to RPC again.
describe('a device with a persistent session (clean: false)', () => {
  it('gets an RPC request sent while it was away once it subscribes again with the same client id', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const clientId = unique('persistent').replace(' ', '-');
    const first = await connectPersistent(token, clientId);
    expect(await subscribe(first.client, [RPC_REQUESTS], 1)).toEqual([1]);
    await goAway(first.client, device);

    const { rpcId } = await tenant.admin.rpc.twoway<{ rpcId: string }>(device.id.id, {
      method: 'setInterval',
      params: { seconds: 30 },
      persistent: true,
      timeout: 30000,
    });
    expect((await tenant.admin.rpc.persistent(rpcId)).status).toBe('QUEUED');

    const again = await connectPersistent(token, clientId);
    await subscribe(again.client, [RPC_REQUESTS], 1);
    await expect
      .poll(() => again.received.map((message) => message.json), POLL)
      .toEqual([{ method: 'setInterval', params: { seconds: 30 } }]);
    expect(again.received[0]?.qos).toBe(1);
    await expect.poll(async () => (await tenant.admin.rpc.persistent(rpcId)).status, POLL).toBe('DELIVERED');
    const requestId = again.received[0]?.topic.split('/').pop();
    await publish(again.client, `v1/devices/me/rpc/response/${requestId}`, { ok: true });
    await expect.poll(async () => (await tenant.admin.rpc.persistent(rpcId)).status, POLL).toBe('SUCCESSFUL');
  });

  it('keeps neither its subscriptions nor the attribute updates made while it was away', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const clientId = unique('persistent').replace(' ', '-');
    const first = await connectPersistent(token, clientId);
    expect(await subscribe(first.client, [ATTRIBUTES], 1)).toEqual([1]);
    await goAway(first.client, device);
    await tenant.admin.telemetry.saveAttributes(device.id, 'SHARED_SCOPE', { whileAway: 1 });

    const again = await connectPersistent(token, clientId);
    await subscribe(again.client, [ATTRIBUTES], 1);
    await tenant.admin.telemetry.saveAttributes(device.id, 'SHARED_SCOPE', { subscribed: 3 });
    await expect.poll(() => again.received.length, POLL).toBeGreaterThan(0);
    // The first message the device gets is the update made once it subscribed again: nothing was held for it.
    expect(again.received.map((message) => message.json)).toEqual([{ subscribed: 3 }]);
  });
});
