import type SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { Storage } from '../storage/database.js';
import type { Db } from '../storage/schema.js';
import type { AttributeScope, KvValue } from './kv.js';
import { type KvColumns, putValueColumns, toColumns } from './values.js';

/** One time-series point to store, its key already turned into its dictionary id. */
export interface PointWrite {
  entityId: string;
  keyId: number;
  ts: number;
  value: KvValue;
  expiresAt: number | null;
}

export interface AttributeWrite {
  entityType: string;
  entityId: string;
  scope: AttributeScope;
  key: string;
  lastUpdateTs: number;
  value: KvValue;
}

/** What a flush stores: every point, and per key only the newest point for ts_kv_latest. */
export interface Batch {
  points: PointWrite[];
  latest: PointWrite[];
  attributes: AttributeWrite[];
}

export interface Backend {
  commit(batch: Batch): Promise<void>;
}

const PG_ROWS_PER_STATEMENT = 1000;
const SQLITE_ROWS_PER_STATEMENT = 50;

function pointColumns(point: PointWrite): KvColumns & { entity_id: string; key: number; ts: number } {
  return { entity_id: point.entityId, key: point.keyId, ts: point.ts, ...toColumns(point.value) };
}

function attributeColumns(attribute: AttributeWrite) {
  return {
    entity_type: attribute.entityType,
    entity_id: attribute.entityId,
    attribute_type: attribute.scope,
    attribute_key: attribute.key,
    last_update_ts: attribute.lastUpdateTs,
    ...toColumns(attribute.value),
  };
}

const VALUE_UPDATE =
  'bool_v = excluded.bool_v, str_v = excluded.str_v, long_v = excluded.long_v, dbl_v = excluded.dbl_v, json_v = excluded.json_v';

/**
 * The embedded database: prepared statements run synchronously inside one transaction, while Kysely's only
 * connection is held so no Kysely transaction is open at the same time.
 */
class SqliteBackend implements Backend {
  private statements?: { run: (batch: Batch) => void };

  constructor(
    private readonly db: Db,
    private readonly sqlite: SqliteDatabase.Database,
  ) {}

  private prepared() {
    if (this.statements) return this.statements;
    const point = this.writer<PointWrite>(
      'INSERT INTO ts_kv (entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v, expires_at) VALUES',
      9,
      `ON CONFLICT (entity_id, key, ts) DO UPDATE SET ${VALUE_UPDATE}, expires_at = excluded.expires_at`,
    );
    const latest = this.writer<PointWrite>(
      'INSERT INTO ts_kv_latest (entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v) VALUES',
      8,
      `ON CONFLICT (entity_id, key) DO UPDATE SET ts = excluded.ts, ${VALUE_UPDATE} WHERE excluded.ts >= ts_kv_latest.ts`,
    );
    const attribute = this.writer<AttributeWrite>(
      `INSERT INTO attribute_kv (entity_type, entity_id, attribute_type, attribute_key, bool_v, str_v, long_v, dbl_v,
         json_v, last_update_ts) VALUES`,
      10,
      `ON CONFLICT (entity_id, attribute_type, attribute_key) DO UPDATE SET ${VALUE_UPDATE},
         last_update_ts = excluded.last_update_ts`,
    );
    const run = this.sqlite.transaction((batch: Batch) => {
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
    this.statements = { run };
    return this.statements;
  }

  /**
   * Runs rows through a prepared multi-row statement, SQLITE_ROWS_PER_STATEMENT at a time (fewer statement steps
   * than one per row), the rest one by one. Each row's columns are put straight into one reused parameter array,
   * so storing a batch allocates nothing per row (garbage collection was a sixth of the ingest profile).
   */
  private writer<Row>(
    head: string,
    columns: number,
    tail: string,
  ): (rows: readonly Row[], put: (params: unknown[], at: number, row: Row) => void) => void {
    const tuple = `(${Array.from({ length: columns }, () => '?').join(', ')})`;
    const statement = (count: number) =>
      this.sqlite.prepare(`${head} ${Array.from({ length: count }, () => tuple).join(', ')} ${tail}`);
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

  async commit(batch: Batch): Promise<void> {
    await this.db.connection().execute(async () => {
      this.prepared().run(batch);
    });
  }
}

/** PostgreSQL: multi-row upserts, a thousand rows per statement, one transaction per flush. */
class PostgresBackend implements Backend {
  constructor(private readonly db: Db) {}

  async commit(batch: Batch): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < batch.points.length; i += PG_ROWS_PER_STATEMENT) {
        const rows = batch.points
          .slice(i, i + PG_ROWS_PER_STATEMENT)
          .map((point) => ({ ...pointColumns(point), expires_at: point.expiresAt }));
        await trx
          .insertInto('ts_kv')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['entity_id', 'key', 'ts']).doUpdateSet((eb) => ({
              bool_v: eb.ref('excluded.bool_v'),
              str_v: eb.ref('excluded.str_v'),
              long_v: eb.ref('excluded.long_v'),
              dbl_v: eb.ref('excluded.dbl_v'),
              json_v: eb.ref('excluded.json_v'),
              expires_at: eb.ref('excluded.expires_at'),
            })),
          )
          .execute();
      }
      for (let i = 0; i < batch.latest.length; i += PG_ROWS_PER_STATEMENT) {
        await trx
          .insertInto('ts_kv_latest')
          .values(batch.latest.slice(i, i + PG_ROWS_PER_STATEMENT).map(pointColumns))
          .onConflict((oc) =>
            oc
              .columns(['entity_id', 'key'])
              .doUpdateSet((eb) => ({
                ts: eb.ref('excluded.ts'),
                bool_v: eb.ref('excluded.bool_v'),
                str_v: eb.ref('excluded.str_v'),
                long_v: eb.ref('excluded.long_v'),
                dbl_v: eb.ref('excluded.dbl_v'),
                json_v: eb.ref('excluded.json_v'),
              }))
              .where(sql.ref('excluded.ts'), '>=', sql.ref('ts_kv_latest.ts')),
          )
          .execute();
      }
      for (let i = 0; i < batch.attributes.length; i += PG_ROWS_PER_STATEMENT) {
        await trx
          .insertInto('attribute_kv')
          .values(batch.attributes.slice(i, i + PG_ROWS_PER_STATEMENT).map(attributeColumns))
          .onConflict((oc) =>
            oc.columns(['entity_id', 'attribute_type', 'attribute_key']).doUpdateSet((eb) => ({
              bool_v: eb.ref('excluded.bool_v'),
              str_v: eb.ref('excluded.str_v'),
              long_v: eb.ref('excluded.long_v'),
              dbl_v: eb.ref('excluded.dbl_v'),
              json_v: eb.ref('excluded.json_v'),
              last_update_ts: eb.ref('excluded.last_update_ts'),
            })),
          )
          .execute();
      }
    });
  }
}

/** How this database stores a batch: prepared statements on the embedded database, multi-row upserts on PostgreSQL. */
export function telemetryBackend(storage: Storage): Backend {
  return storage.sqlite ? new SqliteBackend(storage.db, storage.sqlite) : new PostgresBackend(storage.db);
}
