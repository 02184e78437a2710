import type { DebugRuleNodeEventBody, Device, RuleChainMetaData } from '@fleetdeck/model';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  connectWithToken,
  createDevice,
  disconnect,
  nextMessage,
  publish,
  subscribe,
  untilActive,
} from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture } from './support/fixtures.js';
import { debugBodiesOf, messageTypeFilter, postTelemetry, ruleNode, saveRootChain } from './support/rule-chains.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
const clients: MqttClient[] = [];

const RPC_REQUESTS = 'v1/devices/me/rpc/request/+';
const CALL = { method: 'setGpio', params: { pin: 4, value: 1 } };

beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  ({ metadata } = await saveRootChain(tenant.admin, 'RPC request relations', {
    nodes: [
      messageTypeFilter('Telemetry?'),
      ruleNode('rpc.TbSendRPCRequestNode', 'RPC', { timeoutInSeconds: 1 }, true),
    ],
    connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
  }));
});

afterAll(async () => {
  await Promise.all(clients.map((client) => disconnect(client)));
});

/**
 * What the RPC node sent on for the device. The request message ends at the node at once (ACK in the debug log);
 * the outcome is a message of its own, later.
 */
async function sentOn(device: Device): Promise<DebugRuleNodeEventBody[]> {
  const events = await debugBodiesOf(tenant.admin, tenant.tenant.id.id, metadata, 'RPC', { entityId: device.id.id });
  return events.filter((each) => each.type === 'OUT' && each.relationType !== 'ACK');
}

/** A device connected over MQTT and listening for RPC requests. */
async function listeningDevice() {
  const created = await createDevice(tenant.admin);
  const client = await connectWithToken(server, created.token);
  clients.push(client);
  expect(await subscribe(client, [RPC_REQUESTS])).toEqual([1]);
  await untilActive(tenant.admin, created.device);
  return { ...created, client };
}

describe('the RPC call request node in a running chain', () => {
  it('Success with the reply of a device that answers the request over MQTT', async () => {
    const { device, client } = await listeningDevice();
    const request = nextMessage(client, (topic) => topic.startsWith('v1/devices/me/rpc/request/'));
    await publish(client, 'v1/devices/me/telemetry', CALL);
    const received = await request;
    expect(received.json).toEqual(CALL);
    await publish(client, `v1/devices/me/rpc/response/${received.topic.split('/').pop()}`, { done: true });
    await vi.waitFor(async () => expect(await sentOn(device)).toHaveLength(1), POLL);
    const [reply] = await sentOn(device);
    expect({ relation: reply?.relationType, data: reply?.data }).toEqual({
      relation: 'Success',
      data: '{"done":true}',
    });
  });

  it('Failure with a TIMEOUT error when the device receives the request and never answers', async () => {
    const { device, client } = await listeningDevice();
    const request = nextMessage(client, (topic) => topic.startsWith('v1/devices/me/rpc/request/'));
    await publish(client, 'v1/devices/me/telemetry', CALL);
    expect((await request).json).toEqual(CALL);
    await vi.waitFor(async () => expect(await sentOn(device)).toHaveLength(1), POLL);
    const [failed] = await sentOn(device);
    expect({ relation: failed?.relationType, data: failed?.data }).toEqual({
      relation: 'Failure',
      data: '{"error":"TIMEOUT"}',
    });
  });

  it('Failure with a NO_ACTIVE_CONNECTION error for a device that is not connected', async () => {
    const { device, token } = await createDevice(tenant.admin);
    await postTelemetry(server, token, CALL);
    await vi.waitFor(async () => expect(await sentOn(device)).toHaveLength(1), POLL);
    const [failed] = await sentOn(device);
    expect({ relation: failed?.relationType, data: failed?.data }).toEqual({
      relation: 'Failure',
      data: '{"error":"NO_ACTIVE_CONNECTION"}',
    });
  });

  it('Failure at once for a message without a method', async () => {
    const { device, token } = await createDevice(tenant.admin);
    await postTelemetry(server, token, { params: {} });
    await vi.waitFor(async () => expect(await sentOn(device)).toHaveLength(1), POLL);
    const [failed] = await sentOn(device);
    expect({ relation: failed?.relationType, error: failed?.error }).toEqual({
      relation: 'Failure',
      error: 'Method is not present in the message!',
    });
  });
});
