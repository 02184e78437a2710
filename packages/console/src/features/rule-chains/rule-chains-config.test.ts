import type { RuleChain } from '@fleetdeck/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../core/http/api';
import type { RuleChainListEntry } from './rule-chain-entry';
import { ruleChainsConfig } from './rule-chains-config';

const page = { importRuleChain: vi.fn(), confirm: vi.fn() };

const chain = (root: boolean, id = 'c1', autoAssignToEdge?: boolean) =>
  ({
    id: { entityType: 'RULE_CHAIN', id },
    createdTime: 1,
    name: 'Root Rule Chain',
    root,
    autoAssignToEdge,
  }) as RuleChainListEntry;

const visibleActions = (entity: RuleChainListEntry, type: 'CORE' | 'EDGE' = 'CORE') =>
  (ruleChainsConfig(page, type).actions ?? []).filter((action) => action.isVisible?.(entity) ?? true).map((a) => a.id);

const LINK = { pageSize: 10, page: 0 };

afterEach(() => vi.restoreAllMocks());

describe('the rule chains list', () => {
  it('never offers to delete or re-root the root chain', () => {
    const config = ruleChainsConfig(page);
    expect(config.canDelete?.(chain(true))).toBe(false);
    expect(config.canDelete?.(chain(false))).toBe(true);
    expect(visibleActions(chain(true))).toEqual(['open', 'details', 'export']);
    expect(visibleActions(chain(false))).toEqual(['open', 'details', 'export', 'setRoot']);
  });

  it('offers import and opens a chain in its editor on a row click', () => {
    const config = ruleChainsConfig(page);
    expect(config.listActions?.map((action) => action.id)).toEqual(['import']);
    const navigate = vi.fn();
    config.openEntity?.(chain(false), { navigate, reload: vi.fn() });
    expect(navigate).toHaveBeenCalledWith('/ruleChains/c1');
  });

  it('asks the page to confirm making a chain root', async () => {
    const setRoot = ruleChainsConfig(page).actions?.find((action) => action.id === 'setRoot');
    const context = { navigate: vi.fn(), reload: vi.fn() };
    await setRoot?.onAction(chain(false), context);
    expect(page.confirm).toHaveBeenCalledWith('setRoot', chain(false), context);
  });
});

describe('the rule chain templates (edge rule chains)', () => {
  it('reads the EDGE chains and marks those assigned to every new edge', async () => {
    vi.spyOn(api.ruleChains, 'list').mockResolvedValue({
      data: [chain(true, 'root'), chain(false, 'a'), chain(false, 'b')] as RuleChain[],
      totalPages: 1,
      totalElements: 3,
      hasNext: false,
    });
    vi.spyOn(api.ruleChains, 'autoAssignToEdgeRuleChains').mockResolvedValue([chain(false, 'b')]);
    const rows = (await ruleChainsConfig(page, 'EDGE').fetchPage(LINK)).data;
    expect(api.ruleChains.list).toHaveBeenCalledWith(LINK, 'EDGE');
    expect(rows.map((row) => [row.id.id, row.autoAssignToEdge])).toEqual([
      ['root', false],
      ['a', false],
      ['b', true],
    ]);
  });

  it('shows the template root and the auto-assignment, and offers to set or unset each but on the template root', () => {
    const config = ruleChainsConfig(page, 'EDGE');
    expect(config.messages.title).toBe('edge.rulechain-templates');
    expect(config.columns.map((column) => column.title)).toEqual([
      'common.created-time',
      'rulechain.name',
      'rulechain.edge-template-root',
      'rulechain.auto-assign-to-edge',
    ]);
    expect(config.canDelete?.(chain(true))).toBe(false);
    expect(visibleActions(chain(true), 'EDGE')).toEqual(['open', 'details', 'export']);
    expect(visibleActions(chain(false, 'a', false), 'EDGE')).toEqual([
      'open',
      'details',
      'export',
      'setEdgeTemplateRoot',
      'setAutoAssignToEdge',
    ]);
    expect(visibleActions(chain(false, 'a', true), 'EDGE')).toEqual([
      'open',
      'details',
      'export',
      'setEdgeTemplateRoot',
      'unsetAutoAssignToEdge',
    ]);
  });

  it('creates EDGE chains and opens them in the editor below the templates', async () => {
    const config = ruleChainsConfig(page, 'EDGE');
    vi.spyOn(api.ruleChains, 'save').mockResolvedValue(chain(false));
    await config.save({ name: 'Edge filter' });
    expect(api.ruleChains.save).toHaveBeenCalledWith(expect.objectContaining({ name: 'Edge filter', type: 'EDGE' }));
    const navigate = vi.fn();
    config.openEntity?.(chain(false), { navigate, reload: vi.fn() });
    expect(navigate).toHaveBeenCalledWith('/edgeManagement/ruleChains/c1');
  });
});
