// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the period pattern names a metadata key as ${key}
import { NULL_UUID } from '@fleetdeck/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context.js';
import { recordingLogger, testMsg } from '../../testing/rule-node.js';
import type { TbMsg } from '../message.js';
import type { NodeResult } from '../node.js';
import * as tbMsgDelayNode from './tb-msg-delay-node.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A delay node whose later messages are collected, as the engine would continue them. */
function delayNode(configuration: Record<string, unknown>) {
  const later: Array<{ msg: TbMsg; relation: string }> = [];
  const node = {
    id: NULL_UUID,
    ruleChainId: NULL_UUID,
    type: tbMsgDelayNode.descriptor.clazz,
    name: 'Delay',
    configuration,
  };
  const process = tbMsgDelayNode.create(node);
  const context = {
    app: { log: recordingLogger() } as unknown as AppContext,
    node,
    tellLater: (msg: TbMsg, relation: string) => later.push({ msg, relation }),
    enqueue: () => undefined,
  };
  const send = async (msg: TbMsg) => (await process(msg, context)) as NodeResult | null;
  return { later, send };
}

const configuration = {
  periodInSeconds: 5,
  maxPendingMsgs: 2,
  periodInSecondsPattern: null,
  useMetadataPeriodInSecondsPatterns: false,
};

describe('delay node', () => {
  it('ends the message and sends a copy along Success once the period has passed', async () => {
    const { later, send } = delayNode(configuration);
    const msg = testMsg();
    expect(await send(msg)).toBeNull();
    vi.advanceTimersByTime(4999);
    expect(later).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(later).toHaveLength(1);
    expect(later[0]?.relation).toBe('Success');
    expect(later[0]?.msg).toMatchObject({ data: msg.data, metadata: msg.metadata, type: msg.type });
    expect(later[0]?.msg.id).not.toBe(msg.id);
  });

  it('sends messages beyond the pending limit to Failure', async () => {
    const { send } = delayNode(configuration);
    await send(testMsg());
    await send(testMsg());
    const third = await send(testMsg());
    expect(third?.relation).toBe('Failure');
    expect(String(third?.error)).toContain('Max limit of pending messages reached!');
  });

  it('reads the period from the message when asked, and fails a period it cannot read', async () => {
    const fromMessage = {
      ...configuration,
      useMetadataPeriodInSecondsPatterns: true,
      periodInSecondsPattern: '${wait}',
    };
    const { later, send } = delayNode(fromMessage);
    expect(await send(testMsg({ metadata: { wait: '2' } }))).toBeNull();
    vi.advanceTimersByTime(2000);
    expect(later).toHaveLength(1);
    const bad = await send(testMsg({ metadata: { wait: 'soon' } }));
    expect(bad?.relation).toBe('Failure');
  });
});
