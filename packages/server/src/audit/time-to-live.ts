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

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Drops audit logs older than their time to live, as the platform's audit log cleanup does: on
 * a timer, in batches that give the event loop a turn between them.
 */
export class AuditLogTimeToLive {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly batchSize: number;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly settings: AuditLogTimeToLiveSettings,
  ) {
    this.batchSize = settings.batchSize ?? DEFAULT_BATCH_SIZE;
  }

  start(): void {
    if (this.settings.ttlSeconds <= 0) return;
    this.timer = setInterval(() => {
      this.running ??= this.trim()
        .then(() => undefined)
        .catch((error: unknown) => this.log.warn({ err: error }, 'old audit logs could not be dropped'))
        .finally(() => {
          this.running = null;
        });
    }, this.settings.checkIntervalMs).unref();
  }

  /** Drops every audit log past its time to live as of `now`; answers how many. */
  async trim(now = Date.now()): Promise<number> {
    if (this.settings.ttlSeconds <= 0) return 0;
    const before = now - this.settings.ttlSeconds * 1000;
    let dropped = 0;
    for (;;) {
      const batch = await deleteAuditLogsBefore(this.db, before, this.batchSize);
      dropped += batch;
      if (batch < this.batchSize) return dropped;
      await nextTurn();
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
