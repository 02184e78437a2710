import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbMsgTypeFilterNode from './tb-msg-type-filter-node.js';

const configuration = { messageTypes: ['POST_TELEMETRY_REQUEST', 'MY_CUSTOM_TYPE'] };

describe('message type filter node', () => {
  it('sends a message of a listed type along True, custom types included', async () => {
    for (const type of ['POST_TELEMETRY_REQUEST', 'MY_CUSTOM_TYPE']) {
      const [result] = await runNode(tbMsgTypeFilterNode, configuration, testMsg({ type }));
      expect(result?.relation).toBe('True');
    }
  });

  it('sends a message of any other type along False', async () => {
    const [result] = await runNode(tbMsgTypeFilterNode, configuration, testMsg({ type: 'POST_ATTRIBUTES_REQUEST' }));
    expect(result?.relation).toBe('False');
  });
});
