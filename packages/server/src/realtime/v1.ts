import type { AttributesSubscriptionCmd, EntityId, GetHistoryCmd, TimeseriesSubscriptionCmd } from '@fleetdeck/model';
import { isEntityType, isUuid } from '@fleetdeck/model';
import { checkEntity } from '../common/entities.js';
import { ApiError } from '../http/errors.js';
import { AGGREGATIONS, type Aggregation } from '../telemetry/aggregation.js';
import { ATTRIBUTE_SCOPES, type AttributeScope, type TsKvEntry } from '../telemetry/kv.js';
import type { LiveEvent } from './event-bus.js';
import type { EntityListener } from './hub.js';
import type { SessionSubscription, WsSession } from './session.js';
import { v1Data, v1Error, v1Update, WS_MESSAGES } from './updates.js';

const DEFAULT_LIMIT = 100;

/** A failure of one command that becomes its error update. */
export class CommandError extends Error {
  constructor(
    readonly errorCode: number,
    message: string,
  ) {
    super(message);
  }
}

function keyList(keys: string | null | undefined): string[] | null {
  if (keys === null || keys === undefined) return null;
  const list = String(keys)
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return list.length ? list : null;
}

function aggregation(value: unknown): Aggregation {
  return typeof value === 'string' && (AGGREGATIONS as readonly string[]).includes(value)
    ? (value as Aggregation)
    : 'NONE';
}

const limitOf = (value: unknown) => (Number(value) > 0 ? Math.trunc(Number(value)) : DEFAULT_LIMIT);

/** The checks on a v1 command, then the caller's read access to its entity (errorCode 3 otherwise). */
async function checkedEntity(
  session: WsSession,
  cmd: { cmdId: number; entityType?: string; entityId?: string },
): Promise<EntityId> {
  if (typeof cmd.cmdId !== 'number' || cmd.cmdId < 0) throw new CommandError(2, WS_MESSAGES.negativeCmdId);
  if (!cmd.entityId) throw new CommandError(2, WS_MESSAGES.deviceIdEmpty);
  const entityType = String(cmd.entityType ?? '');
  if (!isEntityType(entityType)) {
    throw new CommandError(2, `No enum constant org.thingsboard.server.common.data.EntityType.${entityType}`);
  }
  if (!isUuid(cmd.entityId)) throw new CommandError(2, `Invalid UUID string: ${cmd.entityId}`);
  const entityId = { entityType, id: cmd.entityId.toLowerCase() };
  try {
    await checkEntity(session.ctx.db, session.user, entityId, 'READ');
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw new CommandError(3, WS_MESSAGES.unauthorized);
    throw error;
  }
  return entityId;
}

/**
 * A v1 subscription to one entity: registered in the hub before the first read, so no change between the read and
 * the first reply is lost; changes that arrive meanwhile are held and sent after it (older points dropped).
 */
abstract class V1Subscription implements EntityListener, SessionSubscription {
  private held: LiveEvent[] | null = [];
  protected readonly sentTs = new Map<string, number>();

  constructor(
    protected readonly session: WsSession,
    protected readonly cmdId: number,
    protected readonly entityId: EntityId,
    protected readonly keys: string[] | null,
  ) {
    session.hub.watch(entityId.id, this);
  }

  close(): void {
    this.session.hub.unwatch(this.entityId.id, this);
  }

  /** Sends the first reply, then whatever changed while it was read. */
  start(first: Array<{ key: string; ts: number; value: TsKvEntry['value'] | null }>): void {
    for (const entry of first) this.sentTs.set(entry.key, Math.max(this.sentTs.get(entry.key) ?? 0, entry.ts));
    this.session.send(this.cmdId, v1Update(this.cmdId, v1Data(first)));
    const held = this.held ?? [];
    this.held = null;
    for (const event of held) this.deliver(event, true);
  }

  onEvent(event: LiveEvent): void {
    if (this.held) this.held.push(event);
    else this.deliver(event, false);
  }

  private deliver(event: LiveEvent, held: boolean): void {
    const entries = this.changes(event).filter(
      (entry) =>
        (!this.keys || this.keys.includes(entry.key)) &&
        // What changed while the first reply was read is in it unless it is newer.
        (!held || entry.ts > (this.sentTs.get(entry.key) ?? Number.NEGATIVE_INFINITY)),
    );
    if (entries.length === 0) return;
    this.session.send(this.cmdId, v1Update(this.cmdId, v1Data(entries)));
  }

  protected abstract changes(event: LiveEvent): Array<{ key: string; ts: number; value: TsKvEntry['value'] }>;
}

class AttributesSubscription extends V1Subscription {
  constructor(
    session: WsSession,
    cmdId: number,
    entityId: EntityId,
    keys: string[] | null,
    private readonly scope: AttributeScope | null,
  ) {
    super(session, cmdId, entityId, keys);
  }

  protected changes(event: LiveEvent) {
    if (event.type !== 'attributes' || (this.scope && event.scope !== this.scope)) return [];
    return event.entries.map((entry) => ({ key: entry.key, ts: entry.lastUpdateTs, value: entry.value }));
  }
}

