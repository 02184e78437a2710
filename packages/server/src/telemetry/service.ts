import { ATTRIBUTE_SCOPES, type EntityId } from '@fleetdeck/model';
import { fromJsonText } from '../common/json.js';
import type { Logger } from '../context.js';
import type { EventBus } from '../realtime/event-bus.js';
import type { Storage } from '../storage/database.js';
import type { Db } from '../storage/schema.js';
import { inTransaction } from '../storage/transaction.js';
import type { Aggregation } from './aggregation.js';
import { EntityViewReadOnlyError, findEntityViewWindow } from './entity-views.js';
import { historyReadPool } from './history-readers.js';
import { KeyDictionary } from './key-dictionary.js';
import type { AttributeKvEntry, AttributeScope, TsKvEntry } from './kv.js';
import type { PointWindow } from './point-columns-store.js';
import {
  deleteAttributeRows,
  deleteExpiredPoints,
  deleteLatest,
  deletePoints,
  findLatestTs,
  findTenantProfileData,
  insertLatest,
  pointsJson,
  type RangeQuery,
  readAggregated,
  readAttributeKeys,
  readAttributes,
  readLatest,
  readPoints,
  readPointsJson,
  readPointTexts,
  readTimeseriesKeys,
  type ScopedAttribute,
  type TextPoint,
} from './store.js';
import { valueAsString } from './values.js';
import type { WorkerPool } from './worker-pool.js';
import {
  type AttributeWrite,
  type PointWrite,
  type WriteBacklog,
  WriteQueue,
  type WriteQueueOptions,
} from './write-queue.js';

export type { RangeQuery, ScopedAttribute } from './store.js';

export interface DeleteTimeseriesRange {
  startTs: number;
  endTs: number;
  /** when the latest value is deleted, make the newest remaining point the latest (else the key has no latest) */
  rewriteLatestIfDeleted?: boolean;
}

/** One entity's attribute saves (by scope) and time-series points, stored together with others by saveMany. */
export interface EntityValues {
  entityId: EntityId;
  attributes: ReadonlyArray<{ scope: AttributeScope; entries: AttributeKvEntry[] }>;
  timeseries: TsKvEntry[];
}

export interface TelemetryServiceOptions extends WriteQueueOptions {
  /** how often points past their time to live are removed (default hourly); 0 turns the purge off */
  purgeIntervalMs?: number;
  /** how long a tenant profile's defaultStorageTtlDays is remembered */
  tenantTtlCacheMs?: number;
  /** worker threads that read chart histories of the embedded database beside each other (default 0: none) */
  historyReadWorkers?: number;
}

interface Dependencies {
  storage: Storage;
  bus: EventBus;
  log: Logger;
}

const DAY_SECONDS = 86_400;
const DEFAULT_PURGE_INTERVAL_MS = 60 * 60 * 1000;
const DEFAULT_TENANT_TTL_CACHE_MS = 60 * 1000;

/** No scope (every scope), or one of the three the platform stores attributes under. */
function isKnownScope(scope: string | undefined): boolean {
  return scope === undefined || (ATTRIBUTE_SCOPES as readonly string[]).includes(scope);
}

/**
 * Time series and attributes of every entity: batched writes that resolve once committed and are then announced
 * on the event bus, and the reads of the REST API, the WebSocket and the rule engine.
 */
export class TelemetryService {
  private readonly db: Db;
  private readonly queue: WriteQueue;
  private readonly dictionary: KeyDictionary;
  private readonly tenantTtl = new Map<string, { seconds: number; until: number }>();
  private readonly tenantTtlReads = new Map<string, Promise<number>>();
  private readonly purgeTimer: NodeJS.Timeout | null;
  private readonly tenantTtlCacheMs: number;
  private readonly historyReaders: WorkerPool<PointWindow, string | null> | null;

