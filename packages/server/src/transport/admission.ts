import type { TbMsg } from '../rule-engine/message.js';
import type { WriteBacklog } from '../telemetry/write-queue.js';
import type { MessageSink } from './device-operations.js';

export interface AdmissionOptions {
  /** device messages handed to the rule engine and not yet done at which no more are taken */
  maxPendingMessages: number;
}

/**
 * Decides whether the device transports take another message, so that the work between the sockets and the store
 * stays bounded: closed while the telemetry write queue is full or too many device messages are in the rule engine,
 * open again once both have drained to half, so a transport does not flap at the limit. MQTT connections wait at
 * the gate without reading their sockets (TCP pushes back on the device); the HTTP device API answers at once that
 * the server is overloaded.
 */
export class IngestAdmission implements MessageSink {
  private pending = 0;
  private closed = false;
  private waiters: (() => void)[] = [];
  private closings = 0;
  private readonly stopWatching: () => void;

  constructor(
    private readonly sink: MessageSink,
    private readonly backlog: WriteBacklog,
    private readonly options: AdmissionOptions,
  ) {
    this.stopWatching = backlog.onSettled(() => this.review());
  }

  /** Device messages in the rule engine now. */
  get pendingMessages(): number {
    return this.pending;
  }

  /** How many times the gate closed since the start. */
  get timesClosed(): number {
    return this.closings;
  }

  /** Whether a new device message is taken now. */
  get open(): boolean {
    this.review();
    return !this.closed;
  }

  /** Null when the gate is open; else a promise that resolves when it opens again. */
  whenOpen(): Promise<void> | null {
    if (this.open) return null;
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Hands a device message to the rule engine, counted until it is done. */
  async push(msg: TbMsg): Promise<void> {
    this.pending++;
    this.review();
    try {
      await this.sink.push(msg);
    } finally {
      this.pending--;
      this.review();
    }
  }

  /** Stops watching the write queue and lets every waiting message through (the transports are closing). */
  close(): void {
    this.stopWatching();
    this.release();
  }

  private review(): void {
    const max = this.options.maxPendingMessages;
    if (!this.closed) {
      if (this.backlog.full || this.pending >= max) {
        this.closed = true;
        this.closings++;
      }
      return;
    }
    if (this.backlog.pendingRows <= this.backlog.capacity / 2 && this.pending <= max / 2) {
      this.closed = false;
      this.release();
    }
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
