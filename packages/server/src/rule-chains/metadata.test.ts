import { RULE_CHAIN_INPUT_NODE } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { type MetadataContext, type MetadataInput, planMetadata, targetChainIds } from './metadata.js';

const LOG = 'org.thingsboard.rule.engine.action.TbLogNode';
const PUSH = 'org.thingsboard.rule.engine.edge.TbMsgPushToCloudNode';
const CHAIN = '11111111-1d30-11ed-9f3b-4b1a4bd1f5a1';
const TARGET = '22222222-1d30-11ed-9f3b-4b1a4bd1f5a1';
const KEPT = '33333333-1d30-11ed-9f3b-4b1a4bd1f5a1';

const context: MetadataContext = {
  chainId: CHAIN,
  chainType: 'CORE',
  existingNodeIds: new Set([KEPT]),
  nodeKinds: new Map([
    [LOG, ['CORE', 'EDGE']],
    [PUSH, ['EDGE']],
    [RULE_CHAIN_INPUT_NODE, ['CORE', 'EDGE']],
  ]),
  targetChains: new Map([[TARGET, 'Target chain']]),
};

const log = (name: string, id?: string) => ({
  type: LOG,
  name,
  ...(id ? { id: { entityType: 'RULE_NODE', id } } : {}),
});

function refusal(input: MetadataInput): string {
  try {
    planMetadata(input, context);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    return (error as ApiError).message;
  }
  throw new Error('the metadata was accepted');
}

describe('planning a metadata save', () => {
  it('keeps the ids of the chain own nodes and makes the others new', () => {
    const plan = planMetadata(
      { nodes: [log('Kept', KEPT), log('Stranger', TARGET), log('New')], firstNodeIndex: 0 },
      context,
    );
    expect(plan.nodes.map((node) => node.id)).toEqual([KEPT, null, null]);
    expect(plan.firstNodeIndex).toBe(0);
  });

  it('reads no nodes as an empty chain', () => {
    expect(planMetadata({ nodes: null }, context)).toEqual({ nodes: [], firstNodeIndex: null, connections: [] });
  });

  it('accepts a graph without loops, joins included', () => {
    const plan = planMetadata(
      {
        nodes: [log('A'), log('B'), log('C')],
        connections: [
          { fromIndex: 0, toIndex: 1, type: 'Success' },
          { fromIndex: 0, toIndex: 2, type: 'Failure' },
          { fromIndex: 1, toIndex: 2, type: 'Success' },
        ],
      },
      context,
    );
    expect(plan.connections).toHaveLength(3);
  });

  it('refuses a loop that does not pass through the first node of the search', () => {
    expect(
      refusal({
        nodes: [log('A'), log('B'), log('C')],
        connections: [
          { fromIndex: 0, toIndex: 1, type: 'Success' },
          { fromIndex: 1, toIndex: 2, type: 'Success' },
          { fromIndex: 2, toIndex: 1, type: 'Success' },
        ],
      }),
    ).toBe("Can't create circling relations in rule chain.");
  });

  it('refuses nodes without type or name, and kinds of another chain type', () => {
    expect(refusal({ nodes: [{ name: 'x' }] })).toBe('Rule node type should be specified!');
    expect(refusal({ nodes: [{ type: LOG, name: '' }] })).toBe('Rule node name should be specified!');
    expect(refusal({ nodes: [{ type: PUSH, name: 'Push' }] })).toBe(
      `Rule node type '${PUSH}' can't be used in a CORE rule chain!`,
    );
    expect(
      planMetadata({ nodes: [{ type: PUSH, name: 'Push' }] }, { ...context, chainType: 'EDGE' }).nodes,
    ).toHaveLength(1);
  });

  it('refuses connections that are not a type or an index', () => {
    expect(refusal({ nodes: [log('A'), log('B')], connections: [{ fromIndex: 0, toIndex: 1, type: '' }] })).toBe(
      'Rule node connection type should be specified!',
    );
    expect(refusal({ nodes: [log('A'), log('B')], connections: [{ fromIndex: 0.5, toIndex: 1, type: 'x' }] })).toBe(
      'Rule node connection from index 0.5 to index 1 refers to a node that does not exist!',
    );
    expect(refusal({ nodes: [log('A')], firstNodeIndex: -1 })).toBe(
      'First node index -1 is out of range: the rule chain has 1 nodes!',
    );
  });

  it('names the chains a body forwards to, from nodes and legacy connections', () => {
    expect(
      targetChainIds({
        nodes: [{ type: RULE_CHAIN_INPUT_NODE, name: 'n', configuration: { ruleChainId: TARGET.toUpperCase() } }],
        ruleChainConnections: [{ fromIndex: 0, targetRuleChainId: { entityType: 'RULE_CHAIN', id: CHAIN }, type: 'x' }],
      }).sort(),
    ).toEqual([CHAIN, TARGET].sort());
  });
});
