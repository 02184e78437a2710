import type {
  EntityData,
  EntityDataCmd,
  EntityDataQuery,
  EntityDataUpdate,
  EntityHistoryCmd,
  EntityId,
  EntityKey,
  EntityLatestValues,
  EntityTsValue,
  PageData,
  TimeSeriesCmd,
} from '@fleetdeck/model';
import { loadLatestValues } from '../entity-query/entity-data.js';
import { findEntityData } from '../entity-query/service.js';
import { valueAsString } from '../telemetry/values.js';
import type { LiveEvent } from './event-bus.js';
import type { EntityListener } from './hub.js';
import { readSeries, readSeriesJson, type SeriesWindow } from './series.js';
import type { SessionSubscription, WsSession } from './session.js';
import { MAX_ENTITIES_PER_SUBSCRIPTION, type SeriesJsonEntry, seriesUpdateJson, WS_MESSAGES } from './updates.js';
import { CommandError } from './v1.js';

/** How often a query with pageLink.dynamic runs again. */
export const DYNAMIC_REFRESH_MS = 60_000;

const SCOPE_TYPES: Record<string, string> = {
  CLIENT_SCOPE: 'CLIENT_ATTRIBUTE',
  SHARED_SCOPE: 'SHARED_ATTRIBUTE',
  SERVER_SCOPE: 'SERVER_ATTRIBUTE',
};

const MISSING = (): EntityTsValue => ({ ts: 0, value: '' });

function sameKey(a: EntityKey, b: EntityKey): boolean {
  return a.type === b.type && a.key === b.key;
}

function union(a: EntityKey[], b: EntityKey[]): EntityKey[] {
  const result = [...a];
  for (const key of b) if (!result.some((k) => sameKey(k, key))) result.push(key);
  return result;
}

function keysOf(value: unknown): EntityKey[] {
  return Array.isArray(value) ? value.filter((k): k is EntityKey => Boolean(k?.type && typeof k.key === 'string')) : [];
}

function historyWindow(cmd: EntityHistoryCmd): SeriesWindow {
  return { ...cmd, keys: Array.isArray(cmd.keys) ? cmd.keys : [] };
}

function tsWindow(cmd: TimeSeriesCmd): SeriesWindow {
  const startTs = Number(cmd.startTs ?? 0);
  return {
    ...cmd,
    keys: Array.isArray(cmd.keys) ? cmd.keys : [],
    startTs,
    endTs: startTs + Number(cmd.timeWindow ?? 0),
  };
}

/**
 * An entity data command: the query's page, kept live. Latest values of latestCmd's keys and new points of
 * tsCmd's keys of the page's entities are pushed as `update` entries holding only what changed; an older or
 * identical latest value is not sent again. Re-sending the cmdId with latestCmd/tsCmd/historyCmd replaces the
 * followed keys; with a query it reads the page again. A dynamic page link reads it again every minute and sends
 * the whole page when the entities on it changed.
 */
export class EntityDataSubscription implements EntityListener, SessionSubscription {
  private query: EntityDataQuery | null = null;
  private entities: EntityId[] = [];
  private latestKeys: EntityKey[] = [];
  private tsKeys: string[] = [];
  /** the last value sent per entity, key type and key */
  private readonly sent = new Map<string, EntityTsValue>();
  private held: LiveEvent[] | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** the commands taken after the first, run one after another */
  private commands: Promise<void> = Promise.resolve();

  constructor(
    private readonly session: WsSession,
    private readonly cmdId: number,
  ) {}

  /**
   * Runs a further command of this subscription after the ones before it, without holding the socket's queue: a
   * dashboard's charts each send their history command on the one socket once their page arrived, and the reads
   * then run side by side (in the history read workers) instead of each waiting for the others. A failure is
   * handed to onError unless the subscription was closed meanwhile.
   */
  enqueue(cmd: EntityDataCmd, onError: (error: unknown) => void): void {
    this.commands = this.commands
      .then(() => (this.closed ? undefined : this.handle(cmd)))
      .catch((error: unknown) => {
        if (!this.closed) onError(error);
      });
  }

  close(): void {
    this.closed = true;
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    this.refreshTimer = null;
    this.watch([]);
  }

