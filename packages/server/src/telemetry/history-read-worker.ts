import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { type PointWindow, readNumberPointsJson } from './point-columns-store.js';

/**
 * A history read worker: reads windows of points as their WebSocket JSON on a read-only connection of its own to
 * the embedded database, so that the reads of several charts run beside each other and beside the server's thread
 * (the database is in WAL mode: readers do not wait for the writer). One window at a time; the answer is the JSON
 * or null (points of other types, which the server's thread reads instead).
 */

export interface HistoryReadWorkerData {
  file: string;
}

export type HistoryReadAnswer = { json: string | null } | { error: string };

const port = parentPort;
if (!port) throw new Error('the history read worker runs in a worker thread');
const { file } = workerData as HistoryReadWorkerData;
const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
// A window of a day at 4 s is about 1.5 MB of pages: SQLite's default 2 MB cache would read a dashboard's four
// keys from the file again on every open.
sqlite.pragma('cache_size = -32768');

port.on('message', (window: PointWindow) => {
  let answer: HistoryReadAnswer;
  try {
    answer = { json: readNumberPointsJson(sqlite, window) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
