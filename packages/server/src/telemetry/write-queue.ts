import type { Storage } from '../storage/database.js';
import { type AttributeWrite, type Backend, type Batch, type PointWrite, telemetryBackend } from './write-store.js';

export type { AttributeWrite, PointWrite } from './write-store.js';

interface Job {
  points: PointWrite[];
  attributes: AttributeWrite[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface WriteQueueOptions {
  /** most rows one transaction takes; more waiting work goes into the next one */
  maxBatchRows?: number;
}

const DEFAULT_MAX_BATCH_ROWS = 20_000;

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

/**
 * Batches telemetry and attribute writes: whatever arrives while a flush runs (or within one turn of the event loop)
 * goes into the next transaction together. write() resolves once its rows are committed, so a caller that
 * acknowledges a device (MQTT QoS 1, HTTP 200) only does so for data that is stored.
 */
export class WriteQueue {
  private readonly backend: Backend;
  private readonly maxBatchRows: number;
  private queue: Job[] = [];
  private scheduled = false;
  private flushing: Promise<void> | null = null;
  private closed = false;

  constructor(storage: Storage, options: WriteQueueOptions = {}) {
    this.backend = telemetryBackend(storage);
    this.maxBatchRows = options.maxBatchRows ?? DEFAULT_MAX_BATCH_ROWS;
  }

  /** Rows (points and attributes) waiting for a transaction; the batch being written is not counted. */
  get depth(): number {
    let rows = 0;
    for (const job of this.queue) rows += job.points.length + job.attributes.length;
    return rows;
  }

  write(points: PointWrite[], attributes: AttributeWrite[] = []): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the telemetry write queue is closed'));
    if (points.length === 0 && attributes.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.queue.push({ points, attributes, resolve, reject });
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

  /** Stores what is waiting and accepts no more writes. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flushing = this.flush().finally(() => {
        this.flushing = null;
        if (this.queue.length > 0) this.schedule();
      });
    });
  }

  private takeBatch(): Job[] {
    let rows = 0;
    let count = 0;
    while (count < this.queue.length) {
      const job = this.queue[count] as Job;
      const size = job.points.length + job.attributes.length;
      if (count > 0 && rows + size > this.maxBatchRows) break;
      rows += size;
      count++;
    }
    return this.queue.splice(0, count);
  }

  private async flush(): Promise<void> {
    const jobs = this.takeBatch();
    if (jobs.length === 0) return;
    if (jobs.every((job) => job.points.length === 0 && job.attributes.length === 0)) {
      for (const job of jobs) job.resolve();
      return;
    }
    try {
      await this.backend.commit(batchOf(jobs));
      for (const job of jobs) job.resolve();
    } catch (error) {
      if (jobs.length === 1) {
        (jobs[0] as Job).reject(error);
        return;
      }
      // One bad write must not fail the others that shared its transaction: retry each on its own.
      for (const job of jobs) {
        try {
          await this.backend.commit(batchOf([job]));
          job.resolve();
        } catch (jobError) {
          job.reject(jobError);
        }
      }
    }
  }
}
