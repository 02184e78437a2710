import type { RuleChain } from '@fleetdeck/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../core/http/api';
import { assignedListConfig } from '../assigned-entities/assigned-list-config';
import { EDGE_RULE_CHAINS } from './edge-entity-kinds';
import { edgeRuleChainsList, isEdgeRoot, setEdgeRootAction } from './edge-rule-chains-list';

const chain = (id: string, root = false) => ({ id: { entityType: 'RULE_CHAIN', id }, name: id, root }) as RuleChain;
const LINK = { pageSize: 10, page: 0 };

afterEach(() => vi.restoreAllMocks());

describe('an edge’s rule chains', () => {
  it('reads the edge’s chains and marks the edge’s root, not the template root', async () => {
    vi.spyOn(api.ruleChains, 'edgeRuleChains').mockResolvedValue({
      data: [],
      totalPages: 0,
      totalElements: 0,
      hasNext: false,
    });
    const list = edgeRuleChainsList('edge-1', 'mine');
    await list.fetchPage(LINK);
    expect(api.ruleChains.edgeRuleChains).toHaveBeenCalledWith('edge-1', LINK);
    const root = list.columns.find((column) => column.key === 'root');
    expect(root?.csv(chain('mine'))).toBe(true);
    expect(root?.csv(chain('template', true))).toBe(false);
    expect(list.queryScope).not.toEqual(edgeRuleChainsList('edge-1', 'other').queryScope);
  });

  it('offers to make any chain but the edge’s root the root, and to unassign any but the root', () => {
    const onRoot = vi.fn();
    const isRoot = isEdgeRoot('mine');
    const list = assignedListConfig(edgeRuleChainsList('edge-1', 'mine'), {
      owner: 'edge',
      kind: EDGE_RULE_CHAINS,
      title: 'edge.edge-list-title',
      titleValues: {},
      actions: { assignNew: vi.fn(), unassign: vi.fn() },
      rowActions: [setEdgeRootAction('mine', onRoot)],
      canUnassign: (ruleChain) => !isRoot(ruleChain),
    });
    const visible = (ruleChain: RuleChain) =>
      (list.actions ?? []).filter((action) => action.isVisible?.(ruleChain) ?? true).map((action) => action.id);
    expect(visible(chain('mine'))).toEqual([]);
    expect(visible(chain('other'))).toEqual(['setEdgeRoot', 'unassign']);
  });

  it('offers only EDGE chains to assign', async () => {
    vi.spyOn(api.ruleChains, 'list').mockResolvedValue({
      data: [chain('a')],
      totalPages: 1,
      totalElements: 1,
      hasNext: false,
    });
    const found = await EDGE_RULE_CHAINS.findAssignable('edge-1', 'a');
    expect(api.ruleChains.list).toHaveBeenCalledWith(expect.objectContaining({ textSearch: 'a' }), 'EDGE');
    expect(found.map((option) => option.name)).toEqual(['a']);
  });
});
