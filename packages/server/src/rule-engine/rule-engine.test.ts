import { type EntityId, entityId, NULL_UUID } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { createDeviceProfile } from '../storage/install/device-profiles.js';
import { createTenantDefaults } from '../storage/install/tenant-defaults.js';
import { openTempContext, type TempContext } from '../testing/temp-context.js';
import type { DeviceRpcRequest } from './device-rpc.js';
import { MSG_TYPES, type TbMsg } from './message.js';

let temp: TempContext;

beforeAll(async () => {
  temp = await openTempContext();
});

afterAll(async () => {
  await temp.close();
});

const ENGINE = 'org.thingsboard.rule.engine';

async function newTenant(): Promise<string> {
  const id = newId();
  const profile = await temp.ctx.db.selectFrom('tenant_profile').select('id').executeTakeFirstOrThrow();
  await temp.ctx.db
    .insertInto('tenant')
    .values({
      id,
      created_time: uuidTime(id),
      title: `Tenant ${id}`,
      region: null,
      tenant_profile_id: profile.id,
      additional_info: null,
      country: null,
      state: null,
      city: null,
      address: null,
      address2: null,
      zip: null,
      phone: null,
      email: null,
    })
    .execute();
  await createTenantDefaults(temp.ctx.db, id);
  return id;
}

async function newDevice(tenantId: string, profileName = 'default'): Promise<EntityId> {
  const profile = await temp.ctx.db
    .selectFrom('device_profile')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', profileName)
    .executeTakeFirstOrThrow();
  const id = newId();
  await temp.ctx.db
    .insertInto('device')
    .values({
      id,
      created_time: uuidTime(id),
      tenant_id: tenantId,
      customer_id: NULL_UUID,
      name: `Device ${id}`,
      type: profileName,
      label: null,
      device_profile_id: profile.id,
      device_data: null,
      firmware_id: null,
      software_id: null,
      additional_info: null,
      external_id: null,
    })
    .execute();
  return entityId('DEVICE', id);
}

/** A chain of the given nodes; connections [from, to, type]; the first node is index 0. */
async function createChain(
  tenantId: string,
  nodes: Array<{ type: string; configuration?: Record<string, unknown>; debugMode?: boolean }>,
  connections: Array<[number, number, string]>,
): Promise<string> {
  const chainId = newId();
  const nodeIds = nodes.map(() => newId());
  await temp.ctx.db
    .insertInto('rule_chain')
    .values({
      id: chainId,
      created_time: uuidTime(chainId),
      tenant_id: tenantId,
      name: 'Test chain',
      type: 'CORE',
      first_rule_node_id: nodeIds[0] ?? null,
      root: 0,
      debug_mode: 0,
      configuration: null,
      additional_info: null,
      external_id: null,
    })
    .execute();
  await temp.ctx.db
    .insertInto('rule_node')
    .values(
      nodes.map((node, i) => ({
        id: nodeIds[i] as string,
        created_time: uuidTime(nodeIds[i] as string),
        rule_chain_id: chainId,
        type: node.type,
        name: `Node ${i}`,
        debug_mode: node.debugMode ? 1 : 0,
        configuration: toJsonText(node.configuration ?? {}),
        additional_info: null,
        external_id: null,
      })),
    )
    .execute();
  if (connections.length > 0) {
    await temp.ctx.db
      .insertInto('relation')
      .values(
        connections.map(([from, to, type]) => ({
          from_id: nodeIds[from] as string,
          from_type: 'RULE_NODE',
          to_id: nodeIds[to] as string,
          to_type: 'RULE_NODE',
          relation_type_group: 'RULE_NODE',
          relation_type: type,
          additional_info: null,
        })),
      )
      .execute();
  }
  return chainId;
}

function message(tenantId: string, originator: EntityId, type: string, data: unknown, metadata = {}): TbMsg {
  return {
    id: newId(),
    ts: Date.now(),
    type,
    originator,
    tenantId,
    customerId: NULL_UUID,
    metadata,
    data: typeof data === 'string' ? data : JSON.stringify(data),
  };
}

const warnings = (text: string) =>
  temp.logged.filter(([level, , message]) => level === 'warn' && String(message).includes(text));

