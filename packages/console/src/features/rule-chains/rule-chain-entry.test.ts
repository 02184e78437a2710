import type { RuleChain } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { importedChainPath } from './editor/imported-chain-state';
import { ruleChainsListPath, withAutoAssignFlags } from './rule-chain-entry';

const chain = (id: string) => ({ id: { entityType: 'RULE_CHAIN', id }, name: id }) as RuleChain;

describe('rule chain list rows', () => {
  it('keeps the core chains under /ruleChains and the edge chains under the edge management', () => {
    expect(ruleChainsListPath('CORE')).toBe('/ruleChains');
    expect(ruleChainsListPath('EDGE')).toBe('/edgeManagement/ruleChains');
    expect(importedChainPath('EDGE')).toBe('/edgeManagement/ruleChains/import');
  });

  it('marks exactly the chains given to every new edge', () => {
    const rows = withAutoAssignFlags([chain('a'), chain('b')], [chain('b'), chain('elsewhere')]);
    expect(rows.map((row) => row.autoAssignToEdge)).toEqual([false, true]);
  });
});