  constructor(
    private readonly deps: Dependencies,
    options: TelemetryServiceOptions = {},
  ) {
    this.db = deps.storage.db;
    this.queue = new WriteQueue(deps.storage, options);
    this.dictionary = new KeyDictionary(this.db);
    this.tenantTtlCacheMs = options.tenantTtlCacheMs ?? DEFAULT_TENANT_TTL_CACHE_MS;
    // Workers need the database in a file they can open too; PostgreSQL's pool reads concurrently already.
    const sqlite = deps.storage.sqlite;
    const workers = options.historyReadWorkers ?? 0;
    this.historyReaders = sqlite && !sqlite.memory && workers > 0 ? historyReadPool(sqlite.name, workers) : null;
    const purgeInterval = options.purgeIntervalMs ?? DEFAULT_PURGE_INTERVAL_MS;
    this.purgeTimer =
      purgeInterval > 0
        ? setInterval(() => {
            this.purgeExpired().catch((error: unknown) =>
              this.deps.log.error({ err: error }, 'telemetry purge failed'),
            );
          }, purgeInterval).unref()
        : null;
  }

  /**
   * Stores points and their latest values (never for an entity view: EntityViewReadOnlyError). ttlSeconds > 0 keeps them that long from now; 0 or absent takes the
   * tenant profile's defaultStorageTtlDays (0 there keeps them forever).
   */
  async saveTimeseries(tenantId: string, entityId: EntityId, entries: TsKvEntry[], ttlSeconds = 0): Promise<void> {
    if (entityId.entityType === 'ENTITY_VIEW') throw new EntityViewReadOnlyError();
    if (entries.length === 0) return;
    const ttl = ttlSeconds > 0 ? ttlSeconds : await this.tenantDefaultTtlSeconds(tenantId);
    const now = Date.now();
    const expiresAt = ttl > 0 ? now + ttl * 1000 : null;
    const keyIds = await this.dictionary.idsOf(entries.map((entry) => entry.key));
    const points: PointWrite[] = entries.map((entry) => ({
      entityId: entityId.id,
      keyId: keyIds.get(entry.key) as number,
      ts: entry.ts,
      value: entry.value,
      expiresAt,
    }));
    await this.queue.write(points);
    this.deps.bus.publish({ type: 'timeseries', tenantId, entityId, entries });
  }

  async saveAttributes(
    tenantId: string,
    entityId: EntityId,
    scope: AttributeScope,
    entries: AttributeKvEntry[],
  ): Promise<void> {
    if (entries.length === 0) return;
    await this.queue.write(
      [],
      entries.map((entry) => ({
        entityType: entityId.entityType,
        entityId: entityId.id,
        scope,
        key: entry.key,
        lastUpdateTs: entry.lastUpdateTs,
        value: entry.value,
      })),
    );
    this.deps.bus.publish({ type: 'attributes', tenantId, entityId, scope, entries });
  }

  /**
   * Stores the attributes and time series of many entities in one write (one transaction), then announces each
   * entity's saves as saveAttributes and saveTimeseries would, in the order given: for the bulk import, which would
   * otherwise queue, wait on and announce every line's writes on their own. All or nothing: when the write fails
   * nothing of it was stored.
   */
  async saveMany(tenantId: string, saves: readonly EntityValues[]): Promise<void> {
    if (saves.some((save) => save.entityId.entityType === 'ENTITY_VIEW' && save.timeseries.length > 0)) {
      throw new EntityViewReadOnlyError();
    }
    const keys = new Set(saves.flatMap((save) => save.timeseries.map((entry) => entry.key)));
    const ttl = keys.size > 0 ? await this.tenantDefaultTtlSeconds(tenantId) : 0;
    const expiresAt = ttl > 0 ? Date.now() + ttl * 1000 : null;
    const keyIds = await this.dictionary.idsOf(keys);
    const points: PointWrite[] = [];
    const attributes: AttributeWrite[] = [];
    for (const { entityId, attributes: scoped, timeseries } of saves) {
      for (const { scope, entries } of scoped) {
        for (const entry of entries) {
          const { key, lastUpdateTs, value } = entry;
          attributes.push({ entityType: entityId.entityType, entityId: entityId.id, scope, key, lastUpdateTs, value });
        }
      }
      for (const { key, ts, value } of timeseries) {
        points.push({ entityId: entityId.id, keyId: keyIds.get(key) as number, ts, value, expiresAt });
      }
    }
    await this.queue.write(points, attributes);
    for (const { entityId, attributes: scoped, timeseries } of saves) {
      for (const { scope, entries } of scoped) {
        if (entries.length > 0) this.deps.bus.publish({ type: 'attributes', tenantId, entityId, scope, entries });
      }
      if (timeseries.length > 0) this.deps.bus.publish({ type: 'timeseries', tenantId, entityId, entries: timeseries });
    }
  }

