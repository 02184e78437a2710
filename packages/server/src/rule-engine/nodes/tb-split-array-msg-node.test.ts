import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbSplitArrayMsgNode from './tb-split-array-msg-node.js';

describe('split array msg node', () => {
  it('sends one new message per element along Success, each with the metadata and type of the original', async () => {
    const msg = testMsg({ data: '[{"temperature":21},{"temperature":22},3]' });
    const results = await runNode(tbSplitArrayMsgNode, { version: 0 }, msg);
    expect(results.map((result) => [result.relation, result.msg.data])).toEqual([
      ['Success', '{"temperature":21}'],
      ['Success', '{"temperature":22}'],
      ['Success', '3'],
    ]);
    expect(new Set(results.map((result) => result.msg.id)).size).toBe(3);
    expect(results[0]?.msg).toMatchObject({ type: msg.type, metadata: msg.metadata, originator: msg.originator });
  });

  it('keeps a single element as the message, and ends an empty array', async () => {
    const single = testMsg({ data: '[{"a":1}]' });
    expect(await runNode(tbSplitArrayMsgNode, { version: 0 }, single)).toEqual([
      { relation: 'Success', msg: { ...single, data: '{"a":1}' } },
    ]);
    expect(await runNode(tbSplitArrayMsgNode, { version: 0 }, testMsg({ data: '[]' }))).toEqual([]);
  });

  it('sends data that is not an array to Failure', async () => {
    const [result] = await runNode(tbSplitArrayMsgNode, { version: 0 }, testMsg({ data: '{"a":1}' }));
    expect(result?.relation).toBe('Failure');
    expect((result?.error as Error | undefined)?.message).toBe('Msg data is not a JSON Array!');
  });
});
