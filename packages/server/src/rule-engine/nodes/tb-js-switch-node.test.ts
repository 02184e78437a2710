import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbJsSwitchNode from './tb-js-switch-node.js';

const DEFAULT_SCRIPT = tbJsSwitchNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration.jsScript;

describe('switch node', () => {
  it('sends the same message along every relation the script names', async () => {
    const msg = testMsg({ type: 'POST_ATTRIBUTES_REQUEST' });
    expect(await runNode(tbJsSwitchNode, { jsScript: DEFAULT_SCRIPT }, msg)).toEqual([
      { relation: 'one', msg },
      { relation: 'nine', msg },
    ]);
  });

  it('sends the message along the one relation the script returns as a string', async () => {
    const results = await runNode(tbJsSwitchNode, { jsScript: 'return msgType;' }, testMsg({ type: 'Custom' }));
    expect(results.map((result) => result.relation)).toEqual(['Custom']);
  });

  it('ends the message when the script returns no relation', async () => {
    expect(await runNode(tbJsSwitchNode, { jsScript: 'return [];' }, testMsg())).toEqual([]);
  });

  it('sends the message to Failure when the script throws', async () => {
    const [result] = await runNode(tbJsSwitchNode, { jsScript: "throw new Error('no route');" }, testMsg());
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toContain('Error: no route');
  });
});
