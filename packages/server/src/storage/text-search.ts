import { type Expression, type SqlBool, SqliteAdapter, sql } from 'kysely';
import type { Db } from './schema.js';

/** The lists whose substring search an index serves: the listed table and the column searched. */
export const TEXT_SEARCH_INDEXES = {
  device: 'name',
  asset: 'name',
  entity_view: 'name',
  edge: 'name',
  customer: 'title',
  tb_user: 'email',
  dashboard: 'title',
} as const;

export type SearchableTable = keyof typeof TEXT_SEARCH_INDEXES;

/**
 * A condition on the listed table's rows that keeps every row whose searched column holds the text (and maybe
 * more), or null where the plain search is as fast.
 */
export type SearchNarrowing = (text: string) => Promise<Expression<SqlBool> | null>;

/** The embedded database's full-text table of a list, kept in step with the listed table by triggers. */
export function ftsTableOf(table: SearchableTable): string {
  return `${table}_search`;
}

/**
 * The embedded database's tables whose search-index insert trigger is skipped for now: a batch insert names its
 * table here inside its transaction and indexes its rows itself (insertWithDeferredSearchIndex).
 */
export const SEARCH_INDEX_DEFERRALS = 'search_index_deferral';

/**
 * Runs a batch insert into a searchable table, then indexes the rows it added in one statement, where a trigger
 * would have indexed them one at a time (on the embedded database; PostgreSQL maintains its own indexes). Must run
 * inside a transaction: the deferral it sets holds only until the rows are indexed, and a failure rolls both back.
 * SQLite gives new rows rowids above every existing one (nothing sets rowids here), which is how they are found.
 */
export async function insertWithDeferredSearchIndex(
  trx: Db,
  table: SearchableTable,
  insert: () => Promise<void>,
): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) {
    await insert();
    return;
  }
  const source = sql.table(table);
  const deferrals = sql.table(SEARCH_INDEX_DEFERRALS);
  const column = sql.ref(TEXT_SEARCH_INDEXES[table]);
  const { rows } = await sql<{ last: number | null }>`select max(rowid) as last from ${source}`.execute(trx);
  const last = Number(rows[0]?.last ?? 0);
  await sql`insert into ${deferrals} (table_name) values (${table})`.execute(trx);
  await insert();
  await sql`delete from ${deferrals} where table_name = ${table}`.execute(trx);
  await sql`insert into ${sql.table(ftsTableOf(table))} (rowid, ${column})
    select rowid, ${column} from ${source} where rowid > ${last}`.execute(trx);
}

/** The trigram tokenizer reads three characters at a time, so it can find nothing shorter. */
const TRIGRAM = 3;

/**
 * Above this many rows holding the text the index no longer pays: the page's rows are then found faster by reading
 * the list's own ordered index and testing each name, which stops at the page, than by fetching and sorting every
 * match (measured with 100,000 devices: 11 matches took 1 ms instead of 250, 20,000 matches 1.5 times the scan).
 */
export const MOST_INDEXED_MATCHES = 5000;

/** An FTS5 phrase matching the text as it is: inside double quotes nothing is syntax but a doubled quote. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * How a list narrows a substring search through an index before the exact, case-insensitive LIKE runs on what is
 * left. On PostgreSQL the trigram index is on `lower(column)` itself, so the planner serves the LIKE from it and
 * nothing is added (null). On the embedded database, the rows come from the FTS5 trigram table: it folds case for
 * every alphabet while SQLite's `lower` and LIKE fold only ASCII, so it finds the LIKE's rows and perhaps a few
 * more, which the LIKE then drops; the results stay exactly those of the LIKE alone. Texts shorter than a trigram,
 * and texts so common that the index would not pay, fall back to the LIKE's scan.
 */
export function searchNarrowing(db: Db, table: SearchableTable): SearchNarrowing | null {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return null;
  const fts = sql.table(ftsTableOf(table));
  return async (text) => {
    if ([...text].length < TRIGRAM) return null;
    const phrase = ftsPhrase(text);
    const { rows } = await sql<{ matches: number }>`select count(*) as matches from (select rowid from ${fts}
      where ${fts} match ${phrase} limit ${MOST_INDEXED_MATCHES + 1})`.execute(db);
    if (Number(rows[0]?.matches) > MOST_INDEXED_MATCHES) return null;
    return sql<SqlBool>`${sql.ref(`${table}.rowid`)} in (select rowid from ${fts} where ${fts} match ${phrase})`;
  };
}

/**
 * Whether PostgreSQL has the trigram extension the search indexes need. Without it (a server that does not ship
 * pg_trgm, or a role that may not create it) the migration leaves the indexes out and the lists search by scanning,
 * as before; the start logs it once.
 */
export async function missingTrigramExtension(db: Db): Promise<boolean> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return false;
  const { rows } = await sql<{ found: number }>`select 1 as found from pg_extension where extname = 'pg_trgm'`.execute(
    db,
  );
  return rows.length === 0;
}
