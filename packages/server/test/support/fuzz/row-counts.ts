import path from 'node:path';
import pg from 'pg';
import type { TestDatabase } from '../database.js';

type Target = { dataDir: string; database: TestDatabase | null };

/** Migration bookkeeping, and the audit log, which records refused requests too (their FAILURE entries) by design. */
const isCounted = (table: string) => !table.startsWith('kysely_') && table !== 'audit_log';

/**
 * Reads the row count of every table of a test server's database from outside the server, over one connection kept
 * open for the whole fuzz run: what a refused request must leave alone.
 */
export class RowCounter {
  private constructor(
    private readonly query: (statement: string) => Promise<Array<Record<string, unknown>>>,
    readonly close: () => Promise<void>,
    private tables: string[] = [],
  ) {}

  static async open(target: Target): Promise<RowCounter> {
    let counter: RowCounter;
    if (target.database) {
      const client = new pg.Client({ connectionString: target.database.url });
      await client.connect();
      counter = new RowCounter(
        async (statement) => (await client.query(statement)).rows,
        () => client.end(),
      );
      counter.tables = await counter.names(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
      );
    } else {
      const { default: Sqlite } = await import('better-sqlite3');
      const sqlite = new Sqlite(path.join(target.dataDir, 'fleetdeck.sqlite'), { readonly: true });
      counter = new RowCounter(
        async (statement) => sqlite.prepare(statement).all() as Array<Record<string, unknown>>,
        async () => {
          sqlite.close();
        },
      );
      counter.tables = await counter.names(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
      );
    }
    return counter;
  }

  /** The tables, migration bookkeeping and the audit log aside. */
  get tableNames(): readonly string[] {
    return this.tables;
  }

  async counts(): Promise<Record<string, number>> {
    const statement = this.tables
      .map((table) => `SELECT '${table}' AS name, COUNT(*) AS rows FROM ${table}`)
      .join(' UNION ALL ');
    const rows = await this.query(statement);
    return Object.fromEntries(rows.map((row) => [String(row.name), Number(row.rows)]));
  }

  /**
   * The counts once the server stops writing: an accepted request can start work that writes after the answer (the
   * rule engine's events and queued messages), which must not be charged to the next route's refused requests.
   */
  async settledCounts(): Promise<Record<string, number>> {
    let previous = await this.counts();
    for (let read = 0; read < 20; read++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const current = await this.counts();
      if (this.tables.every((table) => current[table] === previous[table])) return current;
      previous = current;
    }
    return previous;
  }

  private async names(statement: string): Promise<string[]> {
    const rows = await this.query(statement);
    return rows.map((row) => String(row.name)).filter(isCounted);
  }
}