  async deleteAttributes(tenantId: string, entityId: EntityId, scope: AttributeScope, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.queue.idle();
    await deleteAttributeRows(this.db, entityId.id, scope, keys);
    this.deps.bus.publish({ type: 'attributesDeleted', tenantId, entityId, scope, keys });
  }

  /**
   * Deletes the points of the keys in [startTs, endTs). A latest value inside that range goes too, replaced by the
   * newest point before startTs when rewriteLatestIfDeleted is set (SqlTimeseriesLatestDao of 3.4.1).
   */
  async deleteTimeseries(
    tenantId: string,
    entityId: EntityId,
    keys: string[],
    range: DeleteTimeseriesRange,
  ): Promise<void> {
    if (keys.length === 0) return;
    await this.queue.idle();
    const rewritten: TsKvEntry[] = [];
    const now = Date.now();
    await inTransaction(this.db, async (trx) => {
      for (const key of keys) {
        const keyId = await this.dictionary.existing(key);
        if (keyId === undefined) continue;
        await deletePoints(trx, entityId.id, keyId, range);
        const latest = await findLatestTs(trx, entityId.id, keyId);
        if (!latest) continue;
        const latestTs = Number(latest.ts);
        if (latestTs < range.startTs || latestTs >= range.endTs) continue;
        await deleteLatest(trx, entityId.id, keyId);
        if (!range.rewriteLatestIfDeleted) continue;
        const [newest] = await readPoints(
          trx,
          entityId.id,
          keyId,
          { startTs: 0, endTs: range.startTs, limit: 1, orderBy: 'DESC' },
          key,
          now,
        );
        if (!newest) continue;
        await insertLatest(trx, entityId.id, keyId, newest);
        rewritten.push(newest);
      }
    });
    this.deps.bus.publish({ type: 'timeseriesDeleted', tenantId, entityId, keys, latest: rewritten });
  }

  /**
   * Latest values, of the given keys or all, sorted by key. An entity view gives the newest point of its entity
   * within its window, for its keys only (BaseTimeseriesService.findLatest of 3.4.1).
   */
  async latest(entityId: EntityId, keys?: readonly string[]): Promise<TsKvEntry[]> {
    if (entityId.entityType !== 'ENTITY_VIEW') return readLatest(this.db, entityId.id, keys);
    const view = await findEntityViewWindow(this.deps.storage, entityId.id);
    if (!view) return [];
    if (!keys && view.timeseries.length === 0) return readLatest(this.db, view.entityId.id);
    const wanted = (keys ?? view.timeseries).filter(
      (key) => view.timeseries.length === 0 || view.timeseries.includes(key),
    );
    const window = {
      startTs: view.startTs,
      endTs: view.endTs || Number.MAX_SAFE_INTEGER,
      limit: 1,
      orderBy: 'DESC' as const,
    };
    const now = Date.now();
    const result: TsKvEntry[] = [];
    for (const key of wanted) {
      const keyId = await this.dictionary.existing(key);
      if (keyId === undefined) continue;
      result.push(...(await readPoints(this.db, view.entityId.id, keyId, window, key, now)));
    }
    return result;
  }

  /**
   * Attributes of one scope, or of all scopes merged client, shared, server. The read routes take the scope as
   * free text, as the platform does: a scope that is none of the three holds nothing, and is not looked up (text
   * such as a NUL byte is not even valid in a PostgreSQL query).
   */
  async attributes(entityId: EntityId, scope?: AttributeScope, keys?: readonly string[]): Promise<ScopedAttribute[]> {
    if (!isKnownScope(scope)) return [];
    return readAttributes(this.db, entityId.id, scope, keys);
  }

