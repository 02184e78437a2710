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
