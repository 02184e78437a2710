import type { Api } from '@fleetdeck/client';
import type { RuleChain, RuleChainMetaData, RuleChainMetaDataDraft, RuleNodeDraft } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import {
  createCustomerWithUser,
  createTenantWithAdmin,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  PAGE,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
let tenant: TenantFixture;
let other: TenantFixture;
let customer: Api;

const ENGINE = 'org.thingsboard.rule.engine';
const SAVE_TIMESERIES = `${ENGINE}.telemetry.TbMsgTimeseriesNode`;
const JS_FILTER = `${ENGINE}.filter.TbJsFilterNode`;
const LOG = `${ENGINE}.action.TbLogNode`;
const INPUT = `${ENGINE}.flow.TbRuleChainInputNode`;
const OUTPUT = `${ENGINE}.flow.TbRuleChainOutputNode`;
const DEVICE_PROFILE_NODE = `${ENGINE}.profile.TbDeviceProfileNode`;
const MSG_TYPE_SWITCH = `${ENGINE}.filter.TbMsgTypeSwitchNode`;

const CHAIN_KEYS = [
  'additionalInfo',
  'configuration',
  'createdTime',
  'debugMode',
  'externalId',
  'firstRuleNodeId',
  'id',
  'name',
  'root',
  'tenantId',
  'type',
];
const NODE_KEYS = [
  'additionalInfo',
  'configuration',
  'createdTime',
  'debugMode',
  'externalId',
  'id',
  'name',
  'ruleChainId',
  'type',
];

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  [tenant, other] = await Promise.all([
    createTenantWithAdmin(server, sysadmin),
    createTenantWithAdmin(server, sysadmin),
  ]);
  customer = (await createCustomerWithUser(server, tenant.admin)).api;
});

const node = (type: string, name: string, configuration: Record<string, unknown> = {}): RuleNodeDraft => ({
  type,
  name,
  configuration,
  debugMode: false,
  additionalInfo: { layoutX: 100, layoutY: 100 },
});

function newChain(api: Api = tenant.admin, extra: Partial<RuleChain> = {}): Promise<RuleChain> {
  return api.ruleChains.save({ name: unique('Chain'), ...extra });
}

async function rootChain(api: Api, type: 'CORE' | 'EDGE' = 'CORE'): Promise<RuleChain> {
  const page = await api.ruleChains.list(PAGE, type);
  const root = page.data.find((chain) => chain.root);
  if (!root) throw new Error(`the tenant has no ${type} root chain`);
  return root;
}

/** Saves metadata with raw HTTP, for the error cases. */
function saveMetadataRaw(api: Api, body: unknown, query = '') {
  return raw(server, 'POST', `/api/ruleChain/metadata${query}`, { token: tokenOf(api), body });
}

