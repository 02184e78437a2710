import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.js';
import { runNode, testMsg } from '../../testing/rule-node.js';
import type { DeviceRpcService } from '../device-rpc.js';
import * as tbSendRpcReplyNode from './tb-send-rpc-reply-node.js';

const configuration = tbSendRpcReplyNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration;

function recordingRpc() {
  const replies: Array<[string, number, string]> = [];
  const deviceRpc: DeviceRpcService = {
    sendToDevice: () => Promise.reject(new Error('not used')),
    replyToClientRpc: (sessionId, requestId, body) => {
      replies.push([sessionId, requestId, body]);
      return true;
    },
  };
  return { replies, app: { deviceRpc } as Partial<AppContext> };
}

const request = (metadata: Record<string, string>) =>
  testMsg({ type: 'TO_SERVER_RPC_REQUEST', data: '{"answer":42}', metadata });

describe('rpc call reply node', () => {
  it("sends the data to the device's waiting request along Success", async () => {
    const { replies, app } = recordingRpc();
    const msg = request({ requestId: '7', serviceId: 'fleetdeck', sessionId: 'session-1' });
    const [result] = await runNode(tbSendRpcReplyNode, configuration, msg, app);
    expect(result?.relation).toBe('Success');
    expect(replies).toEqual([['session-1', 7, '{"answer":42}']]);
  });

  it('sends a message without the request ids, or not from a device, to Failure', async () => {
    const { replies, app } = recordingRpc();
    const [noRequest] = await runNode(
      tbSendRpcReplyNode,
      configuration,
      request({ serviceId: 's', sessionId: 'x' }),
      app,
    );
    expect(String(noRequest?.error)).toContain('Request id is not present in the metadata!');
    const fromAsset = testMsg({ originator: { entityType: 'ASSET', id: 'a' }, metadata: { requestId: '1' } });
    const [notDevice] = await runNode(tbSendRpcReplyNode, configuration, fromAsset, app);
    expect(String(notDevice?.error)).toContain('Message originator is not a device entity!');
    expect(replies).toEqual([]);
  });
});
