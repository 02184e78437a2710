import type { QueueSettings } from './queue-settings.js';

/** How the messages of one attempt at a pack ended. */
export interface PackAttempt<T> {
  succeeded: readonly T[];
  failed: readonly T[];
  /** not done when the pack processing timeout passed */
  timedOut: readonly T[];
}

/** Commit the pack (its messages are done with), or process these of its messages again after a pause. */
export type PackDecision<T> =
  | { commit: true; reason: 'success' | 'skip' | 'retries' | 'percentage' }
  | {
      commit: false;
      retry: readonly T[];
      pauseMs: number;
    };

const RETRIED: Record<
  QueueSettings['processingStrategy']['type'],
  { failed: boolean; timedOut: boolean; succeeded: boolean } | null
> = {
  SKIP_ALL_FAILURES: null,
  SKIP_ALL_FAILURES_AND_TIMED_OUT: null,
  RETRY_ALL: { failed: true, timedOut: true, succeeded: true },
  RETRY_FAILED: { failed: true, timedOut: false, succeeded: false },
  RETRY_TIMED_OUT: { failed: false, timedOut: true, succeeded: false },
  RETRY_FAILED_AND_TIMED_OUT: { failed: true, timedOut: true, succeeded: false },
};

/**
 * What the processing strategy makes of one attempt at a pack, as the platform's strategies decide: a pack without
 * failed or timed-out messages is committed; the skip strategies commit whatever happened; the retry strategies
 * commit once `retries` retries were made (0: never) or once the failed and timed-out messages are no more than
 * `failurePercentage` of the pack (when it is above 0), and otherwise process again the messages of their kind (all
 * of them for RETRY_ALL) after a pause that starts at `pauseBetweenRetries` seconds and doubles up to
 * `maxPauseBetweenRetries`.
 *
 * `retriesMade` counts the retries already made of this pack, `packSize` its messages at the first attempt.
 */
export function decide<T>(
  strategy: QueueSettings['processingStrategy'],
  attempt: PackAttempt<T>,
  retriesMade: number,
  packSize: number,
): PackDecision<T> {
  const unfinished = attempt.failed.length + attempt.timedOut.length;
  if (unfinished === 0) return { commit: true, reason: 'success' };
  const retried = RETRIED[strategy.type];
  if (!retried) return { commit: true, reason: 'skip' };
  if (strategy.retries > 0 && retriesMade >= strategy.retries) return { commit: true, reason: 'retries' };
  if (strategy.failurePercentage > 0 && (unfinished / packSize) * 100 <= strategy.failurePercentage) {
    return { commit: true, reason: 'percentage' };
  }
  const retry = [
    ...(retried.failed ? attempt.failed : []),
    ...(retried.timedOut ? attempt.timedOut : []),
    ...(retried.succeeded ? attempt.succeeded : []),
  ];
  if (retry.length === 0) return { commit: true, reason: 'skip' };
  return { commit: false, retry, pauseMs: pauseBefore(strategy, retriesMade) * 1000 };
}

/** Seconds before retry number retriesMade + 1: the pause, doubled per retry already made, at most the maximum. */
function pauseBefore(strategy: QueueSettings['processingStrategy'], retriesMade: number): number {
  const { pauseBetweenRetries: pause, maxPauseBetweenRetries: max } = strategy;
  if (max <= pause) return pause;
  return Math.min(max, pause * 2 ** retriesMade);
}