describe('reading rule chains', () => {
  it('answers a chain in the RuleChain shape', async () => {
    const root = await rootChain(tenant.admin);
    const response = await raw(server, 'GET', `/api/ruleChain/${root.id.id}`, { token: tokenOf(tenant.admin) });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(CHAIN_KEYS);
    expect(response.json).toMatchObject({
      id: { entityType: 'RULE_CHAIN', id: root.id.id },
      tenantId: tenant.tenant.id,
      name: 'Root Rule Chain',
      type: 'CORE',
      root: true,
      debugMode: false,
      firstRuleNodeId: { entityType: 'RULE_NODE', id: expect.any(String) },
    });
  });

  it('lists the CORE chains by default and the EDGE chains when asked, with text search', async () => {
    const core = await tenant.admin.ruleChains.list(PAGE);
    expect(core.data.map((chain) => chain.name)).toContain('Root Rule Chain');
    expect(core.data.every((chain) => chain.type === 'CORE')).toBe(true);
    const edge = await tenant.admin.ruleChains.list(PAGE, 'EDGE');
    expect(edge.data.map((chain) => chain.name)).toEqual(['Edge Root Rule Chain']);
    const search = await tenant.admin.ruleChains.list({ ...PAGE, textSearch: 'root rule' });
    expect(search).toEqual({
      data: [expect.objectContaining({ name: 'Root Rule Chain' })],
      totalPages: 1,
      totalElements: 1,
      hasNext: false,
    });
  });

  it('refuses an unknown chain type', async () => {
    const response = await raw(server, 'GET', '/api/ruleChains?pageSize=10&page=0&type=CLOUD', {
      token: tokenOf(tenant.admin),
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('No enum constant org.thingsboard.server.common.data.rule.RuleChainType.CLOUD');
  });

  it('answers 404 for a missing chain and 403 for another tenant chain or a customer user', async () => {
    await expectError(
      tenant.admin.ruleChains.get(MISSING_ID),
      404,
      32,
      `Rule chain with id [${MISSING_ID}] is not found`,
    );
    const foreign = await rootChain(other.admin);
    await expectPermissionDenied(tenant.admin.ruleChains.get(foreign.id.id));
    await expectPermissionDenied(tenant.admin.ruleChains.metadata(foreign.id.id));
    await expectPermissionDenied(customer.ruleChains.list(PAGE));
  });
});

describe('the metadata of a chain', () => {
  it('answers the Root Rule Chain nodes and connections by index', async () => {
    const root = await rootChain(tenant.admin);
    const response = await raw(server, 'GET', `/api/ruleChain/${root.id.id}/metadata`, {
      token: tokenOf(tenant.admin),
    });
    expect(response.status).toBe(200);
    const metadata = response.json as RuleChainMetaData;
    expect(Object.keys(metadata)).toEqual([
      'ruleChainId',
      'firstNodeIndex',
      'nodes',
      'connections',
      'ruleChainConnections',
    ]);
    expect(metadata.ruleChainId).toEqual(root.id);
    expect(metadata.ruleChainConnections).toBeNull();
    expect(metadata.nodes).toHaveLength(7);
    for (const each of metadata.nodes) expect(Object.keys(each).sort()).toEqual(NODE_KEYS);
    const first = metadata.nodes[metadata.firstNodeIndex as number];
    expect(first).toMatchObject({ type: DEVICE_PROFILE_NODE, name: 'Device Profile Node', ruleChainId: root.id });
    expect(first?.id).toEqual(root.firstRuleNodeId);
    const named = (index: number) => metadata.nodes[index]?.name;
    const links = (metadata.connections ?? []).map((c) => `${named(c.fromIndex)} -${c.type}-> ${named(c.toIndex)}`);
    expect(links.sort()).toEqual(
      [
        'Device Profile Node -Success-> Message Type Switch',
        'Message Type Switch -Other-> Log Other',
        'Message Type Switch -Post attributes-> Save Client Attributes',
        'Message Type Switch -Post telemetry-> Save Timeseries',
        'Message Type Switch -RPC Request from Device-> Log RPC from Device',
        'Message Type Switch -RPC Request to Device-> RPC Call Request',
      ].sort(),
    );
  });

  it('saves new nodes and connections and answers them with ids', async () => {
    const chain = await newChain();
    const saved = await tenant.admin.ruleChains.saveMetadata({
      ruleChainId: chain.id,
      firstNodeIndex: 0,
      nodes: [node(JS_FILTER, 'Hot?', { jsScript: 'return msg.t > 1;' }), node(LOG, 'Log hot')],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
      ruleChainConnections: null,
    });
    expect(saved.ruleChainId).toEqual(chain.id);
    expect(saved.nodes.map((each) => each.name)).toEqual(['Hot?', 'Log hot']);
    expect(saved.nodes[0]).toMatchObject({
      id: { entityType: 'RULE_NODE', id: expect.any(String) },
      ruleChainId: chain.id,
      type: JS_FILTER,
      configuration: { jsScript: 'return msg.t > 1;' },
      additionalInfo: { layoutX: 100, layoutY: 100 },
      debugMode: false,
      externalId: null,
    });
    expect(saved.firstNodeIndex).toBe(0);
    expect(saved.connections).toEqual([{ fromIndex: 0, toIndex: 1, type: 'True' }]);
    expect(await tenant.admin.ruleChains.metadata(chain.id.id)).toEqual(saved);
    expect((await tenant.admin.ruleChains.get(chain.id.id)).firstRuleNodeId).toEqual(saved.nodes[0]?.id);
  });

  it('updates nodes that keep their id and deletes the nodes left out', async () => {
    const chain = await newChain();
    const first = await tenant.admin.ruleChains.saveMetadata({
      ruleChainId: chain.id,
      firstNodeIndex: 0,
      nodes: [node(LOG, 'A'), node(LOG, 'B'), node(LOG, 'C')],
      connections: [
        { fromIndex: 0, toIndex: 1, type: 'Success' },
        { fromIndex: 1, toIndex: 2, type: 'Success' },
      ],
    });
    const [a, , c] = first.nodes as [RuleNodeDraft, RuleNodeDraft, RuleNodeDraft];
    const second = await tenant.admin.ruleChains.saveMetadata({
      ruleChainId: chain.id,
      firstNodeIndex: 1,
      nodes: [{ ...a, name: 'A renamed' }, c],
      connections: [{ fromIndex: 1, toIndex: 0, type: 'Failure' }],
    });
    expect(second.nodes.map((each) => [each.id, each.name])).toEqual([
      [a.id, 'A renamed'],
      [c.id, 'C'],
    ]);
    expect(second.firstNodeIndex).toBe(1);
    expect(second.connections).toEqual([{ fromIndex: 1, toIndex: 0, type: 'Failure' }]);
  });

  it('turns a legacy rule chain connection into a rule chain node', async () => {
    const target = await newChain();
    const chain = await newChain();
    const saved = await tenant.admin.ruleChains.saveMetadata({
      ruleChainId: chain.id,
      firstNodeIndex: 0,
      nodes: [node(LOG, 'Log')],
      connections: [],
      ruleChainConnections: [
        {
          fromIndex: 0,
          targetRuleChainId: target.id,
          additionalInfo: { layoutX: 300, layoutY: 40, description: 'gone', ruleChainNodeId: 'rule-chain-node-3' },
          type: 'Success',
        },
      ],
    });
    expect(saved.ruleChainConnections).toBeNull();
    expect(saved.nodes[1]).toMatchObject({
      type: INPUT,
      name: target.name,
      configuration: { ruleChainId: target.id.id },
      additionalInfo: { layoutX: 300, layoutY: 40 },
    });
    expect(saved.connections).toEqual([{ fromIndex: 0, toIndex: 1, type: 'Success' }]);
  });

  describe('refuses a graph that cannot run, with 400 and nothing written', () => {
    let chain: RuleChain;
    let before: RuleChainMetaData;

    beforeAll(async () => {
      chain = await newChain();
      before = await tenant.admin.ruleChains.saveMetadata({
        ruleChainId: chain.id,
        firstNodeIndex: 0,
        nodes: [node(LOG, 'Kept')],
        connections: [],
      });
    });

    const cases: Array<[string, (id: RuleChain['id']) => Partial<RuleChainMetaDataDraft>, string]> = [
      [
        'an unknown node type',
        () => ({ nodes: [node(LOG, 'One'), node(`${ENGINE}.nowhere.TbNoSuchNode`, 'Two')] }),
        `Rule node type '${ENGINE}.nowhere.TbNoSuchNode' is not supported!`,
      ],
      [
        'a node made for edge chains in a core chain',
        () => ({ nodes: [node(`${ENGINE}.edge.TbMsgPushToCloudNode`, 'Push')] }),
        `Rule node type '${ENGINE}.edge.TbMsgPushToCloudNode' can't be used in a CORE rule chain!`,
      ],
      [
        'a first node index past the nodes',
        () => ({ firstNodeIndex: 2, nodes: [node(LOG, 'One'), node(LOG, 'Two')] }),
        'First node index 2 is out of range: the rule chain has 2 nodes!',
      ],
      [
        'a connection to a node index that does not exist',
        () => ({ nodes: [node(LOG, 'One')], connections: [{ fromIndex: 0, toIndex: 3, type: 'Success' }] }),
        'Rule node connection from index 0 to index 3 refers to a node that does not exist!',
      ],
      [
        'a connection of a node to itself',
        () => ({ nodes: [node(LOG, 'One')], connections: [{ fromIndex: 0, toIndex: 0, type: 'Success' }] }),
        "Can't create the relation to yourself.",
      ],
      [
        'a loop of connections',
        () => ({
          nodes: [node(LOG, 'One'), node(LOG, 'Two'), node(LOG, 'Three')],
          connections: [
            { fromIndex: 0, toIndex: 1, type: 'Success' },
            { fromIndex: 1, toIndex: 2, type: 'Success' },
            { fromIndex: 2, toIndex: 1, type: 'Failure' },
          ],
        }),
        "Can't create circling relations in rule chain.",
      ],
      [
        'a rule chain node forwarding to a chain that does not exist',
        () => ({ nodes: [node(INPUT, 'Forward', { ruleChainId: MISSING_ID })] }),
        `Rule chain node 'Forward' refers to a rule chain that does not exist: ${MISSING_ID}!`,
      ],
      [
        'a rule chain node forwarding to its own chain',
        (id) => ({ nodes: [node(INPUT, 'Loop', { ruleChainId: id.id })] }),
        "Rule chain node 'Loop' can't forward messages to its own rule chain!",
      ],
      [
        'a rule chain node without a target',
        () => ({ nodes: [node(INPUT, 'Nowhere', { ruleChainId: null })] }),
        "Rule chain node 'Nowhere' should specify the rule chain to forward messages to!",
      ],
      [
        'a legacy connection to a missing chain',
        () => ({
          nodes: [node(LOG, 'One')],
          ruleChainConnections: [
            {
              fromIndex: 0,
              targetRuleChainId: { entityType: 'RULE_CHAIN', id: MISSING_ID },
              additionalInfo: {},
              type: 'Success',
            },
          ],
        }),
        `Rule chain node 'Rule Chain Input' refers to a rule chain that does not exist: ${MISSING_ID}!`,
      ],
    ];

    it.each(cases)('%s', async (_name, body, message) => {
      const response = await saveMetadataRaw(tenant.admin, {
        ruleChainId: chain.id,
        connections: [],
        ...body(chain.id),
      });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ status: 400, errorCode: 31, message });
      expect(await tenant.admin.ruleChains.metadata(chain.id.id)).toEqual(before);
    });

    it('refuses a chain of another tenant as a target, as if it did not exist', async () => {
      const foreign = await rootChain(other.admin);
      const response = await saveMetadataRaw(tenant.admin, {
        ruleChainId: chain.id,
        nodes: [node(INPUT, 'Foreign', { ruleChainId: foreign.id.id })],
      });
      expect(response.json.message).toBe(
        `Rule chain node 'Foreign' refers to a rule chain that does not exist: ${foreign.id.id}!`,
      );
      expect(await tenant.admin.ruleChains.metadata(chain.id.id)).toEqual(before);
    });

    it("answers another tenant's chain with 403 and a missing one with 404", async () => {
      const foreign = await rootChain(other.admin);
      await expectPermissionDenied(
        tenant.admin.ruleChains.saveMetadata({ ruleChainId: foreign.id, nodes: [node(LOG, 'Mine')] }),
      );
      await expectError(
        tenant.admin.ruleChains.saveMetadata({
          ruleChainId: { entityType: 'RULE_CHAIN', id: MISSING_ID },
          nodes: [],
        }),
        404,
        32,
        `Rule chain with id [${MISSING_ID}] is not found`,
      );
    });
  });

  it('re-saves the Edge Root Rule Chain unchanged', async () => {
    const edgeRoot = await rootChain(tenant.admin, 'EDGE');
    const metadata = await tenant.admin.ruleChains.metadata(edgeRoot.id.id);
    const saved = await tenant.admin.ruleChains.saveMetadata(metadata as RuleChainMetaDataDraft);
    expect(saved).toEqual(metadata);
  });
});

