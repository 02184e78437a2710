import type SqliteDatabase from 'better-sqlite3';
import { type SqlBool, sql } from 'kysely';
import type { Storage } from '../storage/database.js';
import type { Db } from '../storage/schema.js';
import { type Aggregation, aggregate, type BucketStats, buckets } from './aggregation.js';
import type { AttributeKvEntry, AttributeScope, TsKvEntry } from './kv.js';
import { readNumberPointsJson } from './point-columns-store.js';
import { columnsAsString, fromColumns, toColumns, valueAsString } from './values.js';

/**
 * Reads of stored time series and attributes, their deletes and the key dictionary; the batched writes of the write
 * queue are in write-store.ts.
 */

export interface RangeQuery {
  startTs: number;
  endTs: number;
  /** bucket length in ms for aggregation (0 = no aggregation) */
  interval?: number;
  /** most points per key without aggregation (default 100) */
  limit?: number;
  agg?: Aggregation;
  orderBy?: 'ASC' | 'DESC';
}

export interface ScopedAttribute extends AttributeKvEntry {
  scope: AttributeScope;
}

/** Points that have not run out of time (expires_at null or later than now). */
function alive(now: number) {
  return sql<SqlBool>`(ts_kv.expires_at is null or ts_kv.expires_at > ${now})`;
}

export async function readLatest(db: Db, entityId: string, keys?: readonly string[]): Promise<TsKvEntry[]> {
  if (keys && keys.length === 0) return [];
  let query = db
    .selectFrom('ts_kv_latest')
    .innerJoin('ts_kv_dictionary', 'ts_kv_dictionary.key_id', 'ts_kv_latest.key')
    .select([
      'ts_kv_dictionary.key as name',
      'ts_kv_latest.ts',
      'ts_kv_latest.bool_v',
      'ts_kv_latest.str_v',
      'ts_kv_latest.long_v',
      'ts_kv_latest.dbl_v',
      'ts_kv_latest.json_v',
    ])
    .where('ts_kv_latest.entity_id', '=', entityId);
  if (keys) query = query.where('ts_kv_dictionary.key', 'in', [...keys]);
  const rows = await query.orderBy('ts_kv_dictionary.key').execute();
  return rows.map((row) => ({ key: row.name, ts: Number(row.ts), value: fromColumns(row) }));
}

export async function readTimeseriesKeys(db: Db, entityId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('ts_kv_latest')
    .innerJoin('ts_kv_dictionary', 'ts_kv_dictionary.key_id', 'ts_kv_latest.key')
    .select('ts_kv_dictionary.key as name')
    .where('ts_kv_latest.entity_id', '=', entityId)
    .orderBy('ts_kv_dictionary.key')
    .execute();
  return rows.map((row) => row.name);
}

export async function readPoints(
  db: Db,
  entityId: string,
  keyId: number,
  query: { startTs: number; endTs: number; limit: number; orderBy: 'ASC' | 'DESC' },
  key: string,
  now: number,
): Promise<TsKvEntry[]> {
  const rows = await db
    .selectFrom('ts_kv')
    .select(['ts', 'bool_v', 'str_v', 'long_v', 'dbl_v', 'json_v'])
    .where('entity_id', '=', entityId)
    .where('key', '=', keyId)
    .where('ts', '>=', query.startTs)
    .where('ts', '<', query.endTs)
    .where(alive(now))
    .orderBy('ts', query.orderBy === 'ASC' ? 'asc' : 'desc')
    .limit(query.limit)
    .execute();
  return rows.map((row) => ({ key, ts: Number(row.ts), value: fromColumns(row) }));
}

/** A point as the WebSocket sends it: its value as text. */
export interface TextPoint {
  ts: number;
  value: string;
}

const POINT_TEXTS_SQL = `select ts, bool_v, str_v, long_v, dbl_v, json_v from ts_kv
  where entity_id = ? and key = ? and ts >= ? and ts < ? and (expires_at is null or expires_at > ?)
  order by ts desc limit ?`;

type PointRow = [
  ts: number,
  bool_v: number | null,
  str_v: string | null,
  long_v: number | null,
  dbl_v: number | null,
  json_v: string | null,
];

const sqlitePointStatements = new WeakMap<object, SqliteDatabase.Statement<unknown[], PointRow>>();

/**
 * Up to `limit` points of a key in [startTs, endTs), newest first, each value already as text. A chart's history
 * is tens of thousands of points: on the embedded database one prepared statement hands rows back as arrays
 * (no row object, no typed value object per point), run while Kysely's only connection is held so that it never
 * reads inside another request's open transaction.
 */
