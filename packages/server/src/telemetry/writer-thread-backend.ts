import { Worker } from 'node:worker_threads';
import type { WriterReply, WriterRequest } from './sqlite-writer-thread.js';
import type { Backend, Batch } from './write-store.js';

/**
 * Commits batches on the telemetry writer thread, which has its own connection to the embedded database file: the
 * transaction (a fifth of the server's time under MQTT ingest) no longer holds the event loop, which meanwhile reads
 * and parses the next messages. commit() resolves only once the thread reported the commit, so an acknowledgement
 * still means committed; the write queue sends one batch at a time, so batches commit in the order written.
 */
export class WriterThreadBackend implements Backend {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | null = null;

  constructor(file: string) {
    this.worker = new Worker(new URL('./sqlite-writer-thread.js', import.meta.url), { workerData: { file } });
    this.worker.on('message', ({ id, error }: WriterReply) => {
      const waiter = this.waiting.get(id);
      if (!waiter) return;
      this.waiting.delete(id);
      if (error === undefined) waiter.resolve();
      else waiter.reject(new Error(error));
    });
    this.worker.on('error', (error) => this.stopped(error));
    this.worker.on('exit', () => this.stopped(new Error('the telemetry writer thread stopped')));
  }

  commit(batch: Batch): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, batch } satisfies WriterRequest);
    });
  }

  /** Closes the thread's connection and waits for the thread to end; call once nothing more is written. */
  async close(): Promise<void> {
    if (this.failure) return;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage(null satisfies WriterRequest);
    await exited;
  }

  /** A thread that died fails whatever waited on it: those writes are not known to be committed. */
  private stopped(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}
