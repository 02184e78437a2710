import type { Customer, Device, RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevice } from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture } from './support/fixtures.js';
import { debugBodiesOf, messageTypeFilter, postTelemetry, ruleNode, saveRootChain } from './support/rule-chains.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
let owned: { device: Device; token: string };
let plain: { device: Device; token: string };
let buyer: Customer;

const probe = (name: string, type: string, configuration: Record<string, unknown>) =>
  ruleNode(type, name, configuration, true);

/** The nodes under test, reached in this order by every telemetry message; the unassign node changes the device, so it is last. */
const PROBES = [
  probe('Attributes', 'metadata.TbGetAttributesNode', {
    clientAttributeNames: [],
    sharedAttributeNames: [],
    serverAttributeNames: ['limit'],
    latestTsKeyNames: [],
    tellFailureIfAbsent: true,
    getLatestValueWithTs: false,
  }),
  probe('Customer attributes', 'metadata.TbGetCustomerAttributeNode', {
    attrMapping: { discount: 'discount' },
    telemetry: false,
  }),
  probe('Customer details', 'metadata.TbGetCustomerDetailsNode', { detailsList: ['TITLE'], addToMetadata: true }),
  probe('Tenant attributes', 'metadata.TbGetTenantAttributeNode', { attrMapping: { rate: 'rate' }, telemetry: false }),
  probe('Fields', 'metadata.TbGetOriginatorFieldsNode', { fieldsMapping: { name: 'originatorName' } }),
  probe('To customer', 'transform.TbChangeOriginatorNode', { originatorSource: 'CUSTOMER' }),
  probe('Delete relation', 'action.TbDeleteRelationNode', {
    deleteForSingleEntity: true,
    direction: 'FROM',
    relationType: 'Feeds',
    entityType: 'ASSET',
    entityNamePattern: '$[tank]',
    entityCacheExpiration: 0,
  }),
  probe('Unassign', 'action.TbUnassignFromCustomerNode', {
    customerNamePattern: '$[owner]',
    customerCacheExpiration: 0,
  }),
];

beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  ({ metadata } = await saveRootChain(tenant.admin, 'Enrichment relations', {
    nodes: [messageTypeFilter('Telemetry?'), ...PROBES],
    connections: PROBES.map((_, index) => ({ fromIndex: 0, toIndex: index + 1, type: 'True' })),
  }));
  buyer = await tenant.admin.customers.save({ title: 'Buyer' });
  await tenant.admin.telemetry.saveAttributes(buyer.id, 'SERVER_SCOPE', { discount: 5 });
  await tenant.admin.telemetry.saveAttributes(tenant.tenant.id, 'SERVER_SCOPE', { rate: 3 });
  owned = await createDevice(tenant.admin);
  plain = await createDevice(tenant.admin);
  await tenant.admin.devices.assignToCustomer(buyer.id.id, owned.device.id.id);
  await tenant.admin.telemetry.saveAttributes(owned.device.id, 'SERVER_SCOPE', { limit: 10 });
  const tank = await tenant.admin.assets.save({ name: 'Tank', type: 'tank' });
  await tenant.admin.relations.save({ from: tank.id, to: owned.device.id, type: 'Feeds', typeGroup: 'COMMON' });
});

const debugOf = (name: string) =>
  debugBodiesOf(tenant.admin, tenant.tenant.id.id, metadata, name, { msgType: 'POST_TELEMETRY_REQUEST' });

/** The relations the node sent each device's message on along, by the device that sent it. */
async function routes(name: string): Promise<Record<string, string[]>> {
  const events = await debugOf(name);
  const senders = new Map(events.filter((each) => each.type === 'IN').map((each) => [each.msgId, each.entityId]));
  const routed: Record<string, string[]> = {};
  for (const event of events.filter((each) => each.type === 'OUT')) {
    const sender = senders.get(event.msgId) === owned.device.id.id ? 'owned' : 'plain';
    routed[sender] = [...(routed[sender] ?? []), event.relationType as string];
  }
  return routed;
}

describe('every relation of enrichment, change originator and relation and customer action nodes in a running chain', () => {
  beforeAll(async () => {
    const body = (tank: string, owner: string) => ({ temperature: 21, tank, owner });
    await postTelemetry(server, owned.token, body('Tank', 'Buyer'));
    await postTelemetry(server, plain.token, body('Nowhere', 'Nobody'));
    await vi.waitFor(async () => {
      for (const { name } of PROBES) expect((await debugOf(name)).filter((e) => e.type === 'OUT')).toHaveLength(2);
    }, POLL);
  });

  it('originator attributes: Success with a server attribute the device has, Failure when it is absent', async () => {
    expect(await routes('Attributes')).toEqual({ owned: ['Success'], plain: ['Failure'] });
    const out = (await debugOf('Attributes')).find((each) => each.type === 'OUT' && each.relationType === 'Success');
    expect(JSON.parse(out?.metadata ?? '{}')).toMatchObject({ ss_limit: '10' });
  });

  it("customer attributes: Success with the customer's attribute, Failure for a device of no customer", async () => {
    expect(await routes('Customer attributes')).toEqual({ owned: ['Success'], plain: ['Failure'] });
  });

  it("customer details: Success with the customer's title, Failure for a device assigned to no customer", async () => {
    expect(await routes('Customer details')).toEqual({ owned: ['Success'], plain: ['Failure'] });
    const out = (await debugOf('Customer details')).find(
      (each) => each.type === 'OUT' && each.relationType === 'Success',
    );
    expect(JSON.parse(out?.metadata ?? '{}')).toMatchObject({ customer_title: 'Buyer' });
  });

  it("tenant attributes: Success with the tenant's attribute for every device", async () => {
    expect(await routes('Tenant attributes')).toEqual({ owned: ['Success'], plain: ['Success'] });
    const out = (await debugOf('Tenant attributes')).find((each) => each.type === 'OUT');
    expect(JSON.parse(out?.metadata ?? '{}')).toMatchObject({ rate: '3' });
  });

  it('originator fields: Success with the name of the device', async () => {
    expect(await routes('Fields')).toEqual({ owned: ['Success'], plain: ['Success'] });
  });

  it('change originator: Success as a message of the customer, Failure without one', async () => {
    expect(await routes('To customer')).toEqual({ owned: ['Success'], plain: ['Failure'] });
    const out = (await debugOf('To customer')).find((each) => each.type === 'OUT' && each.relationType === 'Success');
    expect({ entityType: out?.entityType, entityId: out?.entityId }).toEqual({
      entityType: 'CUSTOMER',
      entityId: buyer.id.id,
    });
  });

  it('delete relation: Success removing the relation from the named asset, Failure when no asset has the name', async () => {
    expect(await routes('Delete relation')).toEqual({ owned: ['Success'], plain: ['Failure'] });
    const left = await tenant.admin.relations.to(owned.device.id);
    expect(left.filter((relation) => relation.type === 'Feeds')).toEqual([]);
  });

  it('unassign from customer: Success taking the device from the named customer, Failure when none has the name', async () => {
    expect(await routes('Unassign')).toEqual({ owned: ['Success'], plain: ['Failure'] });
    expect((await tenant.admin.devices.get(owned.device.id.id)).customerId.id).not.toBe(buyer.id.id);
  });
});
