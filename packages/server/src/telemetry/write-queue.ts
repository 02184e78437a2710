import type { Storage } from '../storage/database.js';
import { CommitRate } from './commit-rate.js';
import { type AttributeWrite, type Backend, type Batch, type PointWrite, telemetryBackend } from './write-store.js';

export type { AttributeWrite, Backend, Batch, PointWrite } from './write-store.js';

interface Job {
  points: PointWrite[];
  attributes: AttributeWrite[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface WriteQueueOptions {
  /** most rows one transaction takes; more waiting work goes into the next one */
  maxBatchRows?: number;
  /** fewest rows a transaction may be held to when the queue shortens transactions to `targetCommitMs` */
  minBatchRows?: number;
  /**
   * how long one transaction should hold the event loop (it runs synchronously on the embedded database): once
   * commits were timed, a batch takes the rows that many milliseconds store, between minBatchRows and maxBatchRows
   */
  targetCommitMs?: number;
  /**
   * the most rows (points and attributes) waiting or being stored at which the queue counts as full: the device
   * transports then stop taking messages until it has drained to half of its limit
   */
  maxPendingRows?: number;
  /** the fewest rows the limit is lowered to when the queue holds it to `maxBacklogMs` of work */
  minPendingRows?: number;
  /**
   * how much work, in milliseconds at the rate rows were committed over the last seconds, may wait: the limit is
   * that many rows, between minPendingRows and maxPendingRows, so what waits is bounded by time as well as by count
   */
  maxBacklogMs?: number;
  /** attempts at storing a write whose transaction failed before it is failed (1: no retry) */
  commitAttempts?: number;
  /** pause before the second attempt; each further attempt waits twice as long */
  retryDelayMs?: number;
  /** where batches are committed (tests put a failing store here); the storage's tables by default */
  backend?: Backend;
  /** whether the embedded database's transactions run on a writer thread with its own connection to the file */
  writerThread?: boolean;
  /** the clock commits are timed with, in milliseconds (tests put a fake one here) */
  now?: () => number;
}

const DEFAULT_MAX_BATCH_ROWS = 20_000;
const DEFAULT_MIN_BATCH_ROWS = 2_000;
const DEFAULT_TARGET_COMMIT_MS = 150;
export const DEFAULT_MAX_PENDING_ROWS = 50_000;
const DEFAULT_MIN_PENDING_ROWS = 6_000;
const DEFAULT_MAX_BACKLOG_MS = 1_000;
const DEFAULT_COMMIT_ATTEMPTS = 4;
const DEFAULT_RETRY_DELAY_MS = 50;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const rowsOf = (job: Job): number => job.points.length + job.attributes.length;

function batchOf(jobs: Job[]): Batch {
  const points = new Map<string, PointWrite>();
  const latest = new Map<string, PointWrite>();
  const attributes = new Map<string, AttributeWrite>();
  for (const job of jobs) {
    for (const point of job.points) {
      // Within a batch a repeated (entity, key, ts) keeps its last value, as separate writes would.
      points.set(`${point.entityId}|${point.keyId}|${point.ts}`, point);
      const id = `${point.entityId}|${point.keyId}`;
      const newest = latest.get(id);
      if (!newest || point.ts >= newest.ts) latest.set(id, point);
    }
    for (const attribute of job.attributes) {
      attributes.set(`${attribute.entityId}|${attribute.scope}|${attribute.key}`, attribute);
    }
  }
  return { points: [...points.values()], latest: [...latest.values()], attributes: [...attributes.values()] };
}

/** How full the write queue is: what the device transports watch to push back on their senders. */
export interface WriteBacklog {
  readonly pendingRows: number;
  readonly capacity: number;
  readonly full: boolean;
  onSettled(listener: () => void): () => void;
}

/**
 * Batches telemetry and attribute writes: whatever arrives while a flush runs (or within one turn of the event loop)
 * goes into the next transaction together. write() resolves once its rows are committed, so a caller that
 * acknowledges a device (MQTT QoS 1, HTTP 200) only does so for data that is stored; a failed transaction is tried
 * again before anything waiting on it hears of the failure. The queue never refuses a write itself (the rule engine
 * and the REST API must not lose theirs): it tells through `full` and `onSettled` when the device transports, the
 * only writers that can push back on their senders, must stop taking messages.
 */
export class WriteQueue implements WriteBacklog {
  private readonly backend: Backend;
  private readonly maxBatchRows: number;
  private readonly minBatchRows: number;
  private readonly targetCommitMs: number;
  private readonly maxPendingRows: number;
  private readonly minPendingRows: number;
  private readonly maxBacklogMs: number;
  private readonly rate: CommitRate;
  private readonly now: () => number;
  private readonly commitAttempts: number;
  private readonly retryDelayMs: number;
  private readonly settledListeners = new Set<() => void>();
  private queue: Job[] = [];
  private pending = 0;
  private scheduled = false;
  private flushing: Promise<void> | null = null;
  private closed = false;

  constructor(storage: Storage | null, options: WriteQueueOptions = {}) {
    const backend = options.backend ?? (storage ? telemetryBackend(storage, options.writerThread ?? false) : null);
    if (!backend) throw new Error('the telemetry write queue needs a storage or a backend');
    this.backend = backend;
    this.maxBatchRows = options.maxBatchRows ?? DEFAULT_MAX_BATCH_ROWS;
    this.minBatchRows = Math.min(this.maxBatchRows, options.minBatchRows ?? DEFAULT_MIN_BATCH_ROWS);
    this.targetCommitMs = options.targetCommitMs ?? DEFAULT_TARGET_COMMIT_MS;
    this.maxPendingRows = options.maxPendingRows ?? DEFAULT_MAX_PENDING_ROWS;
    this.minPendingRows = Math.min(this.maxPendingRows, options.minPendingRows ?? DEFAULT_MIN_PENDING_ROWS);
    this.maxBacklogMs = options.maxBacklogMs ?? DEFAULT_MAX_BACKLOG_MS;
    this.now = options.now ?? (() => performance.now());
    this.rate = new CommitRate(this.now);
    this.commitAttempts = Math.max(1, options.commitAttempts ?? DEFAULT_COMMIT_ATTEMPTS);
    this.retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  }

  /** Rows (points and attributes) written and not yet committed or failed. */
  get pendingRows(): number {
    return this.pending;
  }

  /**
   * The most pending rows before the queue counts as full: what the last seconds' commit rate stores in
   * maxBacklogMs, so that a device acknowledged only after its rows committed does not wait behind more than that
   * (a bound by count alone held several seconds of work on a busy machine).
   */
  get capacity(): number {
    const rows = Math.round((this.rate.rowsPerSecond * this.maxBacklogMs) / 1000);
    return Math.min(this.maxPendingRows, Math.max(this.minPendingRows, rows));
  }

  /** Whether the device transports must stop taking messages. */
  get full(): boolean {
    return this.pending >= this.capacity;
  }

  /** The most rows the next transaction takes: what the measured speed stores in targetCommitMs. */
  private get batchLimit(): number {
    const speed = this.rate.rowsPerCommitMs;
    if (speed === null) return this.maxBatchRows;
    return Math.min(this.maxBatchRows, Math.max(this.minBatchRows, Math.round(speed * this.targetCommitMs)));
  }

  /** Calls the listener after every flush (pending rows went down); answers the function that stops it. */
  onSettled(listener: () => void): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  write(points: PointWrite[], attributes: AttributeWrite[] = []): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the telemetry write queue is closed'));
    if (points.length === 0 && attributes.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const job: Job = { points, attributes, resolve, reject };
      this.pending += rowsOf(job);
      this.queue.push(job);
      this.schedule();
    });
  }

