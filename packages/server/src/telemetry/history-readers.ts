import { Worker } from 'node:worker_threads';
import type { HistoryReadAnswer, HistoryReadWorkerData } from './history-read-worker.js';
import type { PointWindow } from './point-columns-store.js';
import { WorkerPool } from './worker-pool.js';

/**
 * Heap of one history read worker. A window's answer is at most the data points limit (50,000 by default, about
 * 2 MB of JSON); a worker that runs out of it dies, and the read is done on the server's thread instead.
 */
const WORKER_HEAP_MB = 256;

function historyAnswer(message: unknown): string | null {
  const answer = message as HistoryReadAnswer;
  if ('error' in answer) throw new Error(answer.error);
  return answer.json;
}

/** The history reads of the embedded database in `size` worker threads with read-only connections to `file`. */
export function historyReadPool(file: string, size: number): WorkerPool<PointWindow, string | null> {
  const workerData: HistoryReadWorkerData = { file };
  return new WorkerPool(
    () =>
      new Worker(new URL('./history-read-worker.js', import.meta.url), {
        workerData,
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      }),
    size,
    historyAnswer,
  );
}
