import type SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { Storage } from '../storage/database.js';
import type { Db } from '../storage/schema.js';
import type { AttributeScope, KvValue } from './kv.js';
import { type KvColumns, toColumns } from './values.js';

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

interface Job {
  points: PointWrite[];
  attributes: AttributeWrite[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** What a flush stores: every point, and per key only the newest point for ts_kv_latest. */
interface Batch {
  points: PointWrite[];
  latest: PointWrite[];
  attributes: AttributeWrite[];
}

interface Backend {
  commit(batch: Batch): Promise<void>;
}

export interface WriteQueueOptions {
  /** most rows one transaction takes; more waiting work goes into the next one */
  maxBatchRows?: number;
}

const DEFAULT_MAX_BATCH_ROWS = 20_000;
const PG_ROWS_PER_STATEMENT = 1000;
const SQLITE_ROWS_PER_STATEMENT = 50;

function batchOf(jobs: Job[]): Batch {
  const points = new Map<string, PointWrite>();
  const latest = new Map<string, PointWrite>();
  const attributes = new Map<string, AttributeWrite>();
  for (const job of jobs) {
    for (const point of job.points) {
      // Within a batch a repeated (entity, key, ts) keeps its last value, as separate writes would.
      points.set(`${point.entityId}|${point.keyId}|${point.ts}`, point);
      const id = `${point.entityId}|${point.keyId}`;
      const newest = latest.get(id);
      if (!newest || point.ts >= newest.ts) latest.set(id, point);
    }
    for (const attribute of job.attributes) {
      attributes.set(`${attribute.entityId}|${attribute.scope}|${attribute.key}`, attribute);
    }
  }
  return { points: [...points.values()], latest: [...latest.values()], attributes: [...attributes.values()] };
}

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
    const point = this.writer(
      'INSERT INTO ts_kv (entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v, expires_at) VALUES',
      9,
      `ON CONFLICT (entity_id, key, ts) DO UPDATE SET ${VALUE_UPDATE}, expires_at = excluded.expires_at`,
    );
    const latest = this.writer(
      'INSERT INTO ts_kv_latest (entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v) VALUES',
      8,
      `ON CONFLICT (entity_id, key) DO UPDATE SET ts = excluded.ts, ${VALUE_UPDATE} WHERE excluded.ts >= ts_kv_latest.ts`,
    );
    const attribute = this.writer(
      `INSERT INTO attribute_kv (entity_type, entity_id, attribute_type, attribute_key, bool_v, str_v, long_v, dbl_v,
         json_v, last_update_ts) VALUES`,
      10,
      `ON CONFLICT (entity_id, attribute_type, attribute_key) DO UPDATE SET ${VALUE_UPDATE},
         last_update_ts = excluded.last_update_ts`,
    );
    const run = this.sqlite.transaction((batch: Batch) => {
      point(
        batch.points.map((p) => {
          const c = toColumns(p.value);
          return [p.entityId, p.keyId, p.ts, c.bool_v, c.str_v, c.long_v, c.dbl_v, c.json_v, p.expiresAt];
        }),
      );
      latest(
        batch.latest.map((p) => {
          const c = toColumns(p.value);
          return [p.entityId, p.keyId, p.ts, c.bool_v, c.str_v, c.long_v, c.dbl_v, c.json_v];
        }),
      );
      attribute(
        batch.attributes.map((a) => {
          const c = toColumns(a.value);
          return [
            a.entityType,
            a.entityId,
            a.scope,
            a.key,
            c.bool_v,
            c.str_v,
            c.long_v,
            c.dbl_v,
            c.json_v,
            a.lastUpdateTs,
          ];
        }),
      );
    });
    this.statements = { run };
    return this.statements;
  }

  /**
   * Runs rows through a prepared multi-row statement, SQLITE_ROWS_PER_STATEMENT at a time (fewer statement steps
   * than one per row), the rest one by one.
   */
  private writer(head: string, columns: number, tail: string): (rows: unknown[][]) => void {
    const tuple = `(${Array.from({ length: columns }, () => '?').join(', ')})`;
    const statement = (count: number) =>
      this.sqlite.prepare(`${head} ${Array.from({ length: count }, () => tuple).join(', ')} ${tail}`);
    const many = statement(SQLITE_ROWS_PER_STATEMENT);
    const one = statement(1);
    return (rows) => {
      let i = 0;
      for (; i + SQLITE_ROWS_PER_STATEMENT <= rows.length; i += SQLITE_ROWS_PER_STATEMENT) {
        many.run(rows.slice(i, i + SQLITE_ROWS_PER_STATEMENT).flat());
      }
      for (; i < rows.length; i++) one.run(rows[i] as unknown[]);
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

/**
 * Batches telemetry and attribute writes: whatever arrives while a flush runs (or within one turn of the event loop)
 * goes into the next transaction together. write() resolves once its rows are committed, so a caller that
 * acknowledges a device (MQTT QoS 1, HTTP 200) only does so for data that is stored.
 */
export class WriteQueue {
  private readonly backend: Backend;
  private readonly maxBatchRows: number;
  private queue: Job[] = [];
  private scheduled = false;
  private flushing: Promise<void> | null = null;
  private closed = false;

  constructor(storage: Storage, options: WriteQueueOptions = {}) {
    this.backend = storage.sqlite ? new SqliteBackend(storage.db, storage.sqlite) : new PostgresBackend(storage.db);
    this.maxBatchRows = options.maxBatchRows ?? DEFAULT_MAX_BATCH_ROWS;
  }

  write(points: PointWrite[], attributes: AttributeWrite[] = []): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the telemetry write queue is closed'));
    if (points.length === 0 && attributes.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.queue.push({ points, attributes, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Resolves once everything written before the call is committed (or failed). A marker goes through the queue, so
   * writes that keep arriving afterwards never hold it up.
   */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.queue.push({ points: [], attributes: [], resolve, reject: () => resolve() });
      this.schedule();
    });
  }

  /** Stores what is waiting and accepts no more writes. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flushing = this.flush().finally(() => {
        this.flushing = null;
        if (this.queue.length > 0) this.schedule();
      });
    });
  }

  private takeBatch(): Job[] {
    let rows = 0;
    let count = 0;
    while (count < this.queue.length) {
      const job = this.queue[count] as Job;
      const size = job.points.length + job.attributes.length;
      if (count > 0 && rows + size > this.maxBatchRows) break;
      rows += size;
      count++;
    }
    return this.queue.splice(0, count);
  }

  private async flush(): Promise<void> {
    const jobs = this.takeBatch();
    if (jobs.length === 0) return;
    if (jobs.every((job) => job.points.length === 0 && job.attributes.length === 0)) {
      for (const job of jobs) job.resolve();
      return;
    }
    try {
      await this.backend.commit(batchOf(jobs));
      for (const job of jobs) job.resolve();
    } catch (error) {
      if (jobs.length === 1) {
        (jobs[0] as Job).reject(error);
        return;
      }
      // One bad write must not fail the others that shared its transaction: retry each on its own.
      for (const job of jobs) {
        try {
          await this.backend.commit(batchOf([job]));
          job.resolve();
        } catch (jobError) {
          job.reject(jobError);
        }
      }
    }
  }
}
