import type { EventType } from '@fleetdeck/model';
import type { Logger } from '../context.js';
import type { Db } from '../storage/schema.js';
import { deleteEventsBefore } from './store.js';

/** How long events are kept, in seconds (0 keeps them), and how often old ones are looked for. */
export interface EventTimeToLiveSettings {
  /** lifecycle, error and stats events */
  eventsTtlSeconds: number;
  /** the debug events of rule nodes and rule chains */
  debugEventsTtlSeconds: number;
  checkIntervalMs: number;
  /** events dropped per statement */
  batchSize?: number;
}

const DEBUG_TYPES: readonly EventType[] = ['DEBUG_RULE_NODE', 'DEBUG_RULE_CHAIN'];
const OTHER_TYPES: readonly EventType[] = ['LC_EVENT', 'ERROR', 'STATS'];
const DEFAULT_BATCH_SIZE = 1000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Drops events older than their time to live, as the platform's event cleanup does: on a timer,
 * never on the path that stores them, in batches that give the event loop a turn between them, so a large backlog
 * never holds the server.
 */
export class EventTimeToLive {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly batchSize: number;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly settings: EventTimeToLiveSettings,
  ) {
    this.batchSize = settings.batchSize ?? DEFAULT_BATCH_SIZE;
  }

  start(): void {
    if (this.settings.eventsTtlSeconds <= 0 && this.settings.debugEventsTtlSeconds <= 0) return;
    this.timer = setInterval(() => {
      this.running ??= this.trim()
        .then(() => undefined)
        .catch((error: unknown) => this.log.warn({ err: error }, 'old events could not be dropped'))
        .finally(() => {
          this.running = null;
        });
    }, this.settings.checkIntervalMs).unref();
  }

  /** Drops every event past its time to live as of `now`; answers how many. */
  async trim(now = Date.now()): Promise<number> {
    let dropped = 0;
    const groups: [readonly EventType[], number][] = [
      [DEBUG_TYPES, this.settings.debugEventsTtlSeconds],
      [OTHER_TYPES, this.settings.eventsTtlSeconds],
    ];
    for (const [types, ttlSeconds] of groups) {
      if (ttlSeconds <= 0) continue;
      const before = now - ttlSeconds * 1000;
      for (;;) {
        const batch = await deleteEventsBefore(this.db, types, before, this.batchSize);
        dropped += batch;
        if (batch < this.batchSize) break;
        await nextTurn();
      }
    }
    return dropped;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
