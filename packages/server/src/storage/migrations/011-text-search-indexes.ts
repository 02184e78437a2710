import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { ftsTableOf, type SearchableTable, TEXT_SEARCH_INDEXES } from '../text-search.js';

/**
 * Trigram indexes for the lists' substring search (issue 16), which no B-tree can seek: with 100,000 devices a rare
 * text otherwise reads every index entry of the tenant.
 *
 * PostgreSQL: a pg_trgm GIN index on `lower(column)`, the very expression the lists search. Creating the extension
 * may be refused (not shipped, or not allowed to this role); the migration then goes on without the indexes, inside
 * a savepoint so that the refusal does not abort the migration's transaction, and the lists keep scanning.
 *
 * SQLite: an FTS5 table with the trigram tokenizer per list, holding only the index (its content is the listed
 * table, matched by rowid, which SQLite keeps for the life of a row since nothing here runs VACUUM), filled from
 * the existing rows and kept in step by triggers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = Object.entries(TEXT_SEARCH_INDEXES) as Array<[SearchableTable, string]>;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const [table, column] of tables) await createFtsIndex(db, table, column);
    return;
  }
  if (!(await createTrigramExtension(db))) return;
  for (const [table, column] of tables) {
    await sql`create index ${sql.id(`${table}_${column}_trgm`)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
      db,
    );
  }
}

async function createTrigramExtension(db: Kysely<unknown>): Promise<boolean> {
  await sql`savepoint text_search_extension`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint text_search_extension`.execute(db);
    return true;
  } catch {
    // Refused: the lists search without the index, and the start says so.
    await sql`rollback to savepoint text_search_extension`.execute(db);
    return false;
  }
}

async function createFtsIndex(db: Kysely<unknown>, table: SearchableTable, column: string): Promise<void> {
  const fts = sql.table(ftsTableOf(table));
  const ftsName = sql.raw(ftsTableOf(table));
  const source = sql.table(table);
  const col = sql.ref(column);
  const trigger = (event: string) => sql.id(`${ftsTableOf(table)}_${event}`);
  await sql`create virtual table ${fts} using fts5(${col}, content=${sql.lit(table)}, content_rowid='rowid', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into ${fts} (rowid, ${col}) select rowid, ${col} from ${source}`.execute(db);
  await sql`create trigger ${trigger('insert')} after insert on ${source} begin
    insert into ${fts} (rowid, ${col}) values (new.rowid, new.${col});
  end`.execute(db);
  await sql`create trigger ${trigger('delete')} after delete on ${source} begin
    insert into ${fts} (${ftsName}, rowid, ${col}) values ('delete', old.rowid, old.${col});
  end`.execute(db);
  await sql`create trigger ${trigger('update')} after update of ${col} on ${source} begin
    insert into ${fts} (${ftsName}, rowid, ${col}) values ('delete', old.rowid, old.${col});
    insert into ${fts} (rowid, ${col}) values (new.rowid, new.${col});
  end`.execute(db);
}
