import { type EntityId, NULL_UUID } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { openTempContext, type TempContext } from '../testing/temp-context.js';
import { RuleEngine } from './engine.js';
import type { TbMsg } from './message.js';

let temp: TempContext;
let engine: RuleEngine;
let tenantId: string;
let chainId: string;
const nodeIds = [newId(), newId()];

const FILTER = 'org.thingsboard.rule.engine.filter.TbMsgTypeFilterNode';
const MISSING = 'org.example.MissingNode';

/** The tenant's root chain: a message type filter, and along True a node of a type the engine does not have. */
beforeAll(async () => {
  temp = await openTempContext();
  const tenant = await temp.ctx.db.selectFrom('tenant').select('id').executeTakeFirstOrThrow();
  tenantId = tenant.id;
  await temp.ctx.db.updateTable('rule_chain').set({ root: 0 }).where('tenant_id', '=', tenantId).execute();
  chainId = newId();
  await temp.ctx.db
    .insertInto('rule_chain')
    .values({
      id: chainId,
      created_time: uuidTime(chainId),
      tenant_id: tenantId,
      name: 'Lifecycle',
      type: 'CORE',
      first_rule_node_id: nodeIds[0] as string,
      root: 1,
      debug_mode: 0,
      configuration: null,
      additional_info: null,
      external_id: null,
    })
    .execute();
  const node = (index: number, type: string, configuration: unknown) => ({
    id: nodeIds[index] as string,
    created_time: uuidTime(nodeIds[index] as string) + index,
    rule_chain_id: chainId,
    type,
    name: `Node ${index}`,
    debug_mode: 0,
    configuration: toJsonText(configuration),
    additional_info: null,
    external_id: null,
  });
  await temp.ctx.db
    .insertInto('rule_node')
    .values([node(0, FILTER, { messageTypes: ['CUSTOM'] }), node(1, MISSING, {})])
    .execute();
  await temp.ctx.db
    .insertInto('relation')
    .values({
      from_id: nodeIds[0] as string,
      from_type: 'RULE_NODE',
      to_id: nodeIds[1] as string,
      to_type: 'RULE_NODE',
      relation_type_group: 'RULE_NODE',
      relation_type: 'True',
      additional_info: null,
    })
    .execute();
  engine = new RuleEngine(temp.ctx, { statsPersistFrequencyMs: 100 });
});

afterAll(async () => {
  await engine.close();
  await temp.close();
});

const message = (): TbMsg => {
  const originator: EntityId = { entityType: 'TENANT', id: tenantId };
  return {
    id: newId(),
    ts: Date.now(),
    type: 'CUSTOM',
    originator,
    tenantId,
    customerId: NULL_UUID,
    metadata: {},
    data: '{}',
  };
};

async function eventsOf(entityId: string, type: string) {
  const rows = await temp.ctx.db
    .selectFrom('event')
    .selectAll()
    .where('entity_id', '=', entityId)
    .where('event_type', '=', type)
    .orderBy('created_time')
    .execute();
  return rows.map((row) => ({ ...row, body: JSON.parse(row.body) as Record<string, unknown> }));
}

describe('lifecycle, error and stats events of the rule engine', () => {
  it('starts the chain and its nodes on load; a node of an unknown type fails to start, with an error event', async () => {
    await engine.push(message());
    expect((await eventsOf(chainId, 'LC_EVENT')).map((event) => event.body)).toEqual([
      { server: expect.any(String), event: 'STARTED', success: true },
    ]);
    expect((await eventsOf(nodeIds[0] as string, 'LC_EVENT')).map((event) => event.body)).toEqual([
      { server: expect.any(String), event: 'STARTED', success: true },
    ]);
    const failed = await eventsOf(nodeIds[1] as string, 'LC_EVENT');
    expect(failed.map((event) => event.body)).toEqual([
      {
        server: expect.any(String),
        event: 'STARTED',
        success: false,
        error: `Rule node type ${MISSING} is not supported`,
      },
    ]);
    expect(failed[0]).toMatchObject({ tenant_id: tenantId, entity_type: 'RULE_NODE' });
    expect((await eventsOf(nodeIds[1] as string, 'ERROR')).map((event) => event.body)).toEqual([
      { server: expect.any(String), method: 'OnStart', error: `Rule node type ${MISSING} is not supported` },
    ]);
  });

  it('stores how many messages each node processed, once per period, and nothing for an idle period', async () => {
    await engine.push(message());
    // Both messages are counted, in one period or spread over two.
    const processed = async (nodeId: string) =>
      (await eventsOf(nodeId, 'STATS')).reduce((sum, event) => sum + Number(event.body.messagesProcessed), 0);
    await expect.poll(() => processed(nodeIds[0] as string), { timeout: 5000 }).toBe(2);
    await expect.poll(() => processed(nodeIds[1] as string), { timeout: 5000 }).toBe(2);
    const stats = await eventsOf(nodeIds[0] as string, 'STATS');
    expect(stats[0]?.body).toEqual({
      server: expect.any(String),
      messagesProcessed: expect.any(Number),
      errorsOccurred: 0,
    });
    // Nothing marks a period that stored nothing: wait three periods, then count again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await eventsOf(nodeIds[0] as string, 'STATS')).toHaveLength(stats.length);
  });

  it('updates a node whose configuration changed when its chain loads again, and stops all on close', async () => {
    await temp.ctx.db
      .updateTable('rule_node')
      .set({ configuration: toJsonText({ messageTypes: ['OTHER'] }) })
      .where('id', '=', nodeIds[0] as string)
      .execute();
    engine.reload(tenantId);
    await engine.push(message());
    expect((await eventsOf(nodeIds[0] as string, 'LC_EVENT')).map((event) => event.body.event)).toEqual([
      'STARTED',
      'UPDATED',
    ]);
    expect(await eventsOf(chainId, 'LC_EVENT')).toHaveLength(1);
    expect(await eventsOf(nodeIds[1] as string, 'LC_EVENT')).toHaveLength(1);
    // The node that could not start, loaded again unchanged, tells no new error.
    expect(await eventsOf(nodeIds[1] as string, 'ERROR')).toHaveLength(1);
    await engine.close();
    for (const id of [chainId, ...nodeIds]) {
      expect((await eventsOf(id, 'LC_EVENT')).at(-1)?.body).toMatchObject({ event: 'STOPPED', success: true });
    }
  });
});
