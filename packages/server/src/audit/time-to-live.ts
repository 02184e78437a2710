import { dropInBatches, TimeToLive } from '../common/time-to-live.js';
import type { Logger } from '../context.js';
import type { Db } from '../storage/schema.js';
import { deleteAuditLogsBefore } from './store.js';

/** How long audit logs are kept, in seconds (0 keeps them), and how often old ones are looked for. */
export interface AuditLogTimeToLiveSettings {
  ttlSeconds: number;
  checkIntervalMs: number;
  /** rows dropped per statement */
  batchSize?: number;
}

const DEFAULT_BATCH_SIZE = 1000;

/** Drops audit logs older than their time to live, as the platform's audit log cleanup does. */
export class AuditLogTimeToLive extends TimeToLive {
  constructor(
    private readonly db: Db,
    log: Logger,
    private readonly settings: AuditLogTimeToLiveSettings,
  ) {
    super(log, settings.checkIntervalMs, 'old audit logs');
  }

  protected get enabled(): boolean {
    return this.settings.ttlSeconds > 0;
  }

  async trim(now = Date.now()): Promise<number> {
    if (!this.enabled) return 0;
    const before = now - this.settings.ttlSeconds * 1000;
    return dropInBatches(
      (limit) => deleteAuditLogsBefore(this.db, before, limit),
      this.settings.batchSize ?? DEFAULT_BATCH_SIZE,
    );
  }
}
