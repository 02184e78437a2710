import type { DebugRuleNodeEventBody, Device, RuleChainMetaData } from '@fleetdeck/model';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  connectWithToken,
  createDevice,
  deviceHttp,
  disconnect,
  nextMessage,
  publish,
  subscribe,
  untilActive,
} from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
const clients: MqttClient[] = [];

const ENGINE = 'org.thingsboard.rule.engine';
const OLDEST_FIRST = { pageSize: 100, page: 0, sortOrder: { property: 'createdTime', direction: 'ASC' as const } };
const RPC_REQUESTS = 'v1/devices/me/rpc/request/+';
const CALL = { method: 'setGpio', params: { pin: 4, value: 1 } };

beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  const chain = await tenant.admin.ruleChains.save({ name: 'RPC request relations' });
  metadata = await tenant.admin.ruleChains.saveMetadata({
    ruleChainId: chain.id,
    firstNodeIndex: 0,
    nodes: [
      {
        type: `${ENGINE}.filter.TbMsgTypeFilterNode`,
        name: 'Telemetry?',
        debugMode: false,
        configuration: { messageTypes: ['POST_TELEMETRY_REQUEST'] },
      },
      {
        type: `${ENGINE}.rpc.TbSendRPCRequestNode`,
        name: 'RPC',
        debugMode: true,
        configuration: { timeoutInSeconds: 1 },
      },
    ],
    connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
  });
  await tenant.admin.ruleChains.setRoot(chain.id.id);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => disconnect(client)));
});

const rpcNodeId = () => metadata.nodes.find((each) => each.name === 'RPC')?.id.id as string;

/**
 * What the RPC node sent on for the device. The request message ends at the node at once (ACK in the debug log);
 * the outcome is a message of its own, later.
 */
async function sentOn(device: Device): Promise<DebugRuleNodeEventBody[]> {
  const page = await tenant.admin.events.filtered(
    { entityType: 'RULE_NODE', id: rpcNodeId() },
    { eventType: 'DEBUG_RULE_NODE', entityId: device.id.id },
    tenant.tenant.id.id,
    OLDEST_FIRST,
  );
  const events = page.data.map((event) => event.body as DebugRuleNodeEventBody);
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
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, CALL)).status).toBe(200);
    await vi.waitFor(async () => expect(await sentOn(device)).toHaveLength(1), POLL);
    const [failed] = await sentOn(device);
    expect({ relation: failed?.relationType, data: failed?.data }).toEqual({
      relation: 'Failure',
      data: '{"error":"NO_ACTIVE_CONNECTION"}',
    });
  });

  it('Failure at once for a message without a method', async () => {
    const { device, token } = await createDevice(tenant.admin);
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { params: {} })).status).toBe(200);
    await vi.waitFor(async () => expect(await sentOn(device)).toHaveLength(1), POLL);
    const [failed] = await sentOn(device);
    expect({ relation: failed?.relationType, error: failed?.error }).toEqual({
      relation: 'Failure',
      error: 'Method is not present in the message!',
    });
  });
});