export async function readPointTexts(
  storage: Storage,
  entityId: string,
  keyId: number,
  query: { startTs: number; endTs: number; limit: number },
  now: number,
): Promise<TextPoint[]> {
  const sqlite = storage.sqlite;
  if (!sqlite) {
    const points = await readPoints(storage.db, entityId, keyId, { ...query, orderBy: 'DESC' }, '', now);
    return points.map((point) => ({ ts: point.ts, value: valueAsString(point.value) }));
  }
  let statement = sqlitePointStatements.get(sqlite);
  if (!statement) {
    statement = sqlite.prepare<unknown[], PointRow>(POINT_TEXTS_SQL).raw(true);
    sqlitePointStatements.set(sqlite, statement);
  }
  const prepared = statement;
  return storage.db.connection().execute(async () => {
    const rows = prepared.all(entityId, keyId, query.startTs, query.endTs, now, query.limit);
    const points: TextPoint[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as PointRow;
      points[i] = { ts: row[0], value: columnsAsString(row[1], row[2], row[3], row[4], row[5]) };
    }
    return points;
  });
}

/** The points as the JSON array the WebSocket sends (`[{"ts":…,"value":"…"},…]`), in the order given. */
export function pointsJson(points: readonly TextPoint[]): string {
  let json = '';
  for (const point of points) json += `,{"ts":${point.ts},"value":${JSON.stringify(point.value)}}`;
  return `[${json.slice(1)}]`;
}

/**
 * The same points as readPointTexts, as the JSON array the WebSocket sends: on the embedded database written once
 * from SQLite's JSON arrays when every point is a number (readNumberPointsJson), while Kysely's only connection is
 * held; otherwise from the rows.
 */
export async function readPointsJson(
  storage: Storage,
  entityId: string,
  keyId: number,
  query: { startTs: number; endTs: number; limit: number },
  now: number,
): Promise<string> {
  const sqlite = storage.sqlite;
  if (sqlite) {
    const window = { entityId, keyId, startTs: query.startTs, endTs: query.endTs, limit: query.limit, now };
    const json = await storage.db.connection().execute(async () => readNumberPointsJson(sqlite, window));
    if (json !== null) return json;
  }
  return pointsJson(await readPointTexts(storage, entityId, keyId, query, now));
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export async function readAggregated(
  db: Db,
  entityId: string,
  keyId: number,
  query: { startTs: number; endTs: number; interval: number; agg: Exclude<Aggregation, 'NONE'> },
  key: string,
  now: number,
): Promise<TsKvEntry[]> {
  const all = buckets(query.startTs, query.endTs, query.interval);
  const endPeriod = all.at(-1)?.end ?? query.endTs;
  // the cast keeps the division whole on SQLite, where bound numbers may arrive as reals
  const bucketOf = sql<number>`cast((ts_kv.ts - ${query.startTs}) / ${query.interval} as bigint)`;
  const rows = await db
    .selectFrom('ts_kv')
    .select((eb) => [
      bucketOf.as('bucket'),
      eb.fn.count<number>('long_v').as('long_count'),
      eb.fn.count<number>('dbl_v').as('double_count'),
      eb.fn.count<number>('bool_v').as('bool_count'),
      eb.fn.count<number>('str_v').as('string_count'),
      eb.fn.count<number>('json_v').as('json_count'),
      eb.fn.sum<number>('long_v').as('long_sum'),
      eb.fn.sum<number>('dbl_v').as('double_sum'),
      eb.fn.min<number>('long_v').as('long_min'),
      eb.fn.max<number>('long_v').as('long_max'),
      eb.fn.min<number>('dbl_v').as('double_min'),
      eb.fn.max<number>('dbl_v').as('double_max'),
      eb.fn.min<string>('str_v').as('string_min'),
      eb.fn.max<string>('str_v').as('string_max'),
    ])
    .where('entity_id', '=', entityId)
    .where('key', '=', keyId)
    .where('ts', '>=', query.startTs)
    .where('ts', '<', endPeriod)
    .where(alive(now))
    // by the output name: PostgreSQL would not see two parameterised copies of the expression as the same
    .groupBy(sql`bucket`)
    .execute();
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
  const result: TsKvEntry[] = [];
  all.forEach((bucket, index) => {
    const row = byBucket.get(index);
    if (!row) return;
    const stats: BucketStats = {
      longCount: Number(row.long_count),
      doubleCount: Number(row.double_count),
      boolCount: Number(row.bool_count),
      stringCount: Number(row.string_count),
      jsonCount: Number(row.json_count),
      longSum: num(row.long_sum),
      doubleSum: num(row.double_sum),
      longMin: num(row.long_min),
      longMax: num(row.long_max),
      doubleMin: num(row.double_min),
      doubleMax: num(row.double_max),
      stringMin: row.string_min ?? null,
      stringMax: row.string_max ?? null,
    };
    const value = aggregate(stats, query.agg);
    if (value) result.push({ key, ts: bucket.ts, value });
  });
  return result;
}

/** Scopes in the order the platform merges them when no scope is given (client, shared, server). */
const SCOPE_ORDER: AttributeScope[] = ['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'];

export async function readAttributes(
  db: Db,
  entityId: string,
  scope?: AttributeScope,
  keys?: readonly string[],
): Promise<ScopedAttribute[]> {
  if (keys && keys.length === 0) return [];
  let query = db.selectFrom('attribute_kv').selectAll().where('entity_id', '=', entityId);
  if (scope) query = query.where('attribute_type', '=', scope);
  if (keys) query = query.where('attribute_key', 'in', [...keys]);
  const rows = await query.orderBy('attribute_key').execute();
  const attributes = rows.map((row) => ({
    scope: row.attribute_type as AttributeScope,
    key: row.attribute_key,
    lastUpdateTs: Number(row.last_update_ts),
    value: fromColumns(row),
  }));
  return attributes.sort((a, b) => SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope));
}

