import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { configureSqliteConnection } from '../storage/sqlite-connection.js';
import { sqliteBatchWriter } from './sqlite-batch-writer.js';
import type { Batch } from './write-store.js';

/** What the server sends: a batch to commit under its id, or null once it stops. */
export type WriterRequest = { id: number; batch: Batch } | null;

/** What the thread answers once the batch's transaction committed (no error) or failed. */
export interface WriterReply {
  id: number;
  error?: string;
}

/**
 * The telemetry writer thread: its own connection to the embedded database file, committing each batch the server
 * sends in one transaction and answering only after the commit, one batch at a time in the order sent.
 */
const port = parentPort;
if (!port) throw new Error('the telemetry writer runs as a worker thread');
const sqlite = new SqliteDatabase((workerData as { file: string }).file);
configureSqliteConnection(sqlite);
const write = sqliteBatchWriter(sqlite);
port.on('message', (request: WriterRequest) => {
  if (request === null) {
    sqlite.close();
    port.close();
    return;
  }
  const { id, batch } = request;
  let reply: WriterReply;
  try {
    write(batch);
    reply = { id };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
