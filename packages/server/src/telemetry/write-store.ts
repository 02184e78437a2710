import type SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { Storage } from '../storage/database.js';
import type { Db } from '../storage/schema.js';
import type { AttributeScope, KvValue } from './kv.js';
import { sqliteBatchWriter } from './sqlite-batch-writer.js';
import { type KvColumns, toColumns } from './values.js';
import { WriterThreadBackend } from './writer-thread-backend.js';

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
  /** stops what the backend runs (the writer thread), once nothing more is committed */
  close?(): Promise<void>;
}

const PG_ROWS_PER_STATEMENT = 1000;

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

/**
 * The embedded database: prepared statements run synchronously inside one transaction, while Kysely's only
 * connection is held so no Kysely transaction is open at the same time.
 */
class SqliteBackend implements Backend {
  private run?: (batch: Batch) => void;

  constructor(
    private readonly db: Db,
    private readonly sqlite: SqliteDatabase.Database,
  ) {}

  async commit(batch: Batch): Promise<void> {
    await this.db.connection().execute(async () => {
      this.run ??= sqliteBatchWriter(this.sqlite);
      this.run(batch);
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

/**
 * How this database stores a batch: prepared statements on the embedded database (on the writer thread when asked
 * and the database is a file), multi-row upserts on PostgreSQL.
 */
export function telemetryBackend(storage: Storage, writerThread: boolean): Backend {
  if (!storage.sqlite) return new PostgresBackend(storage.db);
  if (writerThread && storage.sqliteFile) return new WriterThreadBackend(storage.sqliteFile);
  return new SqliteBackend(storage.db, storage.sqlite);
}
