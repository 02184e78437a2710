import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachingStatements } from './statement-cache.js';

describe('cachingStatements', () => {
  let sqlite: SqliteDatabase.Database;

  beforeEach(() => {
    sqlite = new SqliteDatabase(':memory:');
    sqlite.exec('CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT)');
    sqlite.exec("INSERT INTO item (name) VALUES ('a'), ('b'), ('c')");
  });

  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('prepares a SQL text once and runs it again with new parameters', () => {
    const db = cachingStatements(sqlite);
    const first = db.prepare('SELECT name FROM item WHERE id = ?');
    expect(first.all([1])).toEqual([{ name: 'a' }]);
    const second = db.prepare('SELECT name FROM item WHERE id = ?');
    expect(second).toBe(first);
    expect(second.all([2])).toEqual([{ name: 'b' }]);
  });

  it('gives a statement that is still being iterated a fresh copy for a second query', () => {
    const db = cachingStatements(sqlite);
    const streaming = db.prepare('SELECT name FROM item ORDER BY id');
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ name: 'a' });
    const meanwhile = db.prepare('SELECT name FROM item ORDER BY id');
    expect(meanwhile).not.toBe(streaming);
    expect(meanwhile.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ name: 'b' }, { name: 'c' }]);
  });

  it('drops the oldest statement past its limit', () => {
    const db = cachingStatements(sqlite, 2);
    const oldest = db.prepare('SELECT 1');
    db.prepare('SELECT 2');
    db.prepare('SELECT 3');
    expect(db.prepare('SELECT 1')).not.toBe(oldest);
  });

  it('sees rows written after the statement was prepared', () => {
    const db = cachingStatements(sqlite);
    expect(db.prepare('SELECT COUNT(*) AS n FROM item').all([])).toEqual([{ n: 3 }]);
    db.prepare('INSERT INTO item (name) VALUES (?)').run(['d']);
    expect(db.prepare('SELECT COUNT(*) AS n FROM item').all([])).toEqual([{ n: 4 }]);
  });

  it('closes the database', () => {
    cachingStatements(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});
