import { queryTestDatabase, type TestDatabase } from '../database.js';

type Target = { dataDir: string; database: TestDatabase | null };

/** The tables of the server's database (migration bookkeeping aside). */
export async function tableNames(target: Target): Promise<string[]> {
  const rows = await queryTestDatabase<{ name: string }>(
    target,
    target.database
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  return rows.map((row) => row.name).filter((name) => !name.startsWith('kysely_'));
}

/** The row count of every table, read from outside the server: what a rejected request must leave alone. */
export async function rowCounts(target: Target, tables: string[]): Promise<Record<string, number>> {
  const statement = tables
    .map((table) => `SELECT '${table}' AS name, COUNT(*) AS rows FROM ${table}`)
    .join(' UNION ALL ');
  const rows = await queryTestDatabase<{ name: string; rows: number | string }>(target, statement);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)]));
}
