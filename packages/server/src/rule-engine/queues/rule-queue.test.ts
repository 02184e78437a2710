import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIN_SETTINGS, type QueueSettings } from './queue-settings.js';
import { type QueueEntry, RuleQueue } from './rule-queue.js';

const entry = (id: string, log: string[]): QueueEntry => ({
  id,
  tenantId: 't',
  originatorId: 'o',
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
});