  async handle(cmd: EntityDataCmd): Promise<void> {
    if (cmd.query) this.query = cmd.query;
    if (!this.query) throw new CommandError(2, WS_MESSAGES.queryEmpty);
    if (cmd.latestCmd || cmd.tsCmd || cmd.historyCmd) {
      this.latestKeys = keysOf(cmd.latestCmd?.keys);
      this.tsKeys = Array.isArray(cmd.tsCmd?.keys) ? cmd.tsCmd.keys.filter((k) => typeof k === 'string') : [];
    }
    if (cmd.query) {
      await this.load(cmd);
      return;
    }
    // Only the followed keys changed: their current values go out as updates of the page already sent.
    if (cmd.historyCmd) await this.sendSeries(historyWindow(cmd.historyCmd));
    if (cmd.latestCmd) await this.sendLatest();
    if (cmd.tsCmd) await this.sendSeries(tsWindow(cmd.tsCmd));
  }

  private async load(cmd: EntityDataCmd): Promise<void> {
    const query = this.query as EntityDataQuery;
    const pageLink = { ...query.pageLink };
    if (Number(pageLink.pageSize) > MAX_ENTITIES_PER_SUBSCRIPTION) pageLink.pageSize = MAX_ENTITIES_PER_SUBSCRIPTION;
    this.held = [];
    const page = await this.readPage({ ...query, pageLink });
    for (const data of page.data) {
      const windows = [cmd.historyCmd && historyWindow(cmd.historyCmd), cmd.tsCmd && tsWindow(cmd.tsCmd)];
      for (const window of windows) {
        if (!window) continue;
        try {
          Object.assign(data.timeseries ?? {}, await readSeries(this.session.ctx, data.entityId, window));
        } catch (error) {
          this.session.ctx.log.error({ err: error }, 'websocket history read failed');
          throw new CommandError(1, WS_MESSAGES.fetchHistory);
        }
      }
    }
    this.sendPage(page);
    this.release();
    this.scheduleRefresh(query.pageLink?.dynamic === true);
  }

  private async readPage(query: EntityDataQuery): Promise<PageData<EntityData>> {
    const latestValues = union(keysOf(query.latestValues), this.latestKeys);
    const page = await findEntityData(this.session.ctx, this.session.user, { ...query, latestValues });
    this.watch(page.data.map((data) => data.entityId));
    this.sent.clear();
    for (const data of page.data) {
      for (const [type, values] of Object.entries(data.latest ?? {})) {
        for (const [key, value] of Object.entries(values ?? {}))
          this.sent.set(this.slot(data.entityId.id, type, key), value);
      }
    }
    return page;
  }

  private sendPage(page: PageData<EntityData>): void {
    const update: EntityDataUpdate = {
      cmdId: this.cmdId,
      errorCode: 0,
      errorMsg: null,
      cmdUpdateType: 'ENTITY_DATA',
      data: page,
      update: null,
      allowedEntities: MAX_ENTITIES_PER_SUBSCRIPTION,
    };
    this.session.send(this.cmdId, update);
  }

  private sendUpdate(entries: EntityData[]): void {
    if (entries.length === 0 || this.closed) return;
    const update: EntityDataUpdate = {
      cmdId: this.cmdId,
      errorCode: 0,
      errorMsg: null,
      cmdUpdateType: 'ENTITY_DATA',
      data: null,
      update: entries,
      allowedEntities: MAX_ENTITIES_PER_SUBSCRIPTION,
    };
    this.session.send(this.cmdId, update);
  }

  /** Follows exactly these entities in the hub. */
  private watch(entities: EntityId[]): void {
    for (const entity of this.entities) this.session.hub.unwatch(entity.id, this);
    this.entities = this.closed ? [] : entities;
    for (const entity of this.entities) this.session.hub.watch(entity.id, this);
  }

  private scheduleRefresh(dynamic: boolean): void {
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    this.refreshTimer = null;
    if (!dynamic || this.closed) return;
    this.refreshTimer = setInterval(() => {
      this.refresh().catch((error: unknown) =>
        this.session.ctx.log.error({ err: error }, 'dynamic entity data refresh failed'),
      );
    }, DYNAMIC_REFRESH_MS);
    this.refreshTimer.unref();
  }

  private async refresh(): Promise<void> {
    if (this.closed || !this.query || this.held) return;
    const before = this.entities.map((entity) => entity.id).join(',');
    this.held = [];
    const page = await this.readPage(this.query);
    const after = page.data.map((data) => data.entityId.id).join(',');
    if (before !== after) this.sendPage(page);
    this.release();
  }

