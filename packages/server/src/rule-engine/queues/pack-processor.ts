import { decide, type PackAttempt, type PackDecision } from './processing-decision.js';
import type { QueueSettings } from './queue-settings.js';
import { type SubmittedItem, submitPack } from './submit-strategy.js';

export interface PackProcessing<T> {
  /** the queue's settings now (read again for every attempt, so a saved queue applies to the next one) */
  settings(): QueueSettings;
  /** processes one message; true when it succeeded. Never rejects. */
  run(item: T): Promise<boolean>;
  /** waits before a retry; resolves early when the queue is closing */
  pause(ms: number): Promise<void>;
  /** whether the queue is closing: no retry starts then, the pack stays stored for the next start */
  closing(): boolean;
  /** how an attempt at the pack ended; `final` when the pack is committed after it */
  attempted?(attempt: PackAttempt<T>, final: boolean): void;
}

export type PackOutcome<T> = PackDecision<T> | { commit: false; reason: 'closing' };

/**
 * Processes one pack until its queue's processing strategy commits it: submits it by the submit strategy, lets the
 * processing strategy decide, and after the decided pause submits again the messages it names.
 */
export async function processPack<T extends SubmittedItem>(
  items: readonly T[],
  processing: PackProcessing<T>,
): Promise<PackOutcome<T>> {
  let pending = items;
  for (let retriesMade = 0; ; retriesMade++) {
    const settings = processing.settings();
    const attempt = await submitPack(pending, {
      strategy: settings.submitStrategy,
      timeoutMs: settings.packProcessingTimeout,
      run: (item) => processing.run(item),
    });
    const decision = decide(settings.processingStrategy, attempt, retriesMade, items.length);
    processing.attempted?.(attempt, decision.commit);
    if (decision.commit) return decision;
    await processing.pause(decision.pauseMs);
    if (processing.closing()) return { commit: false, reason: 'closing' };
    pending = decision.retry;
  }
}
