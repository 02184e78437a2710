import { describe, expect, it } from 'vitest';
import { processPack } from './pack-processor.js';
import type { PackAttempt } from './processing-decision.js';
import type { QueueSettings } from './queue-settings.js';
import { exceptionJson, QueueStats } from './queue-stats.js';

interface Item {
  id: string;
  tenantId: string;
  originatorId: string;
}

const item = (id: string, tenantId = 'tenant-a'): Item => ({ id, tenantId, originatorId: id });

const retryFailedTwice: QueueSettings = {
  name: 'Main',
  submitStrategy: { type: 'BURST', batchSize: 0 },
  processingStrategy: {
    type: 'RETRY_FAILED',
    retries: 2,
    failurePercentage: 0,
    pauseBetweenRetries: 0,
    maxPauseBetweenRetries: 0,
  },
  packProcessingTimeout: 1000,
};

function attempt(parts: Partial<PackAttempt<Item>>): PackAttempt<Item> {
  return { succeeded: [], failed: [], timedOut: [], ...parts };
}

describe('queue statistics', () => {
  it('counts the successes, and what failed or timed out in the attempt that committed the pack', () => {
    const stats = new QueueStats();
    stats.attempted(
      'Main',
      attempt({ succeeded: [item('1'), item('2')], failed: [item('3')], timedOut: [item('4')] }),
      true,
    );
    expect(stats.drain()).toEqual([
      {
        queueName: 'Main',
        tenantId: 'tenant-a',
        counters: { totalMsgs: 4, successfulMsgs: 2, failedMsgs: 1, timeoutMsgs: 1, tmpFailed: 0, tmpTimeout: 0 },
        exception: null,
      },
    ]);
  });

  it('counts what an attempt that is retried failed or timed out as temporary', () => {
    const stats = new QueueStats();
    stats.attempted('Main', attempt({ failed: [item('1')], timedOut: [item('2')] }), false);
    stats.attempted('Main', attempt({ succeeded: [item('1'), item('2')] }), true);
    expect(stats.drain()[0]?.counters).toEqual({
      totalMsgs: 4,
      successfulMsgs: 2,
      failedMsgs: 0,
      timeoutMsgs: 0,
      tmpFailed: 1,
      tmpTimeout: 1,
    });
  });

  it('keeps each tenant and each queue apart', () => {
    const stats = new QueueStats();
    stats.attempted('Main', attempt({ succeeded: [item('1', 'tenant-a'), item('2', 'tenant-b')] }), true);
    stats.attempted('HighPriority', attempt({ failed: [item('3', 'tenant-a')] }), true);
    const drained = stats.drain().map(({ queueName, tenantId, counters }) => [queueName, tenantId, counters.totalMsgs]);
    expect(drained).toEqual([
      ['Main', 'tenant-a', 1],
      ['Main', 'tenant-b', 1],
      ['HighPriority', 'tenant-a', 1],
    ]);
  });

  it('keeps only the first exception of a tenant in an interval, and starts again from zero after a drain', () => {
    const stats = new QueueStats();
    stats.failed('Main', 'tenant-a', { ts: 1, message: 'first' });
    stats.failed('Main', 'tenant-a', { ts: 2, message: 'second' });
    expect(stats.drain()[0]?.exception).toEqual({ ts: 1, message: 'first' });
    expect(stats.drain()).toEqual([]);
  });

  it('counts every attempt a retrying queue makes at a pack', async () => {
    const stats = new QueueStats();
    const failures = new Map([['1', 1]]);
    await processPack([item('1'), item('2')], {
      settings: () => retryFailedTwice,
      run: async (entry) => {
        const left = failures.get(entry.id) ?? 0;
        failures.set(entry.id, left - 1);
        return left <= 0;
      },
      pause: async () => undefined,
      closing: () => false,
      attempted: (result, final) => stats.attempted('Main', result, final),
    });
    expect(stats.drain()[0]?.counters).toEqual({
      totalMsgs: 3,
      successfulMsgs: 2,
      failedMsgs: 0,
      timeoutMsgs: 0,
      tmpFailed: 1,
      tmpTimeout: 0,
    });
  });
});

describe('the saved exception', () => {
  it('names the rule chain and node that failed the message, as the statistics dashboard reads it', () => {
    const json = exceptionJson({
      ts: 5,
      message: 'boom',
      ruleChainId: 'chain-id',
      ruleChainName: 'Root Rule Chain',
      ruleNodeId: 'node-id',
      ruleNodeName: 'Check',
    });
    expect(JSON.parse(json)).toEqual({
      ruleNodeId: 'node-id',
      ruleChainId: 'chain-id',
      ruleNodeName: 'Check',
      ruleChainName: 'Root Rule Chain',
      message: 'boom',
    });
  });

  it('holds only the message when no node failed it', () => {
    expect(exceptionJson({ ts: 5, message: 'Message is processed by more then 1000 rule nodes!' })).toBe(
      '{"message":"Message is processed by more then 1000 rule nodes!"}',
    );
  });
});
