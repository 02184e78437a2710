import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbAckNode from './tb-ack-node.js';

describe('acknowledge node', () => {
  it('passes the message on along Success, unchanged', async () => {
    const msg = testMsg();
    expect(await runNode(tbAckNode, { version: 0 }, msg)).toEqual([{ relation: 'Success', msg }]);
  });
});
