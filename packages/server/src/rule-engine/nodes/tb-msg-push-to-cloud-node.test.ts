import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbMsgPushToCloudNode from './tb-msg-push-to-cloud-node.js';

describe('push to cloud node', () => {
  it('ends the message, as the community edition does', async () => {
    expect(await runNode(tbMsgPushToCloudNode, { scope: 'SERVER_SCOPE' }, testMsg())).toEqual([]);
  });

  it('is offered for edge rule chains only', () => {
    expect(tbMsgPushToCloudNode.descriptor.ruleChainTypes).toEqual(['EDGE']);
  });
});