describe('the root rule chain', () => {
  it('stores posted telemetry before push resolves, at the metadata time', async () => {
    const tenantId = await newTenant();
    const device = await newDevice(tenantId);
    const msg = message(tenantId, device, MSG_TYPES.postTelemetry, '{"temperature":21.5,"on":true}', {
      ts: '1650000000000',
    });
    await temp.ctx.ruleEngine.push(msg);
    expect(await temp.ctx.telemetry.latest(device)).toEqual([
      { key: 'on', ts: 1650000000000, value: { type: 'BOOLEAN', value: true } },
      { key: 'temperature', ts: 1650000000000, value: { type: 'DOUBLE', value: 21.5 } },
    ]);
    expect(temp.events.at(-1)).toMatchObject({ type: 'timeseries', tenantId, entityId: device });
  });

  it('takes the time from the data when it carries one, else the message time', async () => {
    const tenantId = await newTenant();
    const device = await newDevice(tenantId);
    await temp.ctx.ruleEngine.push(message(tenantId, device, MSG_TYPES.postTelemetry, { ts: 1000, values: { a: 1 } }));
    const msg = message(tenantId, device, MSG_TYPES.postTelemetry, { b: 2 });
    await temp.ctx.ruleEngine.push(msg);
    const latest = await temp.ctx.telemetry.latest(device);
    expect(latest.map((e) => [e.key, e.ts])).toEqual([
      ['a', 1000],
      ['b', msg.ts],
    ]);
  });

  it('keeps points for the metadata TTL', async () => {
    const tenantId = await newTenant();
    const device = await newDevice(tenantId);
    await temp.ctx.ruleEngine.push(message(tenantId, device, MSG_TYPES.postTelemetry, { a: 1 }, { TTL: '60' }));
    const [row] = await temp.ctx.db
      .selectFrom('ts_kv')
      .select('expires_at')
      .where('entity_id', '=', device.id)
      .execute();
    expect(Number(row?.expires_at)).toBeGreaterThan(Date.now() + 50_000);
    expect(Number(row?.expires_at)).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('stores posted attributes as client attributes', async () => {
    const tenantId = await newTenant();
    const device = await newDevice(tenantId);
    await temp.ctx.ruleEngine.push(
      message(tenantId, device, MSG_TYPES.postAttributes, { firmware: '1.2.3', reboots: '7' }),
    );
    const attributes = await temp.ctx.telemetry.attributes(device);
    expect(attributes.map((a) => [a.scope, a.key, a.value])).toEqual([
      ['CLIENT_SCOPE', 'firmware', { type: 'STRING', value: '1.2.3' }],
      ['CLIENT_SCOPE', 'reboots', { type: 'LONG', value: 7 }],
    ]);
  });

  it('logs RPC requests from devices and messages of other types at info, and drops events it has no link for', async () => {
    const tenantId = await newTenant();
    const device = await newDevice(tenantId);
    await temp.ctx.ruleEngine.push(message(tenantId, device, MSG_TYPES.toServerRpc, { method: 'getTime', params: {} }));
    const logged = temp.logged.length;
    // the switch sends it along "Connect Event", which the root chain does not link
    await temp.ctx.ruleEngine.push(message(tenantId, device, MSG_TYPES.connect, { reason: 'test' }));
    expect(temp.logged).toHaveLength(logged);
    await temp.ctx.ruleEngine.push(message(tenantId, device, 'CUSTOM_EVENT', { reason: 'test' }));
    const infos = temp.logged.filter(([level]) => level === 'info').slice(-2);
    expect(infos[0]?.[1]).toMatchObject({ ruleNode: 'Log RPC from Device' });
    expect(String(infos[0]?.[2])).toContain('{"method":"getTime","params":{}}');
    expect(infos[1]?.[1]).toMatchObject({ ruleNode: 'Log Other' });
  });

  it('fails a telemetry message with a null value and stores nothing', async () => {
    const tenantId = await newTenant();
    const device = await newDevice(tenantId);
    const before = warnings('rule node failed').length;
    await temp.ctx.ruleEngine.push(message(tenantId, device, MSG_TYPES.postTelemetry, '{"a":1,"b":null}'));
    expect(await temp.ctx.telemetry.latest(device)).toEqual([]);
    expect(warnings('rule node failed')).toHaveLength(before + 1);
  });
});

describe('RPC to devices', () => {
  it('fails the request while no RPC service is there', async () => {
    const tenantId = await newTenant();
    const device = await newDevice(tenantId);
    await temp.ctx.ruleEngine.push(
      message(tenantId, device, MSG_TYPES.rpcCallFromServer, { method: 'reboot', params: {} }),
    );
    const [, details] = warnings('rule node failed').at(-1) ?? [];
    expect(String((details as { err: Error }).err.message)).toBe('RPC service is not available');
  });
});

describe('RPC to devices, with an RPC service', () => {
  const requests: DeviceRpcRequest[] = [];
  let answer: (value: { response?: string }) => void = () => undefined;
  let withoutRpc: TempContext;

  // A context of its own, whose rule engine sends RPC requests to this fake service.
  beforeAll(async () => {
    withoutRpc = temp;
    temp = await openTempContext({
      deviceRpc: {
        sendToDevice: (request) => {
          requests.push(request);
          return new Promise((resolve) => {
            answer = resolve;
          });
        },
      },
    });
  });

  afterAll(async () => {
    await temp.close();
    temp = withoutRpc;
  });

  it('hands the request to the RPC service and acknowledges the message at once', async () => {
    const tenantId = await newTenant();
    const device = await newDevice(tenantId);
    const before = Date.now();
    await temp.ctx.ruleEngine.push(
      message(
        tenantId,
        device,
        MSG_TYPES.rpcCallFromServer,
        '{"method":"setGpio","params":{"pin":7,"value":1.0},"requestId":12}',
        { oneway: 'true', requestUUID: 'f0f0f0f0-0000-1000-8000-000000000001' },
      ),
    );
    expect(requests).toEqual([
      {
        tenantId,
        deviceId: device.id,
        requestId: 12,
        method: 'setGpio',
        params: '{"pin":7,"value":1.0}',
        oneway: true,
        expirationTime: expect.any(Number),
        persistent: false,
        retries: null,
        requestUUID: 'f0f0f0f0-0000-1000-8000-000000000001',
        additionalInfo: undefined,
      },
    ]);
    expect(requests[0]?.expirationTime).toBeGreaterThanOrEqual(before + 60_000);
    answer({ response: '{"ok":true}' });
  });
});

describe('chains as stored', () => {
  it("runs a device's messages through its profile's default rule chain", async () => {
    const tenantId = await newTenant();
    const chainId = await createChain(
      tenantId,
      [{ type: `${ENGINE}.telemetry.TbMsgTimeseriesNode` }, { type: `${ENGINE}.telemetry.TbMsgTimeseriesNode` }],
      [[0, 1, 'Success']],
    );
    await createDeviceProfile(temp.ctx.db, tenantId, { name: 'own chain', description: null, isDefault: false });
    await temp.ctx.db
      .updateTable('device_profile')
      .set({ default_rule_chain_id: chainId })
      .where('tenant_id', '=', tenantId)
      .where('name', '=', 'own chain')
      .execute();
    const device = await newDevice(tenantId, 'own chain');
    await temp.ctx.ruleEngine.push(message(tenantId, device, MSG_TYPES.postAttributes, { a: 1 }));
    // the profile chain has no attribute node: the message fails there instead of being stored
    expect(await temp.ctx.telemetry.attributes(device)).toEqual([]);
    const [, details] = warnings('rule node failed').at(-1) ?? [];
    expect((details as { err: Error }).err.message).toBe('Unsupported msg type: POST_ATTRIBUTES_REQUEST');
  });

  it('sends messages of an unknown node type to Failure and says so once', async () => {
    const tenantId = await newTenant();
    await temp.ctx.db
      .updateTable('rule_node')
      .set({ type: 'com.example.MysteryNode' })
      .where('name', '=', 'Device Profile Node')
      .where('rule_chain_id', 'in', temp.ctx.db.selectFrom('rule_chain').select('id').where('tenant_id', '=', tenantId))
      .execute();
    temp.ctx.ruleEngine.reload(tenantId);
    const device = await newDevice(tenantId);
    await temp.ctx.ruleEngine.push(message(tenantId, device, MSG_TYPES.postTelemetry, { a: 1 }));
    await temp.ctx.ruleEngine.push(message(tenantId, device, MSG_TYPES.postTelemetry, { a: 2 }));
    expect(await temp.ctx.telemetry.latest(device)).toEqual([]);
    expect(warnings('rule node type is not supported')).toHaveLength(1);
  });

  it('reloads a changed chain', async () => {
    const tenantId = await newTenant();
    const device = await newDevice(tenantId);
    await temp.ctx.ruleEngine.push(message(tenantId, device, MSG_TYPES.postTelemetry, { a: 1 }));
    await temp.ctx.db
      .updateTable('rule_node')
      .set({ configuration: toJsonText({ scope: 'SERVER_SCOPE' }) })
      .where('name', '=', 'Save Client Attributes')
      .where('rule_chain_id', 'in', temp.ctx.db.selectFrom('rule_chain').select('id').where('tenant_id', '=', tenantId))
      .execute();
    temp.ctx.ruleEngine.reload(tenantId);
    await temp.ctx.ruleEngine.push(message(tenantId, device, MSG_TYPES.postAttributes, { b: 1 }));
    expect((await temp.ctx.telemetry.attributes(device)).map((a) => a.scope)).toEqual(['SERVER_SCOPE']);
  });

  it('stores the counts of a message count node as telemetry of the tenant', async () => {
    const tenantId = await newTenant();
    const chainId = await createChain(
      tenantId,
      [
        { type: `${ENGINE}.action.TbMsgCountNode`, configuration: { telemetryPrefix: 'counted', interval: 1 } },
        { type: `${ENGINE}.telemetry.TbMsgTimeseriesNode`, configuration: { defaultTTL: 0 } },
      ],
      [[0, 1, 'Success']],
    );
    await temp.ctx.db.updateTable('rule_chain').set({ root: 0 }).where('tenant_id', '=', tenantId).execute();
    await temp.ctx.db.updateTable('rule_chain').set({ root: 1 }).where('id', '=', chainId).execute();
    temp.ctx.ruleEngine.reload(tenantId);
    const tenant = entityId('TENANT', tenantId);
    for (let i = 0; i < 3; i++) await temp.ctx.ruleEngine.push(message(tenantId, tenant, 'CUSTOM', {}));
    const counted = async () => (await temp.ctx.telemetry.latest(tenant)).find((e) => e.key.startsWith('counted_'));
    await expect
      .poll(async () => (await counted())?.value, { timeout: 10000, interval: 100 })
      .toEqual({
        type: 'LONG',
        value: 3,
      });
    temp.ctx.ruleEngine.reload(tenantId);
  });

  it('shows what a node in debug mode sends on later as an OUT event of that node', async () => {
    const tenantId = await newTenant();
    const chainId = await createChain(
      tenantId,
      [
        {
          type: `${ENGINE}.delay.TbMsgDelayNode`,
          configuration: { periodInSeconds: 0, maxPendingMsgs: 10 },
          debugMode: true,
        },
      ],
      [],
    );
    await temp.ctx.db.updateTable('rule_chain').set({ root: 0 }).where('tenant_id', '=', tenantId).execute();
    await temp.ctx.db.updateTable('rule_chain').set({ root: 1 }).where('id', '=', chainId).execute();
    temp.ctx.ruleEngine.reload(tenantId);
    const tenant = entityId('TENANT', tenantId);
    const sent = message(tenantId, tenant, 'CUSTOM', { n: 1 });
    await temp.ctx.ruleEngine.push(sent);
    const debugEvents = async () => {
      const rows = await temp.ctx.db
        .selectFrom('event')
        .select('body')
        .where('tenant_id', '=', tenantId)
        .where('event_type', '=', 'DEBUG_RULE_NODE')
        .orderBy('created_time')
        .execute();
      return rows.map((row) => JSON.parse(row.body) as { type: string; relationType: string; msgId: string });
    };
    await expect
      .poll(async () => (await debugEvents()).map(({ type, relationType }) => `${type} ${relationType}`), {
        timeout: 10000,
        interval: 50,
      })
      .toEqual(['IN ', 'OUT ACK', 'OUT Success']);
    const [, , delayed] = await debugEvents();
    expect(delayed?.msgId).not.toBe(sent.id);
    temp.ctx.ruleEngine.reload(tenantId);
  });

  it('stops a message that loops and lets other work run meanwhile', async () => {
    const tenantId = await newTenant();
    const chainId = await createChain(
      tenantId,
      [{ type: `${ENGINE}.profile.TbDeviceProfileNode` }],
      [[0, 0, 'Success']],
    );
    await temp.ctx.db
      .updateTable('rule_chain')
      .set({ root: 0 })
      .where('tenant_id', '=', tenantId)
      .where('root', '=', 1)
      .execute();
    await temp.ctx.db.updateTable('rule_chain').set({ root: 1 }).where('id', '=', chainId).execute();
    temp.ctx.ruleEngine.reload(tenantId);
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    const tenant = entityId('TENANT', tenantId);
    await temp.ctx.ruleEngine.push(message(tenantId, tenant, 'CUSTOM', {}));
    clearInterval(ticker);
    expect(warnings('message dropped after 1000 rule node executions')).toHaveLength(1);
    expect(turns).toBeGreaterThan(0);
  });
});