describe('saving a chain', () => {
  it('creates a CORE chain that is not the root, and updates it keeping its type', async () => {
    const name = unique('Created');
    const response = await raw(server, 'POST', '/api/ruleChain', {
      token: tokenOf(tenant.admin),
      body: { name, additionalInfo: { description: 'mine' } },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(CHAIN_KEYS);
    expect(response.json).toMatchObject({
      name,
      type: 'CORE',
      root: false,
      debugMode: false,
      firstRuleNodeId: null,
      tenantId: tenant.tenant.id,
      additionalInfo: { description: 'mine' },
      configuration: null,
      externalId: null,
    });
    const updated = await tenant.admin.ruleChains.save({ ...response.json, name: `${name} 2`, type: 'EDGE' });
    expect(updated).toMatchObject({ id: response.json.id, name: `${name} 2`, type: 'CORE' });
    expect(await tenant.admin.ruleChains.get(response.json.id.id)).toEqual(updated);
  });

  it('keeps the root flag of a chain saved without one', async () => {
    const admin = (await createTenantWithAdmin(server, await server.as('sysadmin'))).admin;
    const root = await rootChain(admin);
    const renamed = await admin.ruleChains.save({ id: root.id, name: 'Main chain' });
    expect(renamed).toMatchObject({ name: 'Main chain', root: true, firstRuleNodeId: root.firstRuleNodeId });
  });

  it('creates an EDGE chain when asked', async () => {
    expect((await newChain(tenant.admin, { type: 'EDGE' })).type).toBe('EDGE');
  });

  it('requires a name', async () => {
    await expectError(tenant.admin.ruleChains.save({ name: ' ' }), 400, 31, 'Rule chain name should be specified!');
  });

  it('refuses a second root chain', async () => {
    await expectError(
      newChain(tenant.admin, { root: true }),
      400,
      31,
      'Another root rule chain is present in scope of current tenant!',
    );
  });

  it('is for tenant administrators only', async () => {
    await expectPermissionDenied(customer.ruleChains.save({ name: unique('Customer chain') }));
  });
});

describe('the root chain', () => {
  it('moves to the chain made root, and the engine sends messages through it', async () => {
    const admin = (await createTenantWithAdmin(server, await server.as('sysadmin'))).admin;
    const { device, token } = await createDevice(admin);
    const oldRoot = await rootChain(admin);
    const chain = await newChain(admin);
    const filtered = (script: string): RuleChainMetaDataDraft => ({
      ruleChainId: chain.id,
      firstNodeIndex: 0,
      nodes: [node(JS_FILTER, 'Filter', { jsScript: script }), node(SAVE_TIMESERIES, 'Save', { defaultTTL: 0 })],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
    });
    await admin.ruleChains.saveMetadata(filtered('return msg.temperature > 100;'));
    const rooted = await admin.ruleChains.setRoot(chain.id.id);
    expect(rooted).toMatchObject({ id: chain.id, root: true });
    expect((await admin.ruleChains.get(oldRoot.id.id)).root).toBe(false);

    const post = (temperature: number) => deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { temperature });
    const latest = async () => (await admin.telemetry.latest(device.id, ['temperature'])).temperature?.[0]?.value;
    // The device is answered once the rule engine is done with its message.
    expect((await post(150)).status).toBe(200);
    expect(Number(await latest())).toBe(150);
    expect((await post(-5)).status).toBe(200);
    expect(Number(await latest())).toBe(150);

    // A saved change is what the next message meets.
    await admin.ruleChains.saveMetadata(filtered('return msg.temperature < 0;'));
    expect((await post(-7)).status).toBe(200);
    expect(Number(await latest())).toBe(-7);

    // The old root takes the messages again once it is the root.
    await admin.ruleChains.setRoot(oldRoot.id.id);
    expect((await admin.ruleChains.get(chain.id.id)).root).toBe(false);
    expect((await post(42)).status).toBe(200);
    expect(Number(await latest())).toBe(42);
  });
});

describe('forwarding to another chain', () => {
  it('continues in the calling chain along the name of the output node the message reached', async () => {
    const admin = (await createTenantWithAdmin(server, await server.as('sysadmin'))).admin;
    const { device, token } = await createDevice(admin);
    const classify = await newChain(admin, { name: 'Classify' });
    await admin.ruleChains.saveMetadata({
      ruleChainId: classify.id,
      firstNodeIndex: 0,
      nodes: [
        node(JS_FILTER, 'Hot?', { jsScript: 'return msg.temperature > 100;' }),
        node(OUTPUT, 'Hot'),
        node(OUTPUT, 'Cold'),
      ],
      connections: [
        { fromIndex: 0, toIndex: 1, type: 'True' },
        { fromIndex: 0, toIndex: 2, type: 'False' },
      ],
    });
    const main = await newChain(admin, { name: 'Main' });
    await admin.ruleChains.saveMetadata({
      ruleChainId: main.id,
      firstNodeIndex: 0,
      nodes: [
        node(INPUT, 'Classify', { ruleChainId: classify.id.id }),
        node(SAVE_TIMESERIES, 'Save', { defaultTTL: 0 }),
      ],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'Hot' }],
    });
    await admin.ruleChains.setRoot(main.id.id);

    const post = (temperature: number) => deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { temperature });
    const latest = async () => (await admin.telemetry.latest(device.id, ['temperature'])).temperature?.[0]?.value;
    expect((await post(150)).status).toBe(200);
    expect(Number(await latest())).toBe(150);
    // Cold comes back too, but the calling chain has no connection of that name: the message ends there.
    expect((await post(20)).status).toBe(200);
    expect(Number(await latest())).toBe(150);
  });
});

