import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; queries with a varying number of parameters (IN lists) make more. */
export const DEFAULT_CACHED_STATEMENTS = 1000;

/**
 * The embedded database as Kysely sees it, with each SQL text prepared once: Kysely's SQLite driver prepares every
 * query it runs, and compiling the statement again cost as much as running it on the device API's hot path (the
 * token lookup of each request). A statement still being iterated (a streamed select) is busy and cannot run a
 * second time meanwhile: such a query gets a fresh statement. The oldest statement is dropped past the limit.
 */
export function cachingStatements(
  sqlite: SqliteDatabase.Database,
  limit = DEFAULT_CACHED_STATEMENTS,
): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) return cached.busy ? sqlite.prepare(sql) : cached;
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > limit) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
