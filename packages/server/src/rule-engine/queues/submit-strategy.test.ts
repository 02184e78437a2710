import { describe, expect, it } from 'vitest';
import type { QueueSettings } from './queue-settings.js';
import { submitPack } from './submit-strategy.js';

interface Item {
  id: number;
  tenantId: string;
  originatorId: string;
}

const items: Item[] = [
  { id: 1, tenantId: 't1', originatorId: 'a' },
  { id: 2, tenantId: 't1', originatorId: 'a' },
  { id: 3, tenantId: 't1', originatorId: 'b' },
  { id: 4, tenantId: 't2', originatorId: 'c' },
  { id: 5, tenantId: 't2', originatorId: 'c' },
];

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

/** Runs the pack and records, for each message, which others were running when it started. */
async function overlaps(strategy: QueueSettings['submitStrategy'], fail: number[] = []) {
  const running = new Set<number>();
  const startedWith = new Map<number, number[]>();
  const order: number[] = [];
  const attempt = await submitPack(items, {
    strategy,
    timeoutMs: 5000,
    run: async (item) => {
      startedWith.set(item.id, [...running]);
      order.push(item.id);
      running.add(item.id);
      await tick();
      running.delete(item.id);
      return !fail.includes(item.id);
    },
  });
  return { attempt, startedWith, order };
}

describe('the submit strategy of a queue', () => {
  it('BURST starts every message at once', async () => {
    const { startedWith, attempt } = await overlaps({ type: 'BURST', batchSize: 0 }, [3]);
    expect(startedWith.get(5)).toEqual([1, 2, 3, 4]);
    expect(attempt.failed.map((item) => item.id)).toEqual([3]);
    expect(attempt.succeeded).toHaveLength(4);
    expect(attempt.timedOut).toEqual([]);
  });

  it('BATCH starts the next batch once the one before is done', async () => {
    const { startedWith } = await overlaps({ type: 'BATCH', batchSize: 2 });
    expect(startedWith.get(2)).toEqual([1]);
    expect(startedWith.get(3)).toEqual([]);
    expect(startedWith.get(4)).toEqual([3]);
    expect(startedWith.get(5)).toEqual([]);
  });

  it('SEQUENTIAL runs one message at a time, in order', async () => {
    const { startedWith, order } = await overlaps({ type: 'SEQUENTIAL', batchSize: 0 });
    expect([...startedWith.values()].every((others) => others.length === 0)).toBe(true);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('SEQUENTIAL_BY_TENANT runs one message per tenant at a time', async () => {
    const { startedWith } = await overlaps({ type: 'SEQUENTIAL_BY_TENANT', batchSize: 0 });
    for (const [id, others] of startedWith) {
      const tenant = items.find((item) => item.id === id)?.tenantId;
      expect(others.every((other) => items.find((item) => item.id === other)?.tenantId !== tenant)).toBe(true);
    }
    expect(startedWith.get(4)).toEqual([1]);
  });

  it('SEQUENTIAL_BY_ORIGINATOR runs one message per originator at a time', async () => {
    const { startedWith, order } = await overlaps({ type: 'SEQUENTIAL_BY_ORIGINATOR', batchSize: 0 });
    expect(startedWith.get(3)).toEqual([1]);
    expect(startedWith.get(4)).toEqual([1, 3]);
    expect(order.indexOf(2)).toBeGreaterThan(order.indexOf(1));
    expect(startedWith.get(2)).not.toContain(1);
  });

  it('answers the messages not done by the timeout as timed out and starts no further one', async () => {
    const started: number[] = [];
    const attempt = await submitPack(items, {
      strategy: { type: 'SEQUENTIAL', batchSize: 0 },
      timeoutMs: 30,
      run: async (item) => {
        started.push(item.id);
        if (item.id === 2) await new Promise((resolve) => setTimeout(resolve, 200));
        return true;
      },
    });
    expect(attempt.succeeded.map((item) => item.id)).toEqual([1]);
    expect(attempt.timedOut.map((item) => item.id)).toEqual([2, 3, 4, 5]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(started).toEqual([1, 2]);
  });
});
