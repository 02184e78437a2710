import type SqliteDatabase from 'better-sqlite3';
import { putValueColumns } from './values.js';
import type { AttributeWrite, Batch, PointWrite } from './write-store.js';

const SQLITE_ROWS_PER_STATEMENT = 50;

const VALUE_UPDATE =
  'bool_v = excluded.bool_v, str_v = excluded.str_v, long_v = excluded.long_v, dbl_v = excluded.dbl_v, json_v = excluded.json_v';

type RowWriter<Row> = (rows: readonly Row[], put: (params: unknown[], at: number, row: Row) => void) => void;

/**
 * Runs rows through a prepared multi-row statement, SQLITE_ROWS_PER_STATEMENT at a time (fewer statement steps
 * than one per row), the rest one by one. Each row's columns are put straight into one reused parameter array,
 * so storing a batch allocates nothing per row (garbage collection was a sixth of the ingest profile).
 */
function rowWriter<Row>(sqlite: SqliteDatabase.Database, head: string, columns: number, tail: string): RowWriter<Row> {
  const tuple = `(${Array.from({ length: columns }, () => '?').join(', ')})`;
  const statement = (count: number) =>
    sqlite.prepare(`${head} ${Array.from({ length: count }, () => tuple).join(', ')} ${tail}`);
  const many = statement(SQLITE_ROWS_PER_STATEMENT);
  const one = statement(1);
  const manyParams: unknown[] = new Array(SQLITE_ROWS_PER_STATEMENT * columns).fill(null);
  const oneParams: unknown[] = new Array(columns).fill(null);
  return (rows, put) => {
    let i = 0;
    for (; i + SQLITE_ROWS_PER_STATEMENT <= rows.length; i += SQLITE_ROWS_PER_STATEMENT) {
      for (let k = 0; k < SQLITE_ROWS_PER_STATEMENT; k++) put(manyParams, k * columns, rows[i + k] as Row);
      many.run(manyParams);
    }
    for (; i < rows.length; i++) {
      put(oneParams, 0, rows[i] as Row);
      one.run(oneParams);
    }
  };
}

/**
 * Stores a batch on the embedded database in one transaction of prepared upserts, synchronously: on the server's own
 * connection (the write queue holds Kysely's connection meanwhile) or on the writer thread's.
 */
export function sqliteBatchWriter(sqlite: SqliteDatabase.Database): (batch: Batch) => void {
  const point = rowWriter<PointWrite>(
    sqlite,
    'INSERT INTO ts_kv (entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v, expires_at) VALUES',
    9,
    `ON CONFLICT (entity_id, key, ts) DO UPDATE SET ${VALUE_UPDATE}, expires_at = excluded.expires_at`,
  );
  const latest = rowWriter<PointWrite>(
    sqlite,
    'INSERT INTO ts_kv_latest (entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v) VALUES',
    8,
    `ON CONFLICT (entity_id, key) DO UPDATE SET ts = excluded.ts, ${VALUE_UPDATE} WHERE excluded.ts >= ts_kv_latest.ts`,
  );
  const attribute = rowWriter<AttributeWrite>(
    sqlite,
    `INSERT INTO attribute_kv (entity_type, entity_id, attribute_type, attribute_key, bool_v, str_v, long_v, dbl_v,
       json_v, last_update_ts) VALUES`,
    10,
    `ON CONFLICT (entity_id, attribute_type, attribute_key) DO UPDATE SET ${VALUE_UPDATE},
       last_update_ts = excluded.last_update_ts`,
  );
  const transaction = sqlite.transaction((batch: Batch) => {
    point(batch.points, (params, at, p) => {
      params[at] = p.entityId;
      params[at + 1] = p.keyId;
      params[at + 2] = p.ts;
      putValueColumns(params, at + 3, p.value);
      params[at + 8] = p.expiresAt;
    });
    latest(batch.latest, (params, at, p) => {
      params[at] = p.entityId;
      params[at + 1] = p.keyId;
      params[at + 2] = p.ts;
      putValueColumns(params, at + 3, p.value);
    });
    attribute(batch.attributes, (params, at, a) => {
      params[at] = a.entityType;
      params[at + 1] = a.entityId;
      params[at + 2] = a.scope;
      params[at + 3] = a.key;
      putValueColumns(params, at + 4, a.value);
      params[at + 9] = a.lastUpdateTs;
    });
  });
  // BEGIN IMMEDIATE: the writer thread's connection takes the write lock up front, waiting (busy_timeout) while the
  // server's connection holds it, instead of failing at its first insert.
  return (batch) => transaction.immediate(batch);
}
