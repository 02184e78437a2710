import type { EventType } from '@fleetdeck/model';
import { dropInBatches, TimeToLive } from '../common/time-to-live.js';
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

/** Drops events older than their time to live, debug events by their own, as the platform's event cleanup does. */
export class EventTimeToLive extends TimeToLive {
  constructor(
    private readonly db: Db,
    log: Logger,
    private readonly settings: EventTimeToLiveSettings,
  ) {
    super(log, settings.checkIntervalMs, 'old events');
  }

  protected get enabled(): boolean {
    return this.settings.eventsTtlSeconds > 0 || this.settings.debugEventsTtlSeconds > 0;
  }

  async trim(now = Date.now()): Promise<number> {
    const batchSize = this.settings.batchSize ?? DEFAULT_BATCH_SIZE;
    const groups: [readonly EventType[], number][] = [
      [DEBUG_TYPES, this.settings.debugEventsTtlSeconds],
      [OTHER_TYPES, this.settings.eventsTtlSeconds],
    ];
    let dropped = 0;
    for (const [types, ttlSeconds] of groups) {
      if (ttlSeconds <= 0) continue;
      const before = now - ttlSeconds * 1000;
      dropped += await dropInBatches((limit) => deleteEventsBefore(this.db, types, before, limit), batchSize);
    }
    return dropped;
  }
}
