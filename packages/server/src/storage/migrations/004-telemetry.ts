import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Time series (DESIGN.md "Data"): key names go through a dictionary, points are keyed by (entity, key, ts) with one
 * typed value column set, and the newest point of each key is kept apart so "latest" reads never scan history.
 * On SQLite both point tables are WITHOUT ROWID: the primary key is the only B-tree, so an insert touches one tree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const clustered = sqlite ? sql`without rowid` : sql``;

  await db.schema
    .createTable('ts_kv_dictionary')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('key_id', 'integer', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('ts_kv')
    .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('key', 'integer', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('bool_v', 'integer')
    .addColumn('str_v', 'text')
    .addColumn('long_v', 'bigint')
    .addColumn('dbl_v', 'double precision')
    .addColumn('json_v', 'text')
    // epoch ms after which the point is no longer returned and may be purged; null keeps it forever
    .addColumn('expires_at', 'bigint')
    .addPrimaryKeyConstraint('ts_kv_pk', ['entity_id', 'key', 'ts'])
    .modifyEnd(clustered)
    .execute();
  await db.schema
    .createIndex('ts_kv_expires_at')
    .on('ts_kv')
    .column('expires_at')
    .where(sql.ref('expires_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('ts_kv_latest')
    .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('key', 'integer', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('bool_v', 'integer')
    .addColumn('str_v', 'text')
    .addColumn('long_v', 'bigint')
    .addColumn('dbl_v', 'double precision')
    .addColumn('json_v', 'text')
    .addPrimaryKeyConstraint('ts_kv_latest_pk', ['entity_id', 'key'])
    .modifyEnd(clustered)
    .execute();
}
