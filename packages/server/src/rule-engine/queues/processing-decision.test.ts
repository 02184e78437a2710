import { describe, expect, it } from 'vitest';
import { decide } from './processing-decision.js';
import type { QueueSettings } from './queue-settings.js';

type Strategy = QueueSettings['processingStrategy'];

function strategy(type: Strategy['type'], extra: Partial<Strategy> = {}): Strategy {
  return { type, retries: 3, failurePercentage: 0, pauseBetweenRetries: 1, maxPauseBetweenRetries: 1, ...extra };
}

const attempt = { succeeded: ['ok'], failed: ['bad'], timedOut: ['slow'] };

describe('the processing strategy of a queue', () => {
  it('commits a pack whose messages all succeeded, whatever the strategy', () => {
    expect(decide(strategy('RETRY_ALL'), { succeeded: ['a'], failed: [], timedOut: [] }, 0, 1)).toEqual({
      commit: true,
      reason: 'success',
    });
  });

  it.each(['SKIP_ALL_FAILURES', 'SKIP_ALL_FAILURES_AND_TIMED_OUT'] as const)('%s commits failures', (type) => {
    expect(decide(strategy(type), attempt, 0, 3)).toEqual({ commit: true, reason: 'skip' });
  });

  it.each([
    ['RETRY_FAILED', ['bad']],
    ['RETRY_TIMED_OUT', ['slow']],
    ['RETRY_FAILED_AND_TIMED_OUT', ['bad', 'slow']],
    ['RETRY_ALL', ['bad', 'slow', 'ok']],
  ] as const)('%s retries %j', (type, retry) => {
    expect(decide(strategy(type), attempt, 0, 3)).toEqual({ commit: false, retry, pauseMs: 1000 });
  });

  it('commits a pack with only failures of the kind the strategy does not retry', () => {
    expect(decide(strategy('RETRY_TIMED_OUT'), { succeeded: [], failed: ['bad'], timedOut: [] }, 0, 1)).toEqual({
      commit: true,
      reason: 'skip',
    });
  });

  it('stops after the configured retries, and 0 retries without end', () => {
    expect(decide(strategy('RETRY_FAILED'), attempt, 3, 3)).toEqual({ commit: true, reason: 'retries' });
    expect(decide(strategy('RETRY_FAILED', { retries: 0 }), attempt, 50, 3)).toMatchObject({ commit: false });
  });

  it('commits when the failed and timed-out share is within the failure percentage', () => {
    const mostlyFine = { succeeded: ['1', '2', '3', '4'], failed: ['bad'], timedOut: [] };
    expect(decide(strategy('RETRY_FAILED', { failurePercentage: 20 }), mostlyFine, 0, 5)).toEqual({
      commit: true,
      reason: 'percentage',
    });
    expect(decide(strategy('RETRY_FAILED', { failurePercentage: 19 }), mostlyFine, 0, 5)).toMatchObject({
      commit: false,
    });
  });

  it('doubles the pause for each retry up to the maximum', () => {
    const growing = strategy('RETRY_FAILED', { retries: 0, pauseBetweenRetries: 2, maxPauseBetweenRetries: 5 });
    const pauses = [0, 1, 2, 3].map((made) => {
      const decision = decide(growing, attempt, made, 3);
      return decision.commit ? null : decision.pauseMs;
    });
    expect(pauses).toEqual([2000, 4000, 5000, 5000]);
  });
});
