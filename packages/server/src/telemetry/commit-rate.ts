/** How many buckets the throughput window has, and how long each covers. */
const BUCKETS = 8;
const BUCKET_MS = 250;
/** weight of the newest commit in the per-transaction speed */
const SPEED_WEIGHT = 0.3;
/** commits shorter than this are timed as this long: a clock step says nothing about the database's speed */
const MIN_COMMIT_MS = 0.5;

/**
 * What the write queue learns from its own commits, to size its limits by time rather than by a fixed count: how
 * many rows a transaction stores per millisecond it holds the event loop, and how many rows were committed per
 * second over the last two seconds (the rate at which waiting rows drain, slower than the first when the machine is
 * busy with everything else a message costs). Both start unknown.
 */
export class CommitRate {
  private readonly rows = new Array<number>(BUCKETS).fill(0);
  private bucketStart = 0;
  private current = 0;
  private firstAt: number | null = null;
  private speed: number | null = null;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** A transaction of `rows` rows committed after holding the event loop `commitMs`. */
  record(rows: number, commitMs: number): void {
    const sample = rows / Math.max(commitMs, MIN_COMMIT_MS);
    this.speed = this.speed === null ? sample : this.speed + SPEED_WEIGHT * (sample - this.speed);
    this.advance();
    this.rows[this.current] = (this.rows[this.current] ?? 0) + rows;
  }

  /** Rows one transaction stores per millisecond, or null before the first commit. */
  get rowsPerCommitMs(): number | null {
    return this.speed;
  }

  /** Rows committed per second over the last two seconds (over less just after the first commit). */
  get rowsPerSecond(): number {
    if (this.firstAt === null) return 0;
    this.advance();
    const span = Math.min(BUCKETS * BUCKET_MS, Math.max(BUCKET_MS, this.now() - this.firstAt));
    let total = 0;
    for (const rows of this.rows) total += rows;
    return (total * 1000) / span;
  }

  /** Moves to the bucket of now, emptying the ones that passed without a commit. */
  private advance(): void {
    const now = this.now();
    if (this.firstAt === null) {
      this.firstAt = now;
      this.bucketStart = now;
      return;
    }
    const passed = Math.floor((now - this.bucketStart) / BUCKET_MS);
    if (passed <= 0) return;
    for (let i = 1; i <= Math.min(passed, BUCKETS); i++) this.rows[(this.current + i) % BUCKETS] = 0;
    this.current = (this.current + passed) % BUCKETS;
    this.bucketStart += passed * BUCKET_MS;
  }
}
