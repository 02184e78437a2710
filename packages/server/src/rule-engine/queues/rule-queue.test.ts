import { describe, expect, it } from 'vitest';
import { partitionOf } from './partition.js';
import { DEFAULT_MAIN_SETTINGS, type QueueSettings } from './queue-settings.js';
import { type QueueEntry, RuleQueue } from './rule-queue.js';

const entry = (id: string, log: string[], originatorId = 'o'): QueueEntry => ({
  id,
  tenantId: 't',
  originatorId,
  done: () => log.push(`done ${id}`),
});

const retrying: QueueSettings = {
  ...DEFAULT_MAIN_SETTINGS,
  processingStrategy: {
    ...DEFAULT_MAIN_SETTINGS.processingStrategy,
    type: 'RETRY_FAILED',
    retries: 1,
    pauseBetweenRetries: 0,
    maxPauseBetweenRetries: 0,
  },
  packProcessingTimeout: 1000,
};

describe('a rule-engine queue', () => {
  it('finishes each message of a BURST queue that skips failures when its own run ends', async () => {
    const log: string[] = [];
    const releases = new Map<string, () => void>();
    const queue = new RuleQueue<QueueEntry>({
      settings: () => DEFAULT_MAIN_SETTINGS,
      run: (item) =>
        new Promise<boolean>((resolve) => {
          releases.set(item.id, () => resolve(false));
        }),
      finished: (item) => log.push(`finished ${item.id}`),
    });
    queue.submit(entry('slow', log));
    queue.submit(entry('fast', log));
    releases.get('fast')?.();
    await expect.poll(() => log).toEqual(['finished fast', 'done fast']);
    releases.get('slow')?.();
    await expect.poll(() => log).toEqual(['finished fast', 'done fast', 'finished slow', 'done slow']);
  });

  it('holds a retrying queue to its pack: a failed message runs again before the pack is finished', async () => {
    const log: string[] = [];
    const runs = new Map<string, number>();
    const queue = new RuleQueue<QueueEntry>({
      settings: () => retrying,
      run: async (item) => {
        runs.set(item.id, (runs.get(item.id) ?? 0) + 1);
        return item.id !== 'bad' || (runs.get(item.id) ?? 0) > 1;
      },
      finished: (item) => log.push(`finished ${item.id}`),
    });
    queue.submit(entry('good', log));
    queue.submit(entry('bad', log));
    await expect.poll(() => log.length).toBe(4);
    expect(runs).toEqual(
      new Map([
        ['good', 1],
        ['bad', 2],
      ]),
    );
  });

  it('answers the waiting messages on close without finishing them, so they stay stored', async () => {
    const log: string[] = [];
    const queue = new RuleQueue<QueueEntry>({
      settings: () => ({ ...retrying, submitStrategy: { type: 'SEQUENTIAL', batchSize: 0 } }),
      run: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 20)),
      finished: (item) => log.push(`finished ${item.id}`),
    });
    queue.submit(entry('first', log));
    await queue.close();
    queue.submit(entry('late', log));
    expect(log).toContain('done late');
    expect(log).not.toContain('finished late');
  });

  it('holds every originator behind a stuck pack with one partition; with more, only those of its partition', async () => {
    const [stuckOriginator, otherOriginator] = ['a', 'b', 'c', 'd', 'e'].filter(
      (id, index, all) => index === 0 || partitionOf(id, 4) !== partitionOf(all[0] as string, 4),
    );
    const sequential = (partitions: number): QueueSettings => ({
      ...retrying,
      submitStrategy: { type: 'SEQUENTIAL', batchSize: 0 },
      packProcessingTimeout: 60_000,
      partitions,
    });
    let partitions = 1;
    const log: string[] = [];
    let release: () => void = () => undefined;
    const queue = new RuleQueue<QueueEntry>({
      settings: () => sequential(partitions),
      run: (item) =>
        item.id.startsWith('stuck')
          ? new Promise<boolean>((resolve) => {
              release = () => resolve(true);
            })
          : Promise.resolve(true),
      finished: (item) => log.push(`finished ${item.id}`),
    });
    queue.submit(entry('stuck 1', log, stuckOriginator));
    queue.submit(entry('other 1', log, otherOriginator));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toEqual([]);
    release();
    await expect
      .poll(() => log.filter((line) => line.startsWith('finished')))
      .toEqual(['finished stuck 1', 'finished other 1']);

    // Settings edited: the next messages are hashed over four partitions.
    partitions = 4;
    log.length = 0;
    queue.submit(entry('stuck 2', log, stuckOriginator));
    queue.submit(entry('other 2', log, otherOriginator));
    await expect.poll(() => log).toEqual(['finished other 2', 'done other 2']);
    release();
    await expect.poll(() => log).toContain('finished stuck 2');
  });
});
