import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from './database.js';
import { WAL_CHECKPOINT_PAGES } from './sqlite-connection.js';

let dataDir: string;

afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** An embedded database as a server leaves it: an indexed table with rows and no planner statistics yet. */
function databaseWithoutStatistics(): void {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-database-'));
  const sqlite = new SqliteDatabase(path.join(dataDir, 'fleetdeck.sqlite'));
  sqlite.exec('create table device (id text primary key, tenant_id text not null, name text not null)');
  sqlite.exec('create index device_tenant_name on device (tenant_id, name)');
  const insert = sqlite.prepare('insert into device values (?, ?, ?)');
  sqlite.transaction(() => {
    for (let i = 0; i < 500; i++) insert.run(`d${i}`, `t${i % 5}`, `device ${i}`);
  })();
  sqlite.close();
}

function statisticsOf(table: string): unknown[] {
  const sqlite = new SqliteDatabase(path.join(dataDir, 'fleetdeck.sqlite'), { readonly: true });
  try {
    const hasStatistics = sqlite.prepare("select 1 from sqlite_master where name = 'sqlite_stat1'").get();
    return hasStatistics ? sqlite.prepare('select idx, stat from sqlite_stat1 where tbl = ?').all(table) : [];
  } finally {
    sqlite.close();
  }
}

describe('the embedded database', () => {
  it('gathers the query planner statistics of its indexed tables when it opens', async () => {
    databaseWithoutStatistics();
    expect(statisticsOf('device')).toEqual([]);
    const storage = openSqlite(dataDir);
    await storage.close();
    expect(statisticsOf('device')).toContainEqual({ idx: 'device_tenant_name', stat: '500 100 1' });
  });

  it('leaves the pages of many small commits in the write-ahead log until it holds thousands of them', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-database-'));
    const storage = openSqlite(dataDir);
    const sqlite = storage.sqlite as SqliteDatabase.Database;
    try {
      sqlite.exec('create table point (id integer primary key, value real)');
      const insert = sqlite.prepare('insert into point (value) values (?)');
      // Each commit appends at least one page, so SQLite's default limit of 1000 would have copied and restarted
      // the log before the end.
      const commits = 1500;
      for (let i = 0; i < commits; i++) insert.run(i);
      const [state] = sqlite.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
      expect(state?.log).toBeGreaterThanOrEqual(commits);
      expect(state?.log).toBeLessThan(WAL_CHECKPOINT_PAGES);
    } finally {
      await storage.close();
    }
  });
});
