import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbTransformMsgNode from './tb-transform-msg-node.js';

describe('script transformation node', () => {
  it('sends the transformed message along Success, keeping what the script leaves out', async () => {
    const msg = testMsg({ data: '{"temperature":22}' });
    const jsScript = 'return {msg: {fahrenheit: msg.temperature * 9 / 5 + 32}, msgType: "CUSTOM"};';
    expect(await runNode(tbTransformMsgNode, { jsScript }, msg)).toEqual([
      { relation: 'Success', msg: { ...msg, data: '{"fahrenheit":71.6}', type: 'CUSTOM' } },
    ]);
  });

  it('makes one message of each object of an array, each along Success', async () => {
    const msg = testMsg({ data: '{"a":1,"b":2}' });
    const jsScript = 'return Object.keys(msg).map(function (key) { return {msg: {key: key}}; });';
    const results = await runNode(tbTransformMsgNode, { jsScript }, msg);
    expect(results.map((result) => [result.relation, result.msg.data])).toEqual([
      ['Success', '{"key":"a"}'],
      ['Success', '{"key":"b"}'],
    ]);
  });

  it('sends the message to Failure when the script returns the wrong type', async () => {
    const [result] = await runNode(tbTransformMsgNode, { jsScript: 'return null;' }, testMsg());
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toContain('Wrong result type: NULL');
  });

  it('sends the message to Failure when the script leaves no message', async () => {
    const [result] = await runNode(tbTransformMsgNode, { jsScript: 'return [];' }, testMsg());
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toContain(tbTransformMsgNode.NO_MESSAGES);
  });
});
