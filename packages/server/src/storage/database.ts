import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import { ImmediateSqliteDialect } from './immediate-sqlite-dialect.js';
import type { Database, Db } from './schema.js';
import { configureSqliteConnection } from './sqlite-connection.js';
import { cachingStatements } from './statement-cache.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Storage {
  db: Db;
  dialect: DialectName;
  /**
   * The embedded database handle, for the few hot paths (the telemetry write queue) that run prepared statements
   * synchronously; only while holding Kysely's connection (db.connection()), so they never interleave with a
   * Kysely transaction.
   */
  sqlite?: SqliteDatabase.Database;
  /** The embedded database's file, which the telemetry writer thread opens a connection of its own to. */
  sqliteFile?: string;
  close(): Promise<void>;
}

/** Thrown when the database cannot be opened; main prints it as the one line of a failed start. */
export class StorageError extends Error {}

export function openSqlite(dataDir: string): Storage {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'fleetdeck.sqlite');
  let sqlite: SqliteDatabase.Database;
  try {
    sqlite = new SqliteDatabase(file);
  } catch (error) {
    throw new StorageError(`cannot open the embedded database ${file}: ${(error as Error).message}`);
  }
  configureSqliteConnection(sqlite);
  // 64 MB of page cache instead of 2: the list indexes of a large tenant stay in memory between requests.
  sqlite.pragma('cache_size = -65536');
  const stopOptimizing = keepPlannerStatistics(sqlite);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: cachingStatements(sqlite) }) });
  const close = async () => {
    stopOptimizing();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', sqlite, sqliteFile: file, close };
}

/** How often a running server refreshes SQLite's planner statistics, for tables that grew since the last run. */
const OPTIMIZE_INTERVAL_MS = 3_600_000;

/**
 * Keeps SQLite's query-planner statistics current. Without them the planner guesses how selective each index is,
 * and on 100,000 devices a rare-substring search took 20 ms instead of 2. `optimize` analyses only tables whose
 * statistics are missing or stale, and analysis_limit bounds each table's sample, so a large database still opens
 * quickly. Returns the stop, which runs a last pass as SQLite advises before a connection closes.
 */
function keepPlannerStatistics(sqlite: SqliteDatabase.Database): () => void {
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  const timer = setInterval(() => sqlite.pragma('optimize'), OPTIMIZE_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (sqlite.open) sqlite.pragma('optimize');
  };
}

export async function openPostgres(url: string): Promise<Storage> {
  // The PostgreSQL driver is loaded only by a server that uses it.
  const { default: pg } = await import('pg');
  // pg hands bigint (int8) and numeric columns back as strings; every timestamp and count here fits a double.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const where = new URL(url);
    throw new StorageError(`cannot reach PostgreSQL at ${where.host}${where.pathname}: ${(error as Error).message}`);
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

export async function openStorage(options: { databaseUrl: string | null; dataDir: string }): Promise<Storage> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}
