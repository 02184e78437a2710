import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbJsFilterNode from './tb-js-filter-node.js';

const filter = (jsScript: string, data: string) => runNode(tbJsFilterNode, { jsScript }, testMsg({ data }));

describe('script filter node', () => {
  it('sends the message along True when the script returns true', async () => {
    const msg = testMsg({ data: '{"temperature":25}' });
    expect(await runNode(tbJsFilterNode, { jsScript: 'return msg.temperature > 20;' }, msg)).toEqual([
      { relation: 'True', msg },
    ]);
  });

  it('sends the message along False when the script returns false', async () => {
    const [result] = await filter('return msg.temperature > 20;', '{"temperature":15}');
    expect(result?.relation).toBe('False');
  });

  it('sends the message to Failure when the script returns something else than a boolean', async () => {
    const [result] = await filter("return 'true';", '{}');
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toContain('Wrong result type: STRING');
  });

  it('sends the message to Failure when the script does not compile', async () => {
    const [result] = await filter('return (;', '{}');
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toContain("Can't compile script: SyntaxError");
  });
});