describe("replying to a device's own RPC request", () => {
  it('answers the device with the data that reaches the rpc call reply node', async () => {
    const admin = (await createTenantWithAdmin(server, await server.as('sysadmin'))).admin;
    const { token } = await createDevice(admin);
    const chain = await newChain(admin);
    await admin.ruleChains.saveMetadata({
      ruleChainId: chain.id,
      firstNodeIndex: 0,
      nodes: [
        node(MSG_TYPE_SWITCH, 'Switch', { version: 0 }),
        node(`${ENGINE}.transform.TbTransformMsgNode`, 'Answer', {
          jsScript: 'return {msg: {pong: msg.params}, metadata: metadata, msgType: msgType};',
        }),
        node(`${ENGINE}.rpc.TbSendRPCReplyNode`, 'Reply', {
          serviceIdMetaDataAttribute: 'serviceId',
          sessionIdMetaDataAttribute: 'sessionId',
          requestIdMetaDataAttribute: 'requestId',
        }),
      ],
      connections: [
        { fromIndex: 0, toIndex: 1, type: 'RPC Request from Device' },
        { fromIndex: 1, toIndex: 2, type: 'Success' },
      ],
    });
    await admin.ruleChains.setRoot(chain.id.id);
    const response = await deviceHttp(server, 'POST', `/api/v1/${token}/rpc`, { method: 'ping', params: 5 });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ pong: 5 });
  });
});

