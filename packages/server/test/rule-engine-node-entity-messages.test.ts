import type { RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture } from './support/fixtures.js';
import {
  debugBodiesOf,
  debugEventsOf,
  nodeEntity,
  postTelemetry,
  ruleNode,
  saveRootChain,
} from './support/rule-chains.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
let token: string;

const relateTo = (name: string, entityType: string, entityTypePattern: string | null) =>
  ruleNode('action.TbCreateRelationNode', name, {
    direction: 'TO',
    relationType: 'Uses',
    entityType,
    entityNamePattern: `$[${name}]`,
    entityTypePattern,
    createEntityIfNotExists: true,
  });

/**
 * The root chain: every message enters a debug node, so the messages the nodes send about what they created can be
 * read back; telemetry then goes to nodes that create a customer, an asset and a device to relate the device to, and
 * to an assign to customer node that creates its customer.
 */
beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  ({ metadata } = await saveRootChain(tenant.admin, 'Creating', {
    nodes: [
      ruleNode('filter.TbMsgTypeFilterNode', 'Telemetry?', { messageTypes: ['POST_TELEMETRY_REQUEST'] }, true),
      relateTo('customer', 'CUSTOMER', null),
      relateTo('asset', 'ASSET', 'pump'),
      relateTo('gateway', 'DEVICE', 'gateway'),
      ruleNode('action.TbAssignToCustomerNode', 'Assign', {
        customerNamePattern: '$[owner]',
        createCustomerIfNotExists: true,
        customerCacheExpiration: 0,
      }),
    ],
    connections: [1, 2, 3, 4].map((toIndex) => ({ fromIndex: 0, toIndex, type: 'True' })),
  }));
  token = (await createDevice(tenant.admin)).token;
});

const nodeId = (name: string) => nodeEntity(metadata, name).id;

/** The ENTITY_CREATED messages that reached the chain, each with its data and metadata read. */
async function entitiesCreated() {
  const bodies = await debugBodiesOf(tenant.admin, tenant.tenant.id.id, metadata, 'Telemetry?', {
    msgDirectionType: 'IN',
    msgType: 'ENTITY_CREATED',
  });
  return bodies.map((body) => {
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
    await postTelemetry(server, token, telemetry);
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
    await postTelemetry(server, token, telemetry);
    // A message posted after it runs through the same first node; once it is there, so would any message the
    // telemetry's nodes had told.
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/attributes`, { firmware: '1.2' })).status).toBe(200);
    const attributesIn = async () =>
      (
        await debugEventsOf(tenant.admin, tenant.tenant.id.id, metadata, 'Telemetry?', {
          msgDirectionType: 'IN',
          msgType: 'POST_ATTRIBUTES_REQUEST',
        })
      ).length;
    await expect.poll(attributesIn, POLL).toBe(1);
    expect(await entitiesCreated()).toHaveLength(5);
  });
});
