import type { Logger } from '../../context.js';
import type { Storage } from '../../storage/database.js';
import { type MessageWriter, messageWriter, type StoredMessageRow } from './message-store.js';

interface PendingInsert {
  row: StoredMessageRow;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The queues' messages on disk, written in batches: what is appended or removed while a write runs (or within one
 * turn of the event loop) goes into the next transaction together. append() resolves once the message is committed,
 * so a message is stored before its chain starts; remove() is not waited for: a finished message whose delete was
 * lost is processed once more after a restart, as a queue that delivers at least once does.
 */
export class MessageLog {
  private inserts: PendingInsert[] = [];
  private deletes: string[] = [];
  private writing: Promise<void> | null = null;
  private scheduled = false;
  private closed = false;
  private readonly writeMessages: MessageWriter;

  constructor(
    storage: Storage,
    private readonly log: Logger,
  ) {
    this.writeMessages = messageWriter(storage);
  }

  append(row: StoredMessageRow): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the rule engine is stopping'));
    return new Promise((resolve, reject) => {
      this.inserts.push({ row, resolve, reject });
      this.schedule();
    });
  }

  remove(id: string): void {
    if (this.closed) return;
    this.deletes.push(id);
    this.schedule();
  }

  /** Writes what is waiting and takes nothing more. */
  async close(): Promise<void> {
    while (this.writing || this.scheduled || this.inserts.length > 0 || this.deletes.length > 0) {
      if (!this.writing && !this.scheduled) this.schedule();
      await (this.writing ?? new Promise((resolve) => setImmediate(resolve)));
    }
    this.closed = true;
  }

  private schedule(): void {
    if (this.scheduled || this.writing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.writing = this.write().finally(() => {
        this.writing = null;
        if (this.inserts.length > 0 || this.deletes.length > 0) this.schedule();
      });
    });
  }

  private async write(): Promise<void> {
    const inserts = this.inserts;
    const deletes = this.deletes;
    this.inserts = [];
    this.deletes = [];
    try {
      await this.writeMessages(
        inserts.map((insert) => insert.row),
        deletes,
      );
      for (const insert of inserts) insert.resolve();
    } catch (error) {
      this.log.error({ err: error }, 'rule engine queue messages could not be stored');
      for (const insert of inserts) insert.reject(error);
    }
  }
}