describe('deleting a chain', () => {
  it('deletes the chain with its nodes', async () => {
    const chain = await newChain();
    await tenant.admin.ruleChains.saveMetadata({ ruleChainId: chain.id, firstNodeIndex: 0, nodes: [node(LOG, 'L')] });
    const response = await raw(server, 'DELETE', `/api/ruleChain/${chain.id.id}`, { token: tokenOf(tenant.admin) });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    await expectError(
      tenant.admin.ruleChains.get(chain.id.id),
      404,
      32,
      `Rule chain with id [${chain.id.id}] is not found`,
    );
  });

  it('refuses to delete the root chains', async () => {
    await expectError(
      tenant.admin.ruleChains.delete((await rootChain(tenant.admin)).id.id),
      400,
      31,
      'Deletion of Root Tenant Rule Chain is prohibited!',
    );
    await expectError(
      tenant.admin.ruleChains.delete((await rootChain(tenant.admin, 'EDGE')).id.id),
      400,
      31,
      'Deletion of Root Edge Rule Chain is prohibited!',
    );
  });

  it('refuses to delete a chain a device profile sends its messages to', async () => {
    const chain = await newChain();
    await tenant.admin.deviceProfiles.save({
      name: unique('Profile'),
      type: 'DEFAULT',
      transportType: 'DEFAULT',
      provisionType: 'DISABLED',
      defaultRuleChainId: chain.id,
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
        alarms: null,
      },
    } as never);
    await expectError(
      tenant.admin.ruleChains.delete(chain.id.id),
      400,
      31,
      'The rule chain referenced by the device profiles cannot be deleted!',
    );
    expect((await tenant.admin.ruleChains.get(chain.id.id)).id).toEqual(chain.id);
  });

  it("answers another tenant's chain with 403", async () => {
    await expectPermissionDenied(tenant.admin.ruleChains.delete((await rootChain(other.admin)).id.id));
  });
});

