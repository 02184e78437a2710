import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.js';
import { InProcessEventBus, type LiveEvent } from '../../realtime/event-bus.js';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbDeviceStateNode from './tb-device-state-node.js';

function recordingBus(): { app: Partial<AppContext>; heard: LiveEvent[] } {
  const bus = new InProcessEventBus();
  const heard: LiveEvent[] = [];
  bus.subscribeLocal((event) => heard.push(event));
  return { app: { bus }, heard };
}

describe('device state node', () => {
  it("reports the configured event of the originating device at the message's time, along Success", async () => {
    const { app, heard } = recordingBus();
    const msg = testMsg({ metadata: { ts: '1700' } });
    const answer = await runNode(tbDeviceStateNode, { event: 'CONNECT_EVENT' }, msg, app);
    expect(answer).toEqual([{ relation: 'Success', msg }]);
    expect(heard).toEqual([
      {
        type: 'deviceConnectivity',
        tenantId: msg.tenantId,
        entityId: msg.originator,
        event: 'CONNECT_EVENT',
        ts: 1700,
      },
    ]);
  });

  it('sends a message of any other originator to Failure and reports nothing', async () => {
    const { app, heard } = recordingBus();
    const msg = testMsg({ originator: { entityType: 'ASSET', id: testMsg().originator.id } });
    const [answer] = await runNode(tbDeviceStateNode, { event: 'ACTIVITY_EVENT' }, msg, app);
    expect(answer?.relation).toBe('Failure');
    expect(String(answer?.error)).toContain(
      'Unsupported originator entity type: [ASSET]. Only DEVICE entity type is supported.',
    );
    expect(heard).toEqual([]);
  });

  it('refuses an event it does not know', () => {
    const definition = { id: 'n', ruleChainId: 'c', type: '', name: 'n', configuration: { event: 'REBOOT' } };
    expect(() => tbDeviceStateNode.create(definition)).toThrow('Unsupported event: REBOOT');
  });
});
