import type { Worker } from 'node:worker_threads';

interface Job<In, Out> {
  input: In;
  resolve(output: Out): void;
  reject(error: Error): void;
}

/**
 * At most `size` workers, started on first use, each given one job at a time; jobs beyond them wait in turn. A
 * worker answers each job with one message, which `answer` turns into the job's result (or throws its error). A
 * worker that dies fails its job and is replaced by the next job that needs one. close() fails the waiting jobs and
 * stops every worker.
 */
export class WorkerPool<In, Out> {
  private readonly workers = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Job<In, Out>>();
  private readonly waiting: Array<Job<In, Out>> = [];
  private closed = false;

  constructor(
    private readonly start: () => Worker,
    private readonly size: number,
    private readonly answer: (message: unknown) => Out,
  ) {}

  /** Workers started and not exited (for the tests of shutdown). */
  get workerCount(): number {
    return this.workers.size;
  }

  run(input: In): Promise<Out> {
    if (this.closed) return Promise.reject(new Error('the worker pool is closed'));
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('the worker pool is closed'));
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const worker = this.idle.pop() ?? (this.workers.size < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.waiting.shift() as Job<In, Out>;
      this.running.set(worker, job);
      worker.postMessage(job.input);
    }
  }

  private spawn(): Worker {
    const worker = this.start();
    // Idle workers do not keep the process alive; close() stops them on a graceful shutdown.
    worker.unref();
    this.workers.add(worker);
    worker.on('message', (message: unknown) => {
      const job = this.running.get(worker);
      this.running.delete(worker);
      if (!this.closed) this.idle.push(worker);
      if (job) this.settle(job, message);
      this.dispatch();
    });
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`a pool worker exited with code ${code}`)));
    return worker;
  }

  private settle(job: Job<In, Out>, message: unknown): void {
    try {
      job.resolve(this.answer(message));
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private fail(worker: Worker, error: Error): void {
    this.workers.delete(worker);
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    const job = this.running.get(worker);
    this.running.delete(worker);
    job?.reject(this.closed ? new Error('the worker pool is closed') : error);
    if (!this.closed) this.dispatch();
  }
}