  /**
   * Points of each key in [startTs, endTs): without aggregation up to `limit` (default 100) newest first (or
   * oldest first with orderBy ASC); with it one value per non-empty bucket in time order.
   */
  async range(entityId: EntityId, keys: readonly string[], query: RangeQuery): Promise<Record<string, TsKvEntry[]>> {
    if (entityId.entityType === 'ENTITY_VIEW') {
      const view = await findEntityViewWindow(this.deps.storage, entityId.id);
      if (!view) return {};
      // The platform rebuilds the query inside the view's window and drops its order (newest first).
      const allowed = keys.filter((key) => view.timeseries.length === 0 || view.timeseries.includes(key));
      return this.range(view.entityId, allowed, {
        ...query,
        startTs: view.startTs !== 0 && view.startTs > query.startTs ? view.startTs : query.startTs,
        endTs: view.endTs !== 0 && view.endTs < query.endTs ? view.endTs : query.endTs,
        orderBy: 'DESC',
      });
    }
    const interval = query.interval ?? 0;
    const agg: Aggregation = interval > 0 ? (query.agg ?? 'NONE') : 'NONE';
    const now = Date.now();
    const result: Record<string, TsKvEntry[]> = {};
    for (const key of keys) {
      const keyId = await this.dictionary.existing(key);
      if (keyId === undefined) {
        result[key] = [];
      } else if (agg === 'NONE') {
        result[key] = await readPoints(
          this.db,
          entityId.id,
          keyId,
          { startTs: query.startTs, endTs: query.endTs, limit: query.limit ?? 100, orderBy: query.orderBy ?? 'DESC' },
          key,
          now,
        );
      } else {
        result[key] = await readAggregated(
          this.db,
          entityId.id,
          keyId,
          { startTs: query.startTs, endTs: query.endTs, interval, agg },
          key,
          now,
        );
      }
    }
    return result;
  }

  /**
   * The same points as range(), each value as its text (what the WebSocket sends): newest first without
   * aggregation, read straight into text points.
   */
  async rangeAsText(
    entityId: EntityId,
    keys: readonly string[],
    query: RangeQuery,
  ): Promise<Record<string, TextPoint[]>> {
    const interval = query.interval ?? 0;
    const agg: Aggregation = interval > 0 ? (query.agg ?? 'NONE') : 'NONE';
    const result: Record<string, TextPoint[]> = {};
    if (entityId.entityType === 'ENTITY_VIEW' || agg !== 'NONE' || query.orderBy === 'ASC') {
      const found = await this.range(entityId, keys, query);
      for (const key of keys) {
        result[key] = (found[key] ?? []).map((entry) => ({ ts: entry.ts, value: valueAsString(entry.value) }));
      }
      return result;
    }
    const now = Date.now();
    for (const key of keys) {
      const keyId = await this.dictionary.existing(key);
      result[key] =
        keyId === undefined
          ? []
          : await readPointTexts(
              this.deps.storage,
              entityId.id,
              keyId,
              { startTs: query.startTs, endTs: query.endTs, limit: query.limit ?? 100 },
              now,
            );
    }
    return result;
  }

  /**
   * The same points as rangeAsText(), each key's list as the JSON text the WebSocket sends: the history of a chart
   * goes out without a point object made for it.
   */
  async rangeAsJson(entityId: EntityId, keys: readonly string[], query: RangeQuery): Promise<Record<string, string>> {
    const interval = query.interval ?? 0;
    const agg: Aggregation = interval > 0 ? (query.agg ?? 'NONE') : 'NONE';
    const result: Record<string, string> = {};
    if (entityId.entityType === 'ENTITY_VIEW' || agg !== 'NONE' || query.orderBy === 'ASC') {
      const found = await this.rangeAsText(entityId, keys, query);
      for (const key of keys) result[key] = pointsJson(found[key] ?? []);
      return result;
    }
    const now = Date.now();
    const window = { startTs: query.startTs, endTs: query.endTs, limit: query.limit ?? 100 };
    const jsons = await Promise.all(
      keys.map(async (key) => {
        const keyId = await this.dictionary.existing(key);
        return keyId === undefined ? '[]' : this.pointsJson(entityId.id, keyId, window, now);
      }),
    );
    keys.forEach((key, index) => {
      result[key] = jsons[index] as string;
    });
    return result;
  }

