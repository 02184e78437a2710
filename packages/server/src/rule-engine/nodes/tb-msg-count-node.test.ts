import { NULL_UUID } from '@fleetdeck/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context.js';
import { recordingLogger, testMsg } from '../../testing/rule-node.js';
import type { TbMsg } from '../message.js';
import * as tbMsgCountNode from './tb-msg-count-node.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('message count node', () => {
  it('ends each message and sends the count of each interval along Success, as telemetry of the tenant', async () => {
    const later: Array<{ msg: TbMsg; relation: string }> = [];
    const node = {
      id: NULL_UUID,
      ruleChainId: NULL_UUID,
      type: '',
      name: 'Count',
      configuration: { telemetryPrefix: 'count', interval: 2 },
    };
    const process = tbMsgCountNode.create(node);
    const context = {
      app: { log: recordingLogger() } as unknown as AppContext,
      node,
      tellLater: (msg: TbMsg, relation: string) => later.push({ msg, relation }),
      enqueue: () => undefined,
    };
    const msg = testMsg();
    expect(await process(msg, context)).toBeNull();
    expect(await process(testMsg({ tenantId: msg.tenantId }), context)).toBeNull();
    vi.advanceTimersByTime(2000);
    expect(later).toHaveLength(1);
    const [first] = later;
    expect(first?.relation).toBe('Success');
    expect(first?.msg).toMatchObject({
      type: 'POST_TELEMETRY_REQUEST',
      originator: { entityType: 'TENANT', id: msg.tenantId },
      metadata: { delta: '2000' },
    });
    expect(Object.values(JSON.parse(first?.msg.data ?? '{}'))).toEqual([2]);
    expect(Object.keys(JSON.parse(first?.msg.data ?? '{}'))[0]).toMatch(/^count_/);

    vi.advanceTimersByTime(2000);
    expect(Object.values(JSON.parse(later[1]?.msg.data ?? '{}'))).toEqual([0]);

    // Once the engine drops the node, it counts no more.
    process.dispose?.();
    vi.advanceTimersByTime(10000);
    expect(later).toHaveLength(2);
  });
});
