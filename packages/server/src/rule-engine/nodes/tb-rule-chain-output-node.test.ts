import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbRuleChainOutputNode from './tb-rule-chain-output-node.js';

describe('output node', () => {
  it('returns the message to the calling chain along the relation named after the node', async () => {
    const msg = testMsg();
    // runNode names the node 'node under test'.
    expect(await runNode(tbRuleChainOutputNode, { version: 0 }, msg)).toEqual([
      { relation: 'node under test', msg, returnToCaller: true },
    ]);
  });
});