  /**
   * One key's window as JSON: in a history read worker when there are some (the keys of a chart and of other
   * sockets' charts then read side by side), else on the server's thread. A worker that fails, or points that are
   * not all numbers, are read on the server's thread.
   */
  private async pointsJson(
    entityId: string,
    keyId: number,
    window: { startTs: number; endTs: number; limit: number },
    now: number,
  ): Promise<string> {
    if (!this.historyReaders) return readPointsJson(this.deps.storage, entityId, keyId, window, now);
    const json = await this.historyReaders.run({ entityId, keyId, ...window, now }).catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'history read worker failed; reading on the server thread');
      return null;
    });
    return json ?? pointsJson(await readPointTexts(this.deps.storage, entityId, keyId, window, now));
  }

  /** Keys with a latest value, sorted (of an entity view: those it shows that have a point in its window). */
  async timeseriesKeys(entityId: EntityId): Promise<string[]> {
    if (entityId.entityType === 'ENTITY_VIEW') return (await this.latest(entityId)).map((entry) => entry.key);
    return readTimeseriesKeys(this.db, entityId.id);
  }

  /** Attribute keys of one scope, or of every scope (client, shared, server; a key in two scopes twice). */
  async attributeKeys(entityId: EntityId, scope?: AttributeScope): Promise<string[]> {
    if (!isKnownScope(scope)) return [];
    return readAttributeKeys(this.db, entityId.id, scope);
  }

  /** How full the write queue is (the device transports stop taking messages while it is full). */
  get writeBacklog(): WriteBacklog {
    return this.queue;
  }

  /** Resolves once every write issued so far is committed. */
  flush(): Promise<void> {
    return this.queue.idle();
  }

  /** Removes points past their time to live; returns how many went. */
  async purgeExpired(now = Date.now()): Promise<number> {
    return deleteExpiredPoints(this.db, now);
  }

  /** Rows written to the write queue and not yet committed or failed. */
  get writeQueueDepth(): number {
    return this.queue.pendingRows;
  }

  /** History read workers running (they start with the first history read). */
  get historyReadWorkers(): number {
    return this.historyReaders?.workerCount ?? 0;
  }

  /** Stores what is still queued and stops the purge timer. */
  async close(): Promise<void> {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    await this.historyReaders?.close();
    await this.queue.close();
  }

  /**
   * The tenant profile's defaultStorageTtlDays in seconds, remembered for a minute. Saves that miss the cache together
   * share one read: each reading on its own, PostgreSQL's pool could answer them in any order, and a device's saves
   * of one time stamp then reached the write queue out of order, so an earlier value could win.
   */
  private tenantDefaultTtlSeconds(tenantId: string): Promise<number> | number {
    // A read under way is waited for even once it filled the cache, so no save overtakes those waiting on it.
    const reading = this.tenantTtlReads.get(tenantId);
    if (reading) return reading;
    const cached = this.tenantTtl.get(tenantId);
    if (cached && cached.until > Date.now()) return cached.seconds;
    const read = this.readTenantDefaultTtlSeconds(tenantId).finally(() => this.tenantTtlReads.delete(tenantId));
    this.tenantTtlReads.set(tenantId, read);
    return read;
  }

  private async readTenantDefaultTtlSeconds(tenantId: string): Promise<number> {
    const row = await findTenantProfileData(this.db, tenantId);
    const data = fromJsonText<{ configuration?: { defaultStorageTtlDays?: number } }>(row?.profile_data);
    const days = Number(data?.configuration?.defaultStorageTtlDays ?? 0);
    const seconds = Number.isFinite(days) && days > 0 ? days * DAY_SECONDS : 0;
    this.tenantTtl.set(tenantId, { seconds, until: Date.now() + this.tenantTtlCacheMs });
    return seconds;
  }
}
