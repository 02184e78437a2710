import { processPack } from './pack-processor.js';
import { partitionOf } from './partition.js';
import type { PackAttempt } from './processing-decision.js';
import type { QueueSettings } from './queue-settings.js';
import type { SubmittedItem } from './submit-strategy.js';

/** A message waiting in a queue: resolved (done) once its pack is committed and its last run has ended. */
export interface QueueEntry extends SubmittedItem {
  id: string;
  done: () => void;
}

export interface RuleQueueOptions<T extends QueueEntry> {
  settings(): QueueSettings;
  /** processes one message; true when it succeeded. Never rejects. */
  run(entry: T): Promise<boolean>;
  /** the entry is done with: its pack was committed and its last run ended */
  finished(entry: T): void;
  /** how an attempt at a pack ended; `final` when the pack is committed after it (a message run on its own is one) */
  attempted?(attempt: PackAttempt<T>, final: boolean): void;
}

/**
 * Whether a queue's packs change nothing about its messages: all of a pack start at once (BURST) and whatever
 * happens to them the pack is committed (a skip strategy), so committing each message when it ends decides the same.
 */
export function runsWithoutPacks(settings: QueueSettings): boolean {
  return (
    settings.submitStrategy.type === 'BURST' &&
    (settings.processingStrategy.type === 'SKIP_ALL_FAILURES' ||
      settings.processingStrategy.type === 'SKIP_ALL_FAILURES_AND_TIMED_OUT')
  );
}

/** Messages one queue takes per pack at most, as a consumer of the platform polls at most so many. */
export const MAX_PACK = 1000;

/** One partition of a queue: its messages in arrival order, and the consumer taking them while there are any. */
interface Partition<T> {
  waiting: T[];
  loop: Promise<void> | null;
}

/**
 * One rule-engine queue of one owner (the system's, or an isolated tenant's): messages are hashed by originator into
 * the queue's partitions. In each partition they wait in arrival order and are taken in packs; a pack is processed
 * by the queue's strategies until it is committed, and only then is the partition's next pack taken, so a retried
 * pack holds back the ones behind it in its partition as on the platform, while the other partitions go on.
 * A change of the partition count applies to the messages submitted after it; those already waiting stay where they
 * are, so for that moment an originator's messages may be in two partitions.
 */
export class RuleQueue<T extends QueueEntry> {
  private readonly partitions = new Map<number, Partition<T>>();
  private closing = false;
  private readonly wakers = new Set<() => void>();
  /** the run of each entry of the current pack, so an entry is finished only after its last run ended */
  private readonly lastRuns = new Map<T, Promise<boolean>>();

  constructor(private readonly options: RuleQueueOptions<T>) {}

  get size(): number {
    let size = 0;
    for (const partition of this.partitions.values()) size += partition.waiting.length;
    return size;
  }

  submit(entry: T): void {
    if (this.closing) {
      entry.done();
      return;
    }
    const settings = this.options.settings();
    if (runsWithoutPacks(settings)) {
      // Nothing of a pack is ever retried here and nothing waits for another message: each message runs at once and
      // is finished when its run ends, without holding the messages behind it to the slowest one of its pack.
      void this.options.run(entry).then((succeeded) => {
        this.options.attempted?.(
          { succeeded: succeeded ? [entry] : [], failed: succeeded ? [] : [entry], timedOut: [] },
          true,
        );
        this.finish(entry);
      });
      return;
    }
    const index = partitionOf(entry.originatorId, settings.partitions);
    let partition = this.partitions.get(index);
    if (!partition) {
      partition = { waiting: [], loop: null };
      this.partitions.set(index, partition);
    }
    partition.waiting.push(entry);
    if (!partition.loop) {
      const started = partition;
      started.loop = this.consume(started).finally(() => {
        started.loop = null;
      });
    }
  }

  /**
   * Takes no further pack and retries nothing more; waits for the pack being processed. Messages not done are
   * answered (so nothing waits on them) and stay stored, for the next start to process.
   */
  async close(): Promise<void> {
    this.closing = true;
    for (const wake of this.wakers) wake();
    const partitions = [...this.partitions.values()];
    await Promise.all(partitions.map((partition) => partition.loop));
    for (const partition of partitions) for (const entry of partition.waiting.splice(0)) entry.done();
  }

  private async consume(partition: Partition<T>): Promise<void> {
    while (partition.waiting.length > 0 && !this.closing) {
      const pack = partition.waiting.splice(0, MAX_PACK);
      const outcome = await processPack(pack, {
        settings: () => this.options.settings(),
        run: (entry) => this.run(entry),
        pause: (ms) => this.pause(ms),
        closing: () => this.closing,
        attempted: (attempt, final) => this.options.attempted?.(attempt, final),
      });
      for (const entry of pack) {
        const lastRun = this.lastRuns.get(entry);
        this.lastRuns.delete(entry);
        if (!outcome.commit) {
          entry.done();
          continue;
        }
        // A timed-out message the strategy skipped is still running: it is finished when that run ends.
        if (lastRun) void lastRun.then(() => this.finish(entry));
        else this.finish(entry);
      }
    }
  }

  private finish(entry: T): void {
    this.options.finished(entry);
    entry.done();
  }

  private run(entry: T): Promise<boolean> {
    const run = this.options.run(entry);
    this.lastRuns.set(entry, run);
    return run;
  }

  private pause(ms: number): Promise<void> {
    if (ms <= 0 || this.closing) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }
}
