import type { PackAttempt } from './processing-decision.js';

/** The counters a queue keeps per tenant, under the time series keys the platform saves them with. */
export interface QueueCounters {
  totalMsgs: number;
  successfulMsgs: number;
  failedMsgs: number;
  timeoutMsgs: number;
  tmpFailed: number;
  tmpTimeout: number;
}

/** Why a message failed: the node that failed it with no Failure connection, or only a message. */
export interface RuleEngineException {
  ts: number;
  message: string;
  ruleChainId?: string;
  ruleChainName?: string;
  ruleNodeId?: string;
  ruleNodeName?: string;
}

/** What one queue did for one tenant during an interval. */
export interface TenantQueueStats {
  queueName: string;
  tenantId: string;
  counters: QueueCounters;
  /** the first exception of the interval, as the platform keeps only the first one per tenant */
  exception: RuleEngineException | null;
}

const emptyCounters = (): QueueCounters => ({
  totalMsgs: 0,
  successfulMsgs: 0,
  failedMsgs: 0,
  timeoutMsgs: 0,
  tmpFailed: 0,
  tmpTimeout: 0,
});

/**
 * Counts, per queue and tenant, the messages the queues' consumers processed in one interval, as the platform's
 * consumer stats do: every attempt at a pack counts its messages into the total and its successes; the attempt that
 * commits the pack counts what is still failed or timed out as failed and timed out, an attempt that is retried
 * counts them as temporarily failed or timed out (they come back in the next attempt).
 */
export class QueueStats {
  private stats = new Map<string, TenantQueueStats>();

  private of(queueName: string, tenantId: string): TenantQueueStats {
    const key = `${queueName}\u0000${tenantId}`;
    let stats = this.stats.get(key);
    if (!stats) {
      stats = { queueName, tenantId, counters: emptyCounters(), exception: null };
      this.stats.set(key, stats);
    }
    return stats;
  }

  /** One attempt at a pack of the queue; `final` when the processing strategy committed the pack after it. */
  attempted(queueName: string, attempt: PackAttempt<{ tenantId: string }>, final: boolean): void {
    const count = (items: readonly { tenantId: string }[], counter: keyof QueueCounters) => {
      for (const item of items) {
        const { counters } = this.of(queueName, item.tenantId);
        counters.totalMsgs++;
        counters[counter]++;
      }
    };
    count(attempt.succeeded, 'successfulMsgs');
    count(attempt.failed, final ? 'failedMsgs' : 'tmpFailed');
    count(attempt.timedOut, final ? 'timeoutMsgs' : 'tmpTimeout');
  }

  /** A message of the tenant failed in the queue; only the interval's first exception is kept. */
  failed(queueName: string, tenantId: string, exception: RuleEngineException): void {
    const stats = this.of(queueName, tenantId);
    stats.exception ??= exception;
  }

  /** What was counted since the last drain; counting starts again from zero. */
  drain(): TenantQueueStats[] {
    const drained = [...this.stats.values()];
    this.stats = new Map();
    return drained;
  }
}

/**
 * The exception as the platform writes it into the `ruleEngineException` time series: the node's ids and names with
 * the message when a node failed it, else only the message.
 */
export function exceptionJson(exception: RuleEngineException): string {
  if (exception.ruleNodeId === undefined) return JSON.stringify({ message: exception.message });
  return JSON.stringify({
    ruleNodeId: exception.ruleNodeId,
    ruleChainId: exception.ruleChainId,
    ruleNodeName: exception.ruleNodeName,
    ruleChainName: exception.ruleChainName,
    message: exception.message,
  });
}
