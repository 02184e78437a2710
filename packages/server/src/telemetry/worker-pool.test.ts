import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool.js';

/** A worker that answers a number with its double after `delay` ms, and exits on a negative number. */
const DOUBLING = `
const { parentPort, workerData } = require('node:worker_threads');
parentPort.on('message', (n) => {
  if (n < 0) process.exit(3);
  setTimeout(() => parentPort.postMessage({ doubled: n * 2, startedAt: Date.now() }), workerData.delay);
});`;

const pools: Array<WorkerPool<number, number>> = [];

function doublingPool(size: number, delay = 0): WorkerPool<number, number> {
  const pool = new WorkerPool<number, number>(
    () => new Worker(DOUBLING, { eval: true, workerData: { delay } }),
    size,
    (message) => (message as { doubled: number }).doubled,
  );
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('WorkerPool', () => {
  it('starts no worker before the first job and never more than its size', async () => {
    const pool = doublingPool(2, 20);
    expect(pool.workerCount).toBe(0);
    const results = Promise.all([1, 2, 3, 4, 5].map((n) => pool.run(n)));
    expect(pool.workerCount).toBe(2);
    expect(await results).toEqual([2, 4, 6, 8, 10]);
    expect(pool.workerCount).toBe(2);
  });

  it('fails the job of a worker that dies and starts another for the next job', async () => {
    const pool = doublingPool(1);
    await expect(pool.run(-1)).rejects.toThrow('exited with code 3');
    expect(pool.workerCount).toBe(0);
    expect(await pool.run(21)).toBe(42);
  });

  it('fails the waiting and running jobs on close and stops every worker', async () => {
    const pool = doublingPool(1, 10_000);
    const failed = [pool.run(1), pool.run(2)].map((job) => expect(job).rejects.toThrow('closed'));
    expect(pool.workerCount).toBe(1);
    await pool.close();
    await Promise.all(failed);
    expect(pool.workerCount).toBe(0);
    await expect(pool.run(3)).rejects.toThrow('closed');
  });
});
