import type { RuleChain } from '@fleetdeck/model';
import { describe, expect, it, vi } from 'vitest';
import { ruleChainsConfig } from './rule-chains-config';

const page = { importRuleChain: vi.fn(), setRoot: vi.fn() };

const chain = (root: boolean) =>
  ({ id: { entityType: 'RULE_CHAIN', id: 'c1' }, createdTime: 1, name: 'Root Rule Chain', root }) as RuleChain;

const visibleActions = (entity: RuleChain) =>
  (ruleChainsConfig(page).actions ?? []).filter((action) => action.isVisible?.(entity) ?? true).map((a) => a.id);

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
});
