import type { Logger } from '../context.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Drops rows with `deleteBatch` (which answers how many it dropped, at most `batchSize`) until a batch comes back
 * short, giving the event loop a turn between batches so a large backlog never holds the server; answers how many.
 */
export async function dropInBatches(
  deleteBatch: (batchSize: number) => Promise<number>,
  batchSize: number,
): Promise<number> {
  let dropped = 0;
  for (;;) {
    const batch = await deleteBatch(batchSize);
    dropped += batch;
    if (batch < batchSize) return dropped;
    await nextTurn();
  }
}

/**
 * Drops old rows on a timer, as the platform's cleanups of events and audit logs do: never on the path that stores
 * them, one run at a time, and a failed run only logged.
 */
export abstract class TimeToLive {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly log: Logger,
    private readonly checkIntervalMs: number,
    /** what the warning of a failed run names, e.g. "old events" */
    private readonly rows: string,
  ) {}

  /** false when every time to live is 0 (keep everything): then no timer runs */
  protected abstract get enabled(): boolean;

  /** Drops every row past its time to live as of `now`; answers how many. */
  abstract trim(now?: number): Promise<number>;

  start(): void {
    if (!this.enabled) return;
    this.timer = setInterval(() => {
      this.running ??= this.trim()
        .then(() => undefined)
        .catch((error: unknown) => this.log.warn({ err: error }, `${this.rows} could not be dropped`))
        .finally(() => {
          this.running = null;
        });
    }, this.checkIntervalMs).unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
