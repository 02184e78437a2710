import { describe, expect, it } from 'vitest';
import { processPack } from './pack-processor.js';
import type { QueueSettings } from './queue-settings.js';

interface Item {
  id: string;
  tenantId: string;
  originatorId: string;
}

const item = (id: string): Item => ({ id, tenantId: 't', originatorId: id });

function settings(processingStrategy: Partial<QueueSettings['processingStrategy']>): QueueSettings {
  return {
    name: 'Test',
    submitStrategy: { type: 'BURST', batchSize: 0 },
    processingStrategy: {
      type: 'RETRY_FAILED',
      retries: 2,
      failurePercentage: 0,
      pauseBetweenRetries: 0,
      maxPauseBetweenRetries: 0,
      ...processingStrategy,
    },
    packProcessingTimeout: 1000,
  };
}

describe('processing a pack', () => {
  it('retries the failed messages until they succeed', async () => {
    const runs: string[] = [];
    const pauses: number[] = [];
    const outcome = await processPack([item('a'), item('b')], {
      settings: () => settings({ pauseBetweenRetries: 1, maxPauseBetweenRetries: 1 }),
      run: async (message) => {
        runs.push(message.id);
        return message.id === 'a' || runs.filter((id) => id === 'b').length > 1;
      },
      pause: async (ms) => {
        pauses.push(ms);
      },
      closing: () => false,
    });
    expect(outcome).toEqual({ commit: true, reason: 'success' });
    expect(runs).toEqual(['a', 'b', 'b']);
    expect(pauses).toEqual([1000]);
  });

  it('gives up after the retries and commits the pack', async () => {
    const runs: string[] = [];
    const outcome = await processPack([item('a')], {
      settings: () => settings({ retries: 2 }),
      run: async (message) => {
        runs.push(message.id);
        return false;
      },
      pause: async () => undefined,
      closing: () => false,
    });
    expect(outcome).toEqual({ commit: true, reason: 'retries' });
    expect(runs).toEqual(['a', 'a', 'a']);
  });

  it('stops retrying when the queue closes', async () => {
    let closing = false;
    const outcome = await processPack([item('a')], {
      settings: () => settings({ retries: 0 }),
      run: async () => false,
      pause: async () => {
        closing = true;
      },
      closing: () => closing,
    });
    expect(outcome).toEqual({ commit: false, reason: 'closing' });
  });
});