describe('output labels', () => {
  it('lists the output node names, and which calling nodes use them', async () => {
    const called = await newChain(tenant.admin, { name: unique('Called') });
    const calledMetadata = await tenant.admin.ruleChains.saveMetadata({
      ruleChainId: called.id,
      firstNodeIndex: 0,
      nodes: [node(JS_FILTER, 'Check', { jsScript: 'return true;' }), node(OUTPUT, 'Done'), node(OUTPUT, 'Alarm')],
      connections: [
        { fromIndex: 0, toIndex: 1, type: 'True' },
        { fromIndex: 0, toIndex: 2, type: 'False' },
      ],
    });
    expect(await tenant.admin.ruleChains.outputLabels(called.id.id)).toEqual(['Alarm', 'Done']);

    const caller = await newChain(tenant.admin, { name: unique('Caller') });
    const callerMetadata = await tenant.admin.ruleChains.saveMetadata({
      ruleChainId: caller.id,
      firstNodeIndex: 0,
      nodes: [node(INPUT, 'To called', { ruleChainId: called.id.id }), node(LOG, 'After done')],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'Done' }],
    });
    const usage = await raw(server, 'GET', `/api/ruleChain/${called.id.id}/output/labels/usage`, {
      token: tokenOf(tenant.admin),
    });
    expect(usage.json).toEqual([
      {
        ruleChainId: caller.id,
        ruleNodeId: callerMetadata.nodes[0]?.id,
        ruleChainName: caller.name,
        ruleNodeName: 'To called',
        labels: ['Done'],
      },
    ]);

    // Renaming an output renames the label of the calling chains' connections.
    const renamed = calledMetadata.nodes.map((each) => (each.name === 'Done' ? { ...each, name: 'Finished' } : each));
    await tenant.admin.ruleChains.saveMetadata({ ...calledMetadata, ruleChainId: called.id, nodes: renamed });
    expect(await tenant.admin.ruleChains.outputLabels(called.id.id)).toEqual(['Alarm', 'Finished']);
    expect((await tenant.admin.ruleChains.metadata(caller.id.id)).connections).toEqual([
      { fromIndex: 0, toIndex: 1, type: 'Finished' },
    ]);

    // Without updateRelated the calling chains keep their labels.
    const back = renamed.map((each) => (each.name === 'Finished' ? { ...each, name: 'Done' } : each));
    await tenant.admin.ruleChains.saveMetadata({ ...calledMetadata, ruleChainId: called.id, nodes: back }, false);
    expect((await tenant.admin.ruleChains.metadata(caller.id.id)).connections).toEqual([
      { fromIndex: 0, toIndex: 1, type: 'Finished' },
    ]);
  });
});

