import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, uuidTime } from '../common/uuid.js';
import { openTempContext, type TempContext } from '../testing/temp-context.js';
import { deleteRuleChainWithNodes, inTransaction, type RuleNodeValues, writeMetadata } from './store.js';

let temp: TempContext;

beforeAll(async () => {
  temp = await openTempContext({ loadDemo: false });
});

afterAll(async () => {
  await temp.close();
});

const LOG = 'org.thingsboard.rule.engine.action.TbLogNode';

function nodeRow(name: string): RuleNodeValues {
  const id = newId();
  return {
    id,
    created_time: uuidTime(id),
    type: LOG,
    name,
    debug_mode: 1,
    configuration: '{}',
    additional_info: null,
    external_id: null,
  };
}

async function chainWithNodes(names: string[]) {
  const chainId = newId();
  const tenantId = newId();
  await temp.ctx.db
    .insertInto('rule_chain')
    .values({
      id: chainId,
      created_time: uuidTime(chainId),
      tenant_id: tenantId,
      name: 'Chain',
      type: 'CORE',
      first_rule_node_id: null,
      root: 0,
      debug_mode: 0,
      configuration: null,
      additional_info: null,
      external_id: null,
    })
    .execute();
  const nodes = names.map(nodeRow);
  await inTransaction(temp.ctx.db, (trx) =>
    writeMetadata(trx, {
      chainId,
      nodes: nodes.map((row) => ({ row, created: true })),
      removedNodeIds: [],
      firstNodeId: nodes[0]?.id ?? null,
      connections: [],
    }),
  );
  for (const node of nodes) {
    const id = newId();
    await temp.ctx.db
      .insertInto('event')
      .values({
        id,
        created_time: uuidTime(id),
        tenant_id: tenantId,
        entity_type: 'RULE_NODE',
        entity_id: node.id,
        event_type: 'DEBUG_RULE_NODE',
        event_uid: newId(),
        msg_direction: 'IN',
        msg_type: 'POST_TELEMETRY_REQUEST',
        relation_type: '',
        error: null,
        data: '{}',
        metadata: '{}',
        body: '{}',
      })
      .execute();
  }
  return { chainId, nodes };
}

const eventsOf = async (nodeId: string) =>
  (await temp.ctx.db.selectFrom('event').select('id').where('entity_id', '=', nodeId).execute()).length;

describe('the rule chain store', () => {
  it('deletes the debug events of the nodes a metadata save removes', async () => {
    const { chainId, nodes } = await chainWithNodes(['Kept', 'Removed']);
    const [kept, removed] = nodes as [RuleNodeValues, RuleNodeValues];
    await inTransaction(temp.ctx.db, (trx) =>
      writeMetadata(trx, {
        chainId,
        nodes: [{ row: kept, created: false }],
        removedNodeIds: [removed.id],
        firstNodeId: kept.id,
        connections: [],
      }),
    );
    expect(await eventsOf(removed.id)).toBe(0);
    expect(await eventsOf(kept.id)).toBe(1);
  });

  it('deletes a chain with its nodes and their events', async () => {
    const { chainId, nodes } = await chainWithNodes(['Only']);
    await deleteRuleChainWithNodes(temp.ctx.db, chainId);
    expect(await eventsOf((nodes[0] as RuleNodeValues).id)).toBe(0);
    expect(
      await temp.ctx.db.selectFrom('rule_node').select('id').where('rule_chain_id', '=', chainId).execute(),
    ).toEqual([]);
  });
});
