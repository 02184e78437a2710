import type { PackAttempt } from './processing-decision.js';
import type { QueueSettings } from './queue-settings.js';

/** What the submit strategies group messages by. */
export interface SubmittedItem {
  tenantId: string;
  originatorId: string;
}

export interface SubmitOptions<T> {
  strategy: QueueSettings['submitStrategy'];
  /** how long the pack is waited for; what is not done by then is timed out (and, if not started, not started) */
  timeoutMs: number;
  /** processes one message; true when it succeeded. Never rejects. */
  run(item: T): Promise<boolean>;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const id = key(item);
    const group = groups.get(id);
    if (group) group.push(item);
    else groups.set(id, [item]);
  }
  return [...groups.values()];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/**
 * Hands one pack of a queue to the rule chains as the queue's submit strategy says: BURST all at once; BATCH in
 * batches of `batchSize`, each once the one before is done; SEQUENTIAL one at a time; SEQUENTIAL_BY_TENANT and
 * SEQUENTIAL_BY_ORIGINATOR one at a time per tenant or per originator, tenants or originators side by side. Answers
 * once every message is done or the pack processing timeout passed; after the timeout no further message of the
 * pack starts, and the ones not done are answered as timed out (those still running go on).
 */
export async function submitPack<T extends SubmittedItem>(
  items: readonly T[],
  options: SubmitOptions<T>,
): Promise<PackAttempt<T>> {
  const succeeded: T[] = [];
  const failed: T[] = [];
  const done = new Set<T>();
  let stopped = false;
  const runOne = async (item: T) => {
    const ok = await options.run(item);
    (ok ? succeeded : failed).push(item);
    done.add(item);
  };
  const inTurn = async (group: readonly T[]) => {
    for (const item of group) {
      if (stopped) return;
      await runOne(item);
    }
  };
  const { type, batchSize } = options.strategy;
  let work: Promise<unknown>;
  switch (type) {
    case 'BURST':
      work = Promise.all(items.map(runOne));
      break;
    case 'BATCH':
      work = (async () => {
        for (const batch of chunks(items, Math.max(1, batchSize))) {
          if (stopped) return;
          await Promise.all(batch.map(runOne));
        }
      })();
      break;
    case 'SEQUENTIAL':
      work = inTurn(items);
      break;
    case 'SEQUENTIAL_BY_TENANT':
      work = Promise.all(groupBy(items, (item) => item.tenantId).map(inTurn));
      break;
    case 'SEQUENTIAL_BY_ORIGINATOR':
      work = Promise.all(groupBy(items, (item) => item.originatorId).map(inTurn));
      break;
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(1, options.timeoutMs));
  });
  await Promise.race([work, timeout]);
  clearTimeout(timer);
  stopped = true;
  return { succeeded, failed, timedOut: items.filter((item) => !done.has(item)) };
}
