import { NULL_UUID } from '@fleetdeck/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from '../../common/uuid.js';
import type { AppContext } from '../../context.js';
import { recordingLogger } from '../../testing/rule-node.js';
import { unlimitedApiUsage } from '../../testing/unlimited-usage.js';
import type { TbMsg } from '../message.js';
import type { RuleNodeDefinition } from '../node.js';
import * as tbMsgGeneratorNode from './tb-msg-generator-node.js';

afterEach(() => {
  vi.useRealTimers();
});

/** Starts a generator of the configuration as the engine does when it loads the chain; what it sends is kept. */
function startGenerator(configuration: Record<string, unknown>, tenantId = newId()) {
  const sent: Array<{ msg: TbMsg; relation: string; error?: unknown }> = [];
  const node: RuleNodeDefinition = { id: newId(), ruleChainId: newId(), type: '', name: 'Generator', configuration };
  const process = tbMsgGeneratorNode.create(node);
  const log = recordingLogger();
  process.start?.({
    app: { log, apiUsage: unlimitedApiUsage() } as unknown as AppContext,
    node,
    tenantId,
    tellLater: (msg, relation, error) => sent.push({ msg, relation, error }),
  });
  return { sent, process, node, tenantId, log };
}

const defaults = tbMsgGeneratorNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration;

describe('generator node', () => {
  it('sends what its script returns along Success every period, from itself, until its chain stops it', async () => {
    vi.useFakeTimers();
    const { sent, process, node, tenantId } = startGenerator({ ...defaults, periodInSeconds: 2 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.relation).toBe('Success');
    expect(sent[0]?.msg).toMatchObject({
      type: 'POST_TELEMETRY_REQUEST',
      originator: { entityType: 'RULE_NODE', id: node.id },
      tenantId,
      customerId: NULL_UUID,
      metadata: { data: '40' },
      data: '{"temp":42,"humidity":77}',
    });
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    process.dispose?.();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(2);
  });

  it('gives the script the message it generated before, and stops after the message count', async () => {
    vi.useFakeTimers();
    const tenantId = newId();
    const { sent } = startGenerator(
      {
        msgCount: 3,
        periodInSeconds: 1,
        originatorType: 'TENANT',
        originatorId: tenantId,
        jsScript: 'var n = (prevMsg.n || 0) + 1; return { msg: { n: n }, metadata: {}, msgType: "COUNT" };',
      },
      tenantId,
    );
    for (let second = 0; second < 6; second++) await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map(({ msg }) => JSON.parse(msg.data).n)).toEqual([1, 2, 3]);
    expect(sent[0]?.msg.originator).toEqual({ entityType: 'TENANT', id: tenantId });
  });

  it('sends its tick to Failure when the script fails, and goes on', async () => {
    vi.useFakeTimers();
    const { sent } = startGenerator({ ...defaults, jsScript: 'return 42;' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.relation).toBe('Failure');
    expect(sent[0]?.msg.type).toBe('TbMsgGeneratorNodeMsg');
    expect(String(sent[0]?.error)).toContain('Wrong result type');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
  });

  it('does not start with an originator of another tenant', async () => {
    vi.useFakeTimers();
    const { sent, log } = startGenerator({ ...defaults, originatorType: 'TENANT', originatorId: newId() });
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([]);
    await vi.waitFor(() => expect(log.logged.some(([level]) => level === 'error')).toBe(true));
  });
});
