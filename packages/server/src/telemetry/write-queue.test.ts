import { describe, expect, it, vi } from 'vitest';
import { type Backend, type Batch, type PointWrite, WriteQueue } from './write-queue.js';

const point = (ts: number, entityId = 'e1'): PointWrite => ({ entityId, keyId: 1, ts, value: ts, expiresAt: null });

/** A store that keeps what it commits, fails the commits it is told to, and can hold a commit until released. */
class FakeStore implements Backend {
  readonly committed: PointWrite[] = [];
  failures = 0;
  failWhen: (batch: Batch) => boolean = () => false;
  private held: (() => void) | null = null;
  private holding = false;

  hold(): void {
    this.holding = true;
  }

  release(): void {
    this.holding = false;
    this.held?.();
    this.held = null;
  }

  async commit(batch: Batch): Promise<void> {
    if (this.holding) await new Promise<void>((resolve) => (this.held = resolve));
    if (this.failures > 0 || this.failWhen(batch)) {
      if (this.failures > 0) this.failures--;
      throw new Error('database is locked');
    }
    this.committed.push(...batch.points);
  }
}

const settledState = (promise: Promise<void>) => {
  const state = { resolved: false, rejected: false };
  promise.then(
    () => (state.resolved = true),
    () => (state.rejected = true),
  );
  return state;
};

describe('WriteQueue', () => {
  it('answers a write whose transaction failed only after a retry committed it', async () => {
    const store = new FakeStore();
    store.failures = 2;
    const queue = new WriteQueue(null, { backend: store, retryDelayMs: 20 });
    const write = queue.write([point(1), point(2)]);
    const state = settledState(write);
    await vi.waitFor(() => expect(store.failures).toBe(0));
    // Both failed transactions stored nothing and the writer has heard nothing yet.
    expect(store.committed).toEqual([]);
    expect(state).toEqual({ resolved: false, rejected: false });
    await write;
    expect(store.committed.map((p) => p.ts)).toEqual([1, 2]);
    expect(queue.pendingRows).toBe(0);
  });

  it('fails a write only when every attempt failed, and never answers it as stored', async () => {
    const store = new FakeStore();
    store.failures = 3;
    const queue = new WriteQueue(null, { backend: store, retryDelayMs: 1, commitAttempts: 3 });
    await expect(queue.write([point(1)])).rejects.toThrow('database is locked');
    expect(store.committed).toEqual([]);
    expect(queue.pendingRows).toBe(0);
  });

  it('stores the other writes of a transaction that one bad write fails, and fails only that one', async () => {
    const store = new FakeStore();
    store.failWhen = (batch) => batch.points.some((p) => p.entityId === 'bad');
    const queue = new WriteQueue(null, { backend: store, retryDelayMs: 1, commitAttempts: 2 });
    const good = queue.write([point(1)]);
    const bad = queue.write([point(2, 'bad')]);
    const alsoGood = queue.write([point(3)]);
    await expect(good).resolves.toBeUndefined();
    await expect(alsoGood).resolves.toBeUndefined();
    await expect(bad).rejects.toThrow();
    expect(store.committed.map((p) => p.ts).sort()).toEqual([1, 3]);
  });

  it('counts pending rows, is full at its limit and tells its listeners when a flush settled', async () => {
    const store = new FakeStore();
    store.hold();
    const queue = new WriteQueue(null, { backend: store, maxPendingRows: 3 });
    const settled = vi.fn();
    queue.onSettled(settled);
    const first = queue.write([point(1), point(2)]);
    expect(queue.pendingRows).toBe(2);
    expect(queue.full).toBe(false);
    const second = queue.write([point(3)]);
    expect(queue.pendingRows).toBe(3);
    expect(queue.full).toBe(true);
    const state = settledState(first);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state.resolved).toBe(false);
    expect(settled).not.toHaveBeenCalled();
    store.release();
    await Promise.all([first, second]);
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    expect(queue.pendingRows).toBe(0);
    expect(queue.full).toBe(false);
  });
});

describe('WriteQueue limits by time', () => {
  /** A store whose commits take one millisecond of the fake clock per row. */
  class TimedStore implements Backend {
    now = 0;
    readonly batchSizes: number[] = [];

    async commit(batch: Batch): Promise<void> {
      this.batchSizes.push(batch.points.length);
      this.now += batch.points.length + batch.latest.length;
    }
  }

  it('shortens its transactions to the rows the measured speed stores in the target time', async () => {
    const store = new TimedStore();
    const queue = new WriteQueue(null, {
      backend: store,
      now: () => store.now,
      targetCommitMs: 10,
      minBatchRows: 4,
      maxBatchRows: 1000,
    });
    // Before any commit was timed a transaction takes everything waiting.
    await Promise.all(Array.from({ length: 30 }, (_, i) => queue.write([point(i, `d${i}`)])));
    expect(store.batchSizes).toEqual([30]);
    // 30 points and 30 latest rows in 60 ms: one row a millisecond, so a transaction now takes the writes of 10
    // rows, and the 20 queued together are split in two.
    const writes = Array.from({ length: 20 }, (_, i) => queue.write([point(100 + i)]));
    await Promise.all(writes);
    expect(store.batchSizes).toEqual([30, 10, 10]);
  });

  it('counts as full at the rows committed in maxBacklogMs, never below its floor nor above its limit', async () => {
    const store = new TimedStore();
    const queue = new WriteQueue(null, {
      backend: store,
      now: () => store.now,
      maxPendingRows: 500,
      minPendingRows: 10,
      maxBacklogMs: 1000,
    });
    // Nothing committed yet: the floor.
    expect(queue.capacity).toBe(10);
    await queue.write(Array.from({ length: 200 }, (_, i) => point(i)));
    // 201 rows (200 points and one latest) just committed, counted over a quarter second at least: 804 rows a
    // second, above the limit.
    expect(queue.capacity).toBe(500);
    store.now += 500;
    // The same rows over the 500 ms since: 402 rows a second.
    expect(queue.capacity).toBe(402);
    store.now = 5000;
    expect(queue.capacity).toBe(10);
  });
});
