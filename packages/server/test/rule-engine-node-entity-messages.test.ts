import type { DebugRuleNodeEventBody, RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
let token: string;

const ENGINE = 'org.thingsboard.rule.engine';
const CREATE_RELATION = `${ENGINE}.action.TbCreateRelationNode`;
const OLDEST_FIRST = { pageSize: 100, page: 0, sortOrder: { property: 'createdTime', direction: 'ASC' as const } };

const relateTo = (name: string, entityType: string, entityTypePattern: string | null) => ({
  type: CREATE_RELATION,
  name,
  debugMode: false,
  configuration: {
    direction: 'TO',
    relationType: 'Uses',
    entityType,
    entityNamePattern: `$[${name}]`,
    entityTypePattern,
    createEntityIfNotExists: true,
  },
});

/**
 * The root chain: every message enters a debug node, so the messages the nodes send about what they created can be
 * read back; telemetry then goes to nodes that create a customer, an asset and a device to relate the device to, and
 * to an assign to customer node that creates its customer.
 */
beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  const chain = await tenant.admin.ruleChains.save({ name: 'Creating' });
  metadata = await tenant.admin.ruleChains.saveMetadata({
    ruleChainId: chain.id,
    firstNodeIndex: 0,
    nodes: [
      {
        type: `${ENGINE}.filter.TbMsgTypeFilterNode`,
        name: 'Telemetry?',
        debugMode: true,
        configuration: { messageTypes: ['POST_TELEMETRY_REQUEST'] },
      },
      relateTo('customer', 'CUSTOMER', null),
      relateTo('asset', 'ASSET', 'pump'),
      relateTo('gateway', 'DEVICE', 'gateway'),
      {
        type: `${ENGINE}.action.TbAssignToCustomerNode`,
        name: 'Assign',
        debugMode: false,
        configuration: { customerNamePattern: '$[owner]', createCustomerIfNotExists: true, customerCacheExpiration: 0 },
      },
    ],
    connections: [1, 2, 3, 4].map((toIndex) => ({ fromIndex: 0, toIndex, type: 'True' })),
  });
  await tenant.admin.ruleChains.setRoot(chain.id.id);
  token = (await createDevice(tenant.admin)).token;
});

const nodeId = (name: string) => metadata.nodes.find((each) => each.name === name)?.id.id as string;

/** The ENTITY_CREATED messages that reached the chain, each with its data and metadata read. */
async function entitiesCreated() {
  const page = await tenant.admin.events.filtered(
    { entityType: 'RULE_NODE', id: nodeId('Telemetry?') },
    { eventType: 'DEBUG_RULE_NODE', msgDirectionType: 'IN', msgType: 'ENTITY_CREATED' },
    tenant.tenant.id.id,
    OLDEST_FIRST,
  );
  return page.data.map((event) => {
    const body = event.body as DebugRuleNodeEventBody;
    return {
      entityType: body.entityType,
      entityId: body.entityId,
      data: JSON.parse(body.data ?? 'null') as Record<string, unknown>,
      metadata: JSON.parse(body.metadata ?? '{}') as Record<string, string>,
    };
  });
}

describe('entity messages of entities rule nodes create', () => {
  beforeAll(async () => {
    const telemetry = { customer: 'Harbour Ltd', asset: 'Pump 7', gateway: 'Gateway 3', owner: 'Dock Co' };
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, telemetry)).status).toBe(200);
    // The device itself was created by its administrator; the four entities the nodes created follow.
    await vi.waitFor(async () => expect(await entitiesCreated()).toHaveLength(5), POLL);
  });

  it('tells ENTITY_CREATED for the customer the create relation node made, from the customer, as the node', async () => {
    const [customer] = (await entitiesCreated()).filter((each) => each.data.title === 'Harbour Ltd');
    expect(customer).toEqual({
      entityType: 'CUSTOMER',
      entityId: expect.any(String),
      data: expect.objectContaining({ id: { entityType: 'CUSTOMER', id: customer?.entityId }, name: 'Harbour Ltd' }),
      metadata: { ruleNodeId: nodeId('customer') },
    });
  });

  it('tells ENTITY_CREATED for the asset the create relation node made, with its type', async () => {
    const [asset] = (await entitiesCreated()).filter((each) => each.data.name === 'Pump 7');
    expect(asset).toEqual({
      entityType: 'ASSET',
      entityId: expect.any(String),
      data: expect.objectContaining({ id: { entityType: 'ASSET', id: asset?.entityId }, type: 'pump' }),
      metadata: { ruleNodeId: nodeId('asset') },
    });
  });

  it('tells ENTITY_CREATED for the device the create relation node made once, as the node and not as a user', async () => {
    const gateways = (await entitiesCreated()).filter((each) => each.data.name === 'Gateway 3');
    expect(gateways).toEqual([
      {
        entityType: 'DEVICE',
        entityId: expect.any(String),
        data: expect.objectContaining({ type: 'gateway', tenantId: tenant.tenant.id }),
        metadata: { ruleNodeId: nodeId('gateway') },
      },
    ]);
  });

  it('tells ENTITY_CREATED for the customer the assign to customer node made', async () => {
    const [owner] = (await entitiesCreated()).filter((each) => each.data.title === 'Dock Co');
    expect(owner).toMatchObject({ entityType: 'CUSTOMER', metadata: { ruleNodeId: nodeId('Assign') } });
  });

  it('tells nothing more for entities the nodes found rather than created', async () => {
    const telemetry = { customer: 'Harbour Ltd', asset: 'Pump 7', gateway: 'Gateway 3', owner: 'Dock Co' };
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, telemetry)).status).toBe(200);
    // A message posted after it runs through the same first node; once it is there, so would any message the
    // telemetry's nodes had told.
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/attributes`, { firmware: '1.2' })).status).toBe(200);
    const attributesIn = async () =>
      (
        await tenant.admin.events.filtered(
          { entityType: 'RULE_NODE', id: nodeId('Telemetry?') },
          { eventType: 'DEBUG_RULE_NODE', msgDirectionType: 'IN', msgType: 'POST_ATTRIBUTES_REQUEST' },
          tenant.tenant.id.id,
          OLDEST_FIRST,
        )
      ).data.length;
    await expect.poll(attributesIn, POLL).toBe(1);
    expect(await entitiesCreated()).toHaveLength(5);
  });
});
