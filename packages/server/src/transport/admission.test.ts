import { describe, expect, it, vi } from 'vitest';
import type { TbMsg } from '../rule-engine/message.js';
import type { WriteBacklog } from '../telemetry/write-queue.js';
import { IngestAdmission } from './admission.js';

class FakeBacklog implements WriteBacklog {
  pendingRows = 0;
  readonly capacity = 100;
  private readonly listeners = new Set<() => void>();

  get full(): boolean {
    return this.pendingRows >= this.capacity;
  }

  onSettled(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  settle(rows: number): void {
    this.pendingRows = rows;
    for (const listener of this.listeners) listener();
  }
}

const msg = { id: 'm' } as TbMsg;

/** A rule engine whose messages finish when the test says so. */
function heldSink() {
  const finish: (() => void)[] = [];
  return {
    finish,
    push: vi.fn(() => new Promise<void>((resolve) => finish.push(resolve))),
  };
}

describe('IngestAdmission', () => {
  it('closes while the write queue is full and opens once it drained to half', async () => {
    const backlog = new FakeBacklog();
    const admission = new IngestAdmission({ push: async () => undefined }, backlog, { maxPendingMessages: 10 });
    expect(admission.whenOpen()).toBeNull();
    backlog.settle(100);
    const waiting = admission.whenOpen();
    expect(waiting).not.toBeNull();
    let opened = false;
    waiting?.then(() => (opened = true));
    backlog.settle(60);
    await Promise.resolve();
    expect(opened).toBe(false);
    expect(admission.open).toBe(false);
    backlog.settle(50);
    await waiting;
    expect(opened).toBe(true);
    expect(admission.open).toBe(true);
    expect(admission.timesClosed).toBe(1);
  });

  it('closes while the rule engine holds the most device messages and opens at half', async () => {
    const backlog = new FakeBacklog();
    const sink = heldSink();
    const admission = new IngestAdmission(sink, backlog, { maxPendingMessages: 4 });
    const pushed = [1, 2, 3, 4].map(() => admission.push(msg));
    expect(admission.pendingMessages).toBe(4);
    expect(admission.open).toBe(false);
    sink.finish.shift()?.();
    await pushed[0];
    expect(admission.open).toBe(false);
    sink.finish.shift()?.();
    await pushed[1];
    expect(admission.pendingMessages).toBe(2);
    expect(admission.open).toBe(true);
    for (const done of sink.finish.splice(0)) done();
    await Promise.all(pushed);
    expect(admission.pendingMessages).toBe(0);
  });

  it('passes a failure of the rule engine on and stops counting the message', async () => {
    const admission = new IngestAdmission({ push: () => Promise.reject(new Error('not stored')) }, new FakeBacklog(), {
      maxPendingMessages: 1,
    });
    await expect(admission.push(msg)).rejects.toThrow('not stored');
    expect(admission.pendingMessages).toBe(0);
    expect(admission.open).toBe(true);
  });

  it('lets waiting messages through when it closes', async () => {
    const backlog = new FakeBacklog();
    const admission = new IngestAdmission({ push: async () => undefined }, backlog, { maxPendingMessages: 1 });
    backlog.settle(100);
    const waiting = admission.whenOpen();
    admission.close();
    await expect(waiting).resolves.toBeUndefined();
  });
});
