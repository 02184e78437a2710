import { type EntityId, NULL_UUID } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { testMsg } from '../testing/rule-node.js';
import { openTempContext, type TempContext } from '../testing/temp-context.js';

let temp: TempContext;

beforeAll(async () => {
  temp = await openTempContext();
});

afterAll(async () => {
  await temp.close();
});

const ENGINE = 'org.thingsboard.rule.engine';
const SWITCH = `${ENGINE}.filter.TbJsSwitchNode`;
const TRANSFORM = `${ENGINE}.transform.TbTransformMsgNode`;
const LOG = `${ENGINE}.action.TbLogNode`;

/** A new tenant whose root chain is made of the given nodes; connections [from, to, type]; node 0 comes first. */
async function tenantWithRootChain(
  nodes: Array<{ type: string; configuration: Record<string, unknown> }>,
  connections: Array<[number, number, string]>,
): Promise<string> {
  const tenantId = newId();
  const chainId = newId();
  const nodeIds = nodes.map(() => newId());
  await temp.ctx.db
    .insertInto('rule_chain')
    .values({
      id: chainId,
      created_time: uuidTime(chainId),
      tenant_id: tenantId,
      name: 'Root Rule Chain',
      type: 'CORE',
      first_rule_node_id: nodeIds[0] ?? null,
      root: 1,
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
        debug_mode: 0,
        configuration: toJsonText(node.configuration),
        additional_info: null,
        external_id: null,
      })),
    )
    .execute();
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
  return tenantId;
}

const logNode = (label: string) => ({ type: LOG, configuration: { jsScript: `return '${label} ' + msg.n;` } });

/** What the log nodes logged since `from`. */
const loggedTexts = (from: number) =>
  temp.logged
    .slice(from)
    .filter(([level]) => level === 'info')
    .map((entry) => entry[2]);

describe('script nodes in a rule chain', () => {
  it('follows every relation a switch names before the message counts as done', async () => {
    const tenantId = await tenantWithRootChain(
      [{ type: SWITCH, configuration: { jsScript: "return ['hot', 'alert'];" } }, logNode('hot'), logNode('alert')],
      [
        [0, 1, 'hot'],
        [0, 2, 'alert'],
      ],
    );
    const asset: EntityId = { entityType: 'ASSET', id: newId() };
    const from = temp.logged.length;
    await temp.ctx.ruleEngine.push(testMsg({ tenantId, originator: asset, customerId: NULL_UUID, data: '{"n":1}' }));
    expect(loggedTexts(from)).toEqual(['hot 1', 'alert 1']);
  });

  it('sends each message a transformation makes along Success', async () => {
    const tenantId = await tenantWithRootChain(
      [{ type: TRANSFORM, configuration: { jsScript: 'return [{msg: {n: 1}}, {msg: {n: 2}}];' } }, logNode('split')],
      [[0, 1, 'Success']],
    );
    const asset: EntityId = { entityType: 'ASSET', id: newId() };
    const from = temp.logged.length;
    await temp.ctx.ruleEngine.push(testMsg({ tenantId, originator: asset, data: '{}' }));
    expect(loggedTexts(from)).toEqual(['split 1', 'split 2']);
  });
});
