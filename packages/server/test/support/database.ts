import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/**
 * With TEST_DATABASE_URL set, every test server gets a database of its own on that PostgreSQL server (a copy of
 * the template when one is given), so the same suite runs on both storages; without it, the server uses a fresh
 * embedded database in its data directory.
 */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(templateUrl?: string | null): Promise<TestDatabase | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `fleetdeck_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const from = templateUrl ? ` TEMPLATE ${new URL(templateUrl).pathname.slice(1)}` : '';
  await admin.query(`CREATE DATABASE ${name}${from}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Runs one statement on a test server's database from outside the server, for states that take days to arise
 * (an expired password). Placeholders are written `?` for both databases.
 */
export async function executeOnTestDatabase(
  target: { dataDir: string; database: TestDatabase | null },
  statement: string,
  params: unknown[],
): Promise<void> {
  if (target.database) {
    let n = 0;
    const client = new pg.Client({ connectionString: target.database.url });
    await client.connect();
    try {
      await client.query(
        statement.replace(/\?/g, () => `$${++n}`),
        params,
      );
    } finally {
      await client.end();
    }
    return;
  }
  const { default: Sqlite } = await import('better-sqlite3');
  const sqlite = new Sqlite(path.join(target.dataDir, 'fleetdeck.sqlite'));
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.prepare(statement).run(...params);
  } finally {
    sqlite.close();
  }
}

/** Reads rows from a test server's database from outside the server, for what no API shows (a raw column, a row count). */
export async function queryTestDatabase<Row = Record<string, unknown>>(
  target: { dataDir: string; database: TestDatabase | null },
  statement: string,
): Promise<Row[]> {
  if (target.database) {
    const client = new pg.Client({ connectionString: target.database.url });
    await client.connect();
    try {
      return (await client.query(statement)).rows as Row[];
    } finally {
      await client.end();
    }
  }
  const { default: Sqlite } = await import('better-sqlite3');
  const sqlite = new Sqlite(path.join(target.dataDir, 'fleetdeck.sqlite'), { readonly: true });
  try {
    return sqlite.prepare(statement).all() as Row[];
  } finally {
    sqlite.close();
  }
}