  /** Delivers what arrived while the page was read; values already in it are not sent twice. */
  private release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const event of held) this.onEvent(event);
  }

  private async sendLatest(): Promise<void> {
    const keys = this.latestKeys.filter((k) => k.type !== 'ENTITY_FIELD');
    if (keys.length === 0 || this.entities.length === 0) return;
    const values = await loadLatestValues(
      this.session.ctx.db,
      this.entities.map((entity) => entity.id),
      keys,
    );
    const entries: EntityData[] = [];
    for (const entity of this.entities) {
      const latest: EntityLatestValues = values.get(entity.id) ?? {};
      for (const [type, group] of Object.entries(latest)) {
        for (const [key, value] of Object.entries(group ?? {})) this.sent.set(this.slot(entity.id, type, key), value);
      }
      entries.push({ entityId: entity, latest, timeseries: null });
    }
    this.sendUpdate(entries);
  }

  private async sendSeries(window: SeriesWindow): Promise<void> {
    let entries: SeriesJsonEntry[];
    try {
      entries = await Promise.all(
        this.entities.map(async (entity) => ({
          entityId: entity,
          timeseries: await readSeriesJson(this.session.ctx, entity, window),
        })),
      );
    } catch (error) {
      this.session.ctx.log.error({ err: error }, 'websocket history read failed');
      throw new CommandError(1, WS_MESSAGES.fetchHistory);
    }
    if (entries.length === 0 || this.closed) return;
    this.session.send(this.cmdId, seriesUpdateJson(this.cmdId, entries));
  }

  private slot(entityId: string, type: string, key: string): string {
    return `${entityId}\u0000${type}\u0000${key}`;
  }

  /** Keeps a latest value unless it is older than, or the same as, the one sent; deletions (ts 0) always pass. */
  private fresh(entityId: string, type: string, key: string, value: EntityTsValue): boolean {
    const slot = this.slot(entityId, type, key);
    const last = this.sent.get(slot);
    const deletion = value.ts === 0 && value.value === '';
    if (!deletion && last && (value.ts < last.ts || (value.ts === last.ts && value.value === last.value))) return false;
    this.sent.set(slot, value);
    return true;
  }

  onEvent(event: LiveEvent): void {
    if (this.closed) return;
    if (this.held) {
      this.held.push(event);
      return;
    }
    const entityId = event.entityId.id;
    const latest: EntityLatestValues = {};
    const put = (type: string, key: string, value: EntityTsValue) => {
      if (!this.latestKeys.some((k) => k.type === type && k.key === key)) return;
      if (!this.fresh(entityId, type, key, value)) return;
      const group = latest[type as keyof EntityLatestValues] ?? {};
      group[key] = value;
      latest[type as keyof EntityLatestValues] = group;
    };
    let timeseries: Record<string, EntityTsValue[]> | null = null;
    switch (event.type) {
      case 'timeseries': {
        const newest = new Map<string, EntityTsValue>();
        for (const entry of event.entries) {
          const value = { ts: entry.ts, value: valueAsString(entry.value) };
          const current = newest.get(entry.key);
          if (!current || value.ts >= current.ts) newest.set(entry.key, value);
          if (this.tsKeys.includes(entry.key)) {
            timeseries ??= {};
            timeseries[entry.key] = [...(timeseries[entry.key] ?? []), value];
          }
        }
        for (const [key, value] of newest) put('TIME_SERIES', key, value);
        break;
      }
      case 'timeseriesDeleted': {
        const rewritten = new Map((event.latest ?? []).map((entry) => [entry.key, entry]));
        for (const key of event.keys) {
          const entry = rewritten.get(key);
          put('TIME_SERIES', key, entry ? { ts: entry.ts, value: valueAsString(entry.value) } : MISSING());
        }
        break;
      }
      case 'attributes':
        for (const entry of event.entries) {
          const value = { ts: entry.lastUpdateTs, value: valueAsString(entry.value) };
          put('ATTRIBUTE', entry.key, value);
          put(SCOPE_TYPES[event.scope] as string, entry.key, { ...value });
        }
        break;
      case 'attributesDeleted':
        for (const key of event.keys) {
          put('ATTRIBUTE', key, MISSING());
          put(SCOPE_TYPES[event.scope] as string, key, MISSING());
        }
        break;
      default:
        return;
    }
    const updates: EntityData[] = [];
    if (Object.keys(latest).length) updates.push({ entityId: event.entityId, latest, timeseries: null });
    if (timeseries) updates.push({ entityId: event.entityId, latest: null, timeseries });
    this.sendUpdate(updates);
  }
}
