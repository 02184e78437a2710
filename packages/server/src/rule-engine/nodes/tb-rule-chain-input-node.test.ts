import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbRuleChainInputNode from './tb-rule-chain-input-node.js';

const TARGET = '5b2e6f40-1d30-11ed-9f3b-4b1a4bd1f5a1';

describe('rule chain node', () => {
  it('forwards the message to the configured chain', async () => {
    const msg = testMsg();
    expect(await runNode(tbRuleChainInputNode, { ruleChainId: TARGET.toUpperCase() }, msg)).toEqual([
      { relation: '', msg, forwardTo: TARGET },
    ]);
  });

  it('sends the message to Failure when no chain is configured', async () => {
    const [result] = await runNode(tbRuleChainInputNode, { ruleChainId: null }, testMsg());
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toContain('has no rule chain to forward messages to');
  });
});
