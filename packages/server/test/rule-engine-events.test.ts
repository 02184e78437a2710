import type { EventInfo, LifecycleEventBody, RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, expectError, POLL, raw, type TenantFixture, tokenOf } from './support/fixtures.js';
import { messageTypeFilter, nodeEntity, OLDEST_FIRST, ruleNode, saveChain } from './support/rule-chains.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
let chainId: string;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
  const saved = await saveChain(tenant.admin, 'Lifecycle', {
    nodes: [messageTypeFilter('Telemetry?'), ruleNode('action.TbLogNode', 'Log', { jsScript: 'return "";' })],
    connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
  });
  chainId = saved.chain.id.id;
  metadata = saved.metadata;
});

const node = (name: string) => nodeEntity(metadata, name);

async function lifecycle(entity: {
  entityType: 'RULE_NODE' | 'RULE_CHAIN';
  id: string;
}): Promise<LifecycleEventBody[]> {
  const page = await tenant.admin.events.list(entity, 'LC_EVENT', tenant.tenant.id.id, OLDEST_FIRST);
  return page.data.map((event) => event.body as LifecycleEventBody);
}

describe('lifecycle events of rule chains and nodes', () => {
  it('lists a saved chain as STARTED then UPDATED by its metadata, and its nodes as STARTED, in the platform shape', async () => {
    const chainEntity = { entityType: 'RULE_CHAIN' as const, id: chainId };
    // Saved empty first, the chain started. Whether its metadata save then shows as UPDATED depends on whether the
    // first load read the chain before or after that save, so only the order and the kinds are certain.
    await expect
      .poll(async () => (await lifecycle(chainEntity))[0], POLL)
      .toEqual({ server: expect.any(String), event: 'STARTED', success: true });
    for (const event of (await lifecycle(chainEntity)).slice(1)) {
      expect(event).toEqual({ server: expect.any(String), event: 'UPDATED', success: true });
    }
    await expect
      .poll(() => lifecycle(node('Log')), POLL)
      .toEqual([{ server: expect.any(String), event: 'STARTED', success: true }]);
    const response = await raw(
      server,
      'GET',
      `/api/events/RULE_NODE/${node('Telemetry?').id}/LC_EVENT?tenantId=${tenant.tenant.id.id}&pageSize=10&page=0`,
      { token: tokenOf(tenant.admin) },
    );
    expect(response.status).toBe(200);
    const [event] = response.json.data as EventInfo[];
    expect(event).toEqual({
      id: { id: expect.any(String) },
      createdTime: expect.any(Number),
      tenantId: tenant.tenant.id,
      type: 'LC_EVENT',
      uid: expect.any(String),
      entityId: node('Telemetry?'),
      body: { server: expect.any(String), event: 'STARTED', success: true },
    });
    // The older list without an event type answers the lifecycle events.
    const untyped = await raw(
      server,
      'GET',
      `/api/events/RULE_NODE/${node('Telemetry?').id}?tenantId=${tenant.tenant.id.id}&pageSize=10&page=0`,
      { token: tokenOf(tenant.admin) },
    );
    expect((untyped.json.data as EventInfo[]).map((each) => each.id)).toEqual([event?.id]);
  });

  it('adds UPDATED for the node whose configuration a metadata save changed, and nothing for the others', async () => {
    const current = await tenant.admin.ruleChains.metadata(chainId);
    const nodes = current.nodes.map((each) =>
      each.name === 'Telemetry?' ? { ...each, configuration: { messageTypes: ['POST_ATTRIBUTES_REQUEST'] } } : each,
    );
    metadata = await tenant.admin.ruleChains.saveMetadata({
      ...current,
      ruleChainId: { entityType: 'RULE_CHAIN', id: chainId },
      nodes,
    });
    await expect
      .poll(async () => (await lifecycle(node('Telemetry?'))).map((body) => body.event), POLL)
      .toEqual(['STARTED', 'UPDATED']);
    expect((await lifecycle(node('Log'))).map((body) => body.event)).toEqual(['STARTED']);
  });

  it('pages the lifecycle events and keeps to the time window asked for', async () => {
    const page = await tenant.admin.events.list(node('Telemetry?'), 'LC_EVENT', tenant.tenant.id.id, {
      ...OLDEST_FIRST,
      pageSize: 1,
    });
    expect(page).toMatchObject({ totalElements: 2, totalPages: 2, hasNext: true });
    const future = await tenant.admin.events.list(node('Telemetry?'), 'LC_EVENT', tenant.tenant.id.id, {
      ...OLDEST_FIRST,
      startTime: Date.now() + 60_000,
    });
    expect(future.data).toEqual([]);
    for (const type of ['ERROR', 'STATS'] as const) {
      const none = await tenant.admin.events.list(node('Log'), type, tenant.tenant.id.id, OLDEST_FIRST);
      expect(none.data).toEqual([]);
    }
  });

  it('keeps them from customer users', async () => {
    const response = await raw(
      server,
      'GET',
      `/api/events/RULE_NODE/${node('Log').id}/LC_EVENT?tenantId=${tenant.tenant.id.id}&pageSize=10&page=0`,
      { token: tokenOf(await server.as('customer')) },
    );
    expect(response.status).toBe(403);
    await expectError(
      tenant.admin.events.list(node('Log'), 'LC_EVENTS' as 'LC_EVENT', tenant.tenant.id.id, OLDEST_FIRST),
      400,
      31,
      "Event type: 'LC_EVENTS' is not supported!",
    );
  });
});