describe('the device profile rule chain template', () => {
  it('makes a new chain of that name with the template nodes', async () => {
    const name = unique('Device chain');
    const chain = await tenant.admin.ruleChains.createDeviceDefault(name);
    expect(chain).toMatchObject({ name, type: 'CORE', root: false, additionalInfo: { description: '' } });
    const metadata = await tenant.admin.ruleChains.metadata(chain.id.id);
    expect(metadata.nodes.map((each) => each.name)).toEqual([
      'Save Timeseries',
      'Save Client Attributes',
      'Message Type Switch',
      'Log RPC from Device',
      'Log Other',
      'RPC Call Request',
      'Device Profile Node',
    ]);
    expect(metadata.nodes[1]?.configuration).toEqual({ scope: 'CLIENT_SCOPE' });
    expect(metadata.nodes[6]?.additionalInfo).toMatchObject({ layoutX: 209, layoutY: 307 });
    expect(metadata.firstNodeIndex).toBe(6);
    expect(metadata.connections).toHaveLength(6);
  });

  it('requires a name', async () => {
    const response = await raw(server, 'POST', '/api/ruleChain/device/default', {
      token: tokenOf(tenant.admin),
      body: {},
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('Rule chain name should be specified!');
  });
});

describe('export and import', () => {
  /** A chain in the platform's export format: the Root Rule Chain, under a chain id of the exporting server. */
  const exportedChainId = '8d5b4b70-1d30-11ed-9f3b-4b1a4bd1f5a1';
  const exported = (name: string) => ({
    ruleChains: [
      {
        id: { entityType: 'RULE_CHAIN', id: exportedChainId },
        createdTime: 1660000000000,
        additionalInfo: { description: '' },
        tenantId: null,
        name,
        type: 'CORE',
        firstRuleNodeId: { entityType: 'RULE_NODE', id: '8d5c0ec0-1d30-11ed-9f3b-4b1a4bd1f5a1' },
        root: true,
        debugMode: false,
        configuration: null,
        externalId: null,
      },
    ],
    metadata: [
      {
        ruleChainId: { entityType: 'RULE_CHAIN', id: exportedChainId },
        firstNodeIndex: 2,
        nodes: [
          {
            id: null,
            createdTime: 1660000000001,
            additionalInfo: { description: '', layoutX: 824, layoutY: 156 },
            ruleChainId: null,
            type: SAVE_TIMESERIES,
            name: 'Save Timeseries',
            debugMode: false,
            configuration: { defaultTTL: 0 },
            externalId: null,
          },
          {
            id: null,
            createdTime: 1660000000002,
            additionalInfo: { description: '', layoutX: 347, layoutY: 149 },
            ruleChainId: null,
            type: MSG_TYPE_SWITCH,
            name: 'Message Type Switch',
            debugMode: false,
            configuration: { version: 0 },
            externalId: null,
          },
          {
            id: null,
            createdTime: 1660000000003,
            additionalInfo: {
              description: 'Process incoming messages from devices with the alarm rules',
              layoutX: 204,
              layoutY: 240,
            },
            ruleChainId: null,
            type: DEVICE_PROFILE_NODE,
            name: 'Device Profile Node',
            debugMode: false,
            configuration: { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false },
            externalId: null,
          },
        ],
        connections: [
          { fromIndex: 2, toIndex: 1, type: 'Success' },
          { fromIndex: 1, toIndex: 0, type: 'Post telemetry' },
        ],
        ruleChainConnections: null,
      },
    ],
  });

  it('imports a chain exported by the platform, never as a root', async () => {
    const name = unique('Imported');
    const response = await raw(server, 'POST', '/api/ruleChains/import?overwrite=false', {
      token: tokenOf(tenant.admin),
      body: exported(name),
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      {
        tenantId: tenant.tenant.id,
        ruleChainId: { entityType: 'RULE_CHAIN', id: expect.any(String) },
        ruleChainName: name,
        updated: false,
        error: null,
      },
    ]);
    const id = response.json[0].ruleChainId.id as string;
    expect(id).not.toBe(exportedChainId);
    expect(await tenant.admin.ruleChains.get(id)).toMatchObject({ name, root: false, type: 'CORE' });
    const metadata = await tenant.admin.ruleChains.metadata(id);
    expect(metadata.nodes.map((each) => each.name)).toEqual([
      'Save Timeseries',
      'Message Type Switch',
      'Device Profile Node',
    ]);
    expect(metadata.firstNodeIndex).toBe(2);
    expect(metadata.connections).toEqual([
      { fromIndex: 1, toIndex: 0, type: 'Post telemetry' },
      { fromIndex: 2, toIndex: 1, type: 'Success' },
    ]);
  });

  it('overwrites the chain of the same name when asked', async () => {
    const name = unique('Overwritten');
    const [first] = await tenant.admin.ruleChains.import(exported(name) as never);
    const [second] = await tenant.admin.ruleChains.import(exported(name) as never, true);
    expect(second).toMatchObject({ ruleChainId: first?.ruleChainId, updated: true, error: null });
    expect((await tenant.admin.ruleChains.metadata(first?.ruleChainId.id as string)).nodes).toHaveLength(3);
  });

  it('answers a chain it cannot save with its error', async () => {
    const data = exported('');
    const [result] = await tenant.admin.ruleChains.import(data as never);
    expect(result).toMatchObject({
      updated: false,
      error: 'DataValidationException: Rule chain name should be specified!',
    });
  });

  it('refuses metadata that cannot run, and imports nothing', async () => {
    const name = unique('Broken import');
    const data = exported(name);
    (data.metadata[0] as { firstNodeIndex: number }).firstNodeIndex = 9;
    const response = await raw(server, 'POST', '/api/ruleChains/import', { token: tokenOf(tenant.admin), body: data });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('First node index 9 is out of range: the rule chain has 3 nodes!');
    const page = await tenant.admin.ruleChains.list({ ...PAGE, textSearch: name });
    expect(page.data).toEqual([]);
  });

  it('exports every chain under new ids, with references to them renamed, and imports it back', async () => {
    const admin = (await createTenantWithAdmin(server, await server.as('sysadmin'))).admin;
    const called = await newChain(admin, { name: 'Called' });
    await admin.ruleChains.saveMetadata({ ruleChainId: called.id, firstNodeIndex: 0, nodes: [node(OUTPUT, 'Out')] });
    const caller = await newChain(admin, { name: 'Caller' });
    await admin.ruleChains.saveMetadata({
      ruleChainId: caller.id,
      firstNodeIndex: 0,
      nodes: [node(INPUT, 'Call', { ruleChainId: called.id.id })],
    });
    const response = await raw(server, 'GET', '/api/ruleChains/export?limit=1', { token: tokenOf(admin) });
    expect(response.status).toBe(200);
    const data = response.json;
    expect(Object.keys(data)).toEqual(['ruleChains', 'metadata']);
    expect(data.ruleChains.map((chain: RuleChain) => chain.name).sort()).toEqual(
      ['Called', 'Caller', 'Edge Root Rule Chain', 'Root Rule Chain'].sort(),
    );
    for (const chain of data.ruleChains) {
      expect(Object.keys(chain).sort()).toEqual(CHAIN_KEYS);
      expect(chain.tenantId).toBeNull();
      expect([called.id.id, caller.id.id]).not.toContain(chain.id.id);
    }
    const exportedCalled = data.ruleChains.find((chain: RuleChain) => chain.name === 'Called');
    const callerMetadata = data.metadata.find((md: RuleChainMetaData) => md.nodes.some((each) => each.name === 'Call'));
    expect(callerMetadata.nodes[0]).toMatchObject({
      id: null,
      ruleChainId: null,
      configuration: { ruleChainId: exportedCalled.id.id },
    });

    const results = await admin.ruleChains.import(data, true);
    expect(results.map((result) => [result.ruleChainName, result.updated, result.error]).sort()).toEqual(
      [
        ['Called', true, null],
        ['Caller', true, null],
        ['Edge Root Rule Chain', true, null],
        ['Root Rule Chain', true, null],
      ].sort(),
    );
    const callerNow = await admin.ruleChains.metadata(caller.id.id);
    expect(callerNow.nodes[0]?.configuration).toEqual({ ruleChainId: called.id.id });
    expect(
      (await admin.ruleChains.get(results.find((r) => r.ruleChainName === 'Root Rule Chain')?.ruleChainId.id as string))
        .root,
    ).toBe(true);
  });

  it('needs the limit', async () => {
    const response = await raw(server, 'GET', '/api/ruleChains/export', { token: tokenOf(tenant.admin) });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(
      "Required request parameter 'limit' for method parameter type int is not present",
    );
  });
});

describe('rule chains on edges', () => {
  it('assigns an EDGE chain to an edge, lists it and unassigns it; the root stays', async () => {
    const edge = await tenant.admin.edges.save({ name: unique('Edge'), type: 'default' });
    const chain = await newChain(tenant.admin, { type: 'EDGE' });
    expect(await tenant.admin.ruleChains.assignToEdge(edge.id.id, chain.id.id)).toEqual(chain);
    const listed = await tenant.admin.ruleChains.edgeRuleChains(edge.id.id, PAGE);
    expect(listed.data.map((each) => each.name).sort()).toEqual(['Edge Root Rule Chain', chain.name].sort());
    await tenant.admin.ruleChains.unassignFromEdge(edge.id.id, chain.id.id);
    expect((await tenant.admin.ruleChains.edgeRuleChains(edge.id.id, PAGE)).data.map((each) => each.name)).toEqual([
      'Edge Root Rule Chain',
    ]);
    const root = await rootChain(tenant.admin, 'EDGE');
    await expectError(
      tenant.admin.ruleChains.unassignFromEdge(edge.id.id, root.id.id),
      400,
      31,
      `Can't unassign root rule chain from edge [${edge.name}]. Please assign another root rule chain first!`,
    );
    await expectError(
      tenant.admin.ruleChains.assignToEdge(edge.id.id, (await rootChain(tenant.admin)).id.id),
      400,
      31,
      "Can't assign non EDGE ruleChain to edge!",
    );
  });

  it('moves the edge template root and marks chains for new edges', async () => {
    const admin = (await createTenantWithAdmin(server, await server.as('sysadmin'))).admin;
    const chain = await newChain(admin, { type: 'EDGE' });
    const previous = await rootChain(admin, 'EDGE');
    expect(await admin.ruleChains.setEdgeTemplateRoot(chain.id.id)).toMatchObject({ id: chain.id, root: true });
    expect((await admin.ruleChains.get(previous.id.id)).root).toBe(false);
    expect(await admin.ruleChains.autoAssignToEdgeRuleChains()).toEqual([]);
    await admin.ruleChains.setAutoAssignToEdge(chain.id.id);
    expect((await admin.ruleChains.autoAssignToEdgeRuleChains()).map((each) => each.id)).toEqual([chain.id]);
    await admin.ruleChains.unsetAutoAssignToEdge(chain.id.id);
    expect(await admin.ruleChains.autoAssignToEdgeRuleChains()).toEqual([]);
    await expectError(
      admin.ruleChains.setEdgeTemplateRoot((await rootChain(admin)).id.id),
      400,
      31,
      "Can't set non EDGE rule chain as edge template root!",
    );
  });
});
