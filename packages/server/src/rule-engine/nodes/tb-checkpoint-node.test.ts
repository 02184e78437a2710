import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbCheckpointNode from './tb-checkpoint-node.js';

describe('checkpoint node', () => {
  it('hands the message to the named queue, where it continues along Success', async () => {
    const msg = testMsg();
    expect(await runNode(tbCheckpointNode, { queueName: 'HighPriority' }, msg)).toEqual([
      { relation: 'Success', msg, toQueue: 'HighPriority' },
    ]);
  });

  it('hands it to the Main queue when none is named', async () => {
    const msg = testMsg();
    expect(await runNode(tbCheckpointNode, { queueName: null }, msg)).toEqual([
      { relation: 'Success', msg, toQueue: 'Main' },
    ]);
    expect(await runNode(tbCheckpointNode, { queueName: '  ' }, msg)).toEqual([
      { relation: 'Success', msg, toQueue: 'Main' },
    ]);
  });
});