export async function readAttributeKeys(db: Db, entityId: string, scope?: AttributeScope): Promise<string[]> {
  return (await readAttributes(db, entityId, scope)).map((attribute) => attribute.key);
}

export async function deleteAttributeRows(
  db: Db,
  entityId: string,
  scope: AttributeScope,
  keys: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('attribute_kv')
    .where('entity_id', '=', entityId)
    .where('attribute_type', '=', scope)
    .where('attribute_key', 'in', keys)
    .execute();
}

/** Deletes the key's points in [startTs, endTs). */
export async function deletePoints(
  db: Db,
  entityId: string,
  keyId: number,
  range: { startTs: number; endTs: number },
): Promise<void> {
  await db
    .deleteFrom('ts_kv')
    .where('entity_id', '=', entityId)
    .where('key', '=', keyId)
    .where('ts', '>=', range.startTs)
    .where('ts', '<', range.endTs)
    .execute();
}

export function findLatestTs(db: Db, entityId: string, keyId: number): Promise<{ ts: number } | undefined> {
  return db
    .selectFrom('ts_kv_latest')
    .select('ts')
    .where('entity_id', '=', entityId)
    .where('key', '=', keyId)
    .executeTakeFirst();
}

export async function deleteLatest(db: Db, entityId: string, keyId: number): Promise<void> {
  await db.deleteFrom('ts_kv_latest').where('entity_id', '=', entityId).where('key', '=', keyId).execute();
}

export async function insertLatest(db: Db, entityId: string, keyId: number, entry: TsKvEntry): Promise<void> {
  await db
    .insertInto('ts_kv_latest')
    .values({ entity_id: entityId, key: keyId, ts: entry.ts, ...toColumns(entry.value) })
    .execute();
}

/** Removes points past their time to live; answers how many went. */
export async function deleteExpiredPoints(db: Db, now: number): Promise<number> {
  const result = await db
    .deleteFrom('ts_kv')
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/** The profile data of the tenant's profile, where its defaultStorageTtlDays is kept. */
export function findTenantProfileData(db: Db, tenantId: string): Promise<{ profile_data: string | null } | undefined> {
  return db
    .selectFrom('tenant')
    .innerJoin('tenant_profile', 'tenant_profile.id', 'tenant.tenant_profile_id')
    .select('tenant_profile.profile_data')
    .where('tenant.id', '=', tenantId)
    .executeTakeFirst();
}

/** The dictionary id of a time-series key, if it has one. */
export function findKeyId(db: Db, key: string): Promise<{ key_id: number } | undefined> {
  return db.selectFrom('ts_kv_dictionary').select('key_id').where('key', '=', key).executeTakeFirst();
}

export async function findMaxKeyId(db: Db): Promise<number> {
  const max = await db
    .selectFrom('ts_kv_dictionary')
    .select((eb) => eb.fn.max('key_id').as('max'))
    .executeTakeFirst();
  return Number(max?.max ?? 0);
}

/** Registers the key under the id; does nothing when the key or the id is taken already. */
export async function insertKeyIfAbsent(db: Db, key: string, keyId: number): Promise<void> {
  await db
    .insertInto('ts_kv_dictionary')
    .values({ key, key_id: keyId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export interface EntityViewWindowRow {
  entity_type: string;
  entity_id: string;
  keys: string | null;
  start_ts: number | string | null;
  end_ts: number | string | null;
}

/** The entity and window columns of an entity view. */
export async function findEntityViewWindowRow(db: Db, id: string): Promise<EntityViewWindowRow | undefined> {
  const result = await sql<EntityViewWindowRow>`
    select entity_type, entity_id, keys, start_ts, end_ts from entity_view where id = ${id}`.execute(db);
  return result.rows[0];
}