  /**
   * Resolves once everything written before the call is committed (or failed). A marker goes through the queue, so
   * writes that keep arriving afterwards never hold it up.
   */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.queue.push({ points: [], attributes: [], resolve, reject: () => resolve() });
      this.schedule();
    });
  }

  /** Stores what is waiting, accepts no more writes and stops the backend (the writer thread). */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
    await this.backend.close?.();
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flushing = this.flush().finally(() => {
        this.flushing = null;
        if (this.queue.length > 0) this.schedule();
        for (const listener of this.settledListeners) listener();
      });
    });
  }

  private takeBatch(): Job[] {
    const limit = this.batchLimit;
    let rows = 0;
    let count = 0;
    while (count < this.queue.length) {
      const job = this.queue[count] as Job;
      const size = rowsOf(job);
      if (count > 0 && rows + size > limit) break;
      rows += size;
      count++;
    }
    return this.queue.splice(0, count);
  }

  private async flush(): Promise<void> {
    const jobs = this.takeBatch();
    if (jobs.length === 0) return;
    if (jobs.every((job) => rowsOf(job) === 0)) {
      for (const job of jobs) job.resolve();
      return;
    }
    const error = await this.commitWithRetries(jobs);
    if (error === null) {
      this.settle(jobs);
      return;
    }
    if (jobs.length === 1) {
      this.fail(jobs[0] as Job, error);
      return;
    }
    // One bad write must not fail the others that shared its transaction: each is tried once more on its own, and
    // none is answered before its own transaction committed.
    for (const job of jobs) {
      try {
        await this.backend.commit(batchOf([job]));
        this.settle([job]);
      } catch (jobError) {
        this.fail(job, jobError);
      }
    }
  }

  /**
   * Commits the batch, trying a failed transaction again after a growing pause (a busy or briefly unreachable
   * database); answers null once committed, else the last failure. A failed transaction stored nothing, so trying
   * again cannot store a row twice (and the writes are upserts besides).
   */
  private async commitWithRetries(jobs: Job[]): Promise<unknown> {
    const batch = batchOf(jobs);
    let error: unknown = null;
    for (let attempt = 0; attempt < this.commitAttempts; attempt++) {
      if (attempt > 0) await sleep(this.retryDelayMs * 2 ** (attempt - 1));
      try {
        const started = this.now();
        await this.backend.commit(batch);
        this.rate.record(batch.points.length + batch.latest.length + batch.attributes.length, this.now() - started);
        return null;
      } catch (failed) {
        error = failed ?? new Error('the telemetry transaction failed');
      }
    }
    return error;
  }

  private settle(jobs: Job[]): void {
    for (const job of jobs) {
      this.pending -= rowsOf(job);
      job.resolve();
    }
  }

  private fail(job: Job, error: unknown): void {
    this.pending -= rowsOf(job);
    job.reject(error);
  }
}