class TimeseriesSubscription extends V1Subscription {
  protected changes(event: LiveEvent) {
    if (event.type !== 'timeseries') return [];
    return event.entries;
  }
}

function scopeOf(value: unknown): AttributeScope | null {
  if (value === null || value === undefined || value === '') return null;
  if (!(ATTRIBUTE_SCOPES as readonly string[]).includes(String(value))) {
    throw new CommandError(2, `Invalid attribute scope: ${String(value)}`);
  }
  return value as AttributeScope;
}

/** An unsubscribe with an empty entity id cancels every v1 subscription of the session. */
function unsubscribe(session: WsSession, cmd: AttributesSubscriptionCmd): void {
  if (!cmd.entityId) session.unregisterAll('v1');
  else session.unregister('v1', cmd.cmdId);
}

export async function handleAttributesCmd(session: WsSession, cmd: AttributesSubscriptionCmd): Promise<void> {
  if (cmd.unsubscribe) return unsubscribe(session, cmd);
  const entityId = await checkedEntity(session, cmd);
  const keys = keyList(cmd.keys);
  const scope = scopeOf(cmd.scope);
  const subscription = new AttributesSubscription(session, cmd.cmdId, entityId, keys, scope);
  if (!session.register('v1', cmd.cmdId, subscription)) return;
  let attributes: Awaited<ReturnType<WsSession['ctx']['telemetry']['attributes']>>;
  try {
    attributes = await session.ctx.telemetry.attributes(entityId, scope ?? undefined, keys ?? undefined);
  } catch (error) {
    session.unregister('v1', cmd.cmdId);
    session.ctx.log.error({ err: error }, 'websocket attribute read failed');
    throw new CommandError(1, WS_MESSAGES.fetchAttributes);
  }
  subscription.start(attributes.map((entry) => ({ key: entry.key, ts: entry.lastUpdateTs, value: entry.value })));
}

/**
 * Time series: with keys and a time window, the window's history first; with keys only, their latest values
 * (a key never stored as `[now, null]`, as the platform answers); without keys, every latest value.
 */
export async function handleTimeseriesCmd(session: WsSession, cmd: TimeseriesSubscriptionCmd): Promise<void> {
  if (cmd.unsubscribe) return unsubscribe(session, cmd);
  const entityId = await checkedEntity(session, cmd);
  const keys = keyList(cmd.keys);
  const subscription = new TimeseriesSubscription(session, cmd.cmdId, entityId, keys);
  if (!session.register('v1', cmd.cmdId, subscription)) return;
  const telemetry = session.ctx.telemetry;
  let first: Array<{ key: string; ts: number; value: TsKvEntry['value'] | null }>;
  try {
    const timeWindow = Number(cmd.timeWindow ?? 0);
    if (keys && timeWindow > 0) {
      const startTs = Number(cmd.startTs ?? 0);
      const history = await telemetry.range(entityId, keys, {
        startTs,
        endTs: startTs + timeWindow,
        interval: Number(cmd.interval ?? 0),
        limit: limitOf(cmd.limit),
        agg: aggregation(cmd.agg),
      });
      first = keys.flatMap((key) => history[key] ?? []);
    } else if (keys) {
      const latest = await telemetry.latest(entityId, keys);
      const now = Date.now();
      first = keys.map((key) => latest.find((entry) => entry.key === key) ?? { key, ts: now, value: null });
    } else {
      first = await telemetry.latest(entityId);
    }
  } catch (error) {
    session.unregister('v1', cmd.cmdId);
    session.ctx.log.error({ err: error }, 'websocket time series read failed');
    throw new CommandError(1, WS_MESSAGES.fetchData);
  }
  subscription.start(first);
}

/** A one-shot history read: one update, nothing kept. */
export async function handleHistoryCmd(session: WsSession, cmd: GetHistoryCmd): Promise<void> {
  const entityId = await checkedEntity(session, cmd);
  const keys = keyList(cmd.keys);
  if (!keys) throw new CommandError(2, WS_MESSAGES.keysEmpty);
  let history: Record<string, TsKvEntry[]>;
  try {
    history = await session.ctx.telemetry.range(entityId, keys, {
      startTs: Number(cmd.startTs ?? 0),
      endTs: Number(cmd.endTs ?? Date.now()),
      interval: Number(cmd.interval ?? 0),
      limit: limitOf(cmd.limit),
      agg: aggregation(cmd.agg),
    });
  } catch (error) {
    session.ctx.log.error({ err: error }, 'websocket history read failed');
    throw new CommandError(1, WS_MESSAGES.fetchData);
  }
  session.send(cmd.cmdId, v1Update(cmd.cmdId, v1Data(keys.flatMap((key) => history[key] ?? []))));
}

export function v1CommandError(session: WsSession, cmdId: number, error: unknown): void {
  if (error instanceof CommandError) {
    session.send(cmdId, v1Error(cmdId, error.errorCode, error.message));
    return;
  }
  session.ctx.log.error({ err: error }, 'websocket command failed');
  session.send(cmdId, v1Error(cmdId, 1, WS_MESSAGES.fetchData));
}
