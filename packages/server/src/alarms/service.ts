import {
  ALARM_SEVERITIES,
  ALARM_STATUSES,
  type Alarm,
  type AlarmInfo,
  type AlarmSeverity,
  type AlarmStatus,
  type EntityId,
  isEntityType,
  NULL_UUID,
} from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkEntity } from '../common/entities.js';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId } from '../common/validation.js';
import type { AppContext, CoreContext } from '../context.js';
import { entityKey, loadEntities } from '../entities/store.js';
import { alarmAction } from '../entity-actions/publish.js';
import { badRequest, generalError, notFound, permissionDenied } from '../http/errors.js';
import type { Db } from '../storage/schema.js';
import { ALARMS_DISABLED } from './rule-alarms.js';
import {
  type AlarmRow,
  deleteAlarmRow,
  deleteAlarmsOfOriginator,
  findAlarm,
  findLatestAlarm,
  insertAlarm,
  toAlarm,
  updateAlarm,
} from './store.js';

/**
 * The alarm, if the caller may see it: another tenant's alarm answers 403, and a customer user sees only the alarms
 * of its own customer's entities (the alarm's customer is its originator's).
 */
export async function readableAlarm(ctx: AppContext, user: SecurityUser, id: string): Promise<AlarmRow> {
  const row = await findAlarm(ctx.db, id);
  if (!row) throw notFound('Alarm', id);
  if (row.tenant_id !== user.tenantId) throw permissionDenied();
  if (user.authority === 'CUSTOMER_USER' && row.customer_id !== user.customerId) throw permissionDenied();
  return row;
}

/** Alarm infos, with the originator's name when asked for (names of deleted originators are null). */
export async function toAlarmInfos(ctx: AppContext, rows: AlarmRow[], fetchOriginator: boolean): Promise<AlarmInfo[]> {
  const alarms = rows.map(toAlarm);
  if (!fetchOriginator) return alarms.map((alarm) => ({ ...alarm, originatorName: null }));
  const records = await loadEntities(
    ctx.db,
    alarms.map((alarm) => alarm.originator),
  );
  return alarms.map((alarm) => ({ ...alarm, originatorName: records.get(entityKey(alarm.originator))?.name ?? null }));
}

/** What writing an alarm needs: the database, and the event bus that tells subscriptions. */
export type AlarmWriteContext = Pick<CoreContext, 'db' | 'bus'>;

export function publish(ctx: AlarmWriteContext, row: AlarmRow, deleted = false): Alarm {
  const alarm = toAlarm(row);
  ctx.bus.publish({ type: 'alarm', tenantId: row.tenant_id, entityId: alarm.originator, alarm, deleted });
  return alarm;
}

function enumValue<T extends string>(value: unknown, allowed: readonly T[], enumName: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw badRequest(
      `JSON parse error: Cannot deserialize value of type \`org.thingsboard.server.common.data.alarm.${enumName}\` from String "${String(value)}": not one of the values accepted for Enum class: [${allowed.join(', ')}]`,
    );
  }
  return value as T;
}

const timestamp = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0);

function relationTypes(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;
}

/** What a save asks for, checked: the fields the platform's alarm validator requires, and the originator. */
export interface AlarmDraft {
  type: string;
  originator: EntityId;
  severity: AlarmSeverity;
  status: AlarmStatus;
  startTs: number;
  endTs: number;
  ackTs: number;
  clearTs: number;
  details: unknown;
  propagate: boolean;
  propagateToOwner: boolean;
  propagateToTenant: boolean;
  propagateRelationTypes: string[] | null;
}

export function parseAlarmDraft(body: Partial<Alarm>): AlarmDraft {
  if (!body || typeof body !== 'object') throw badRequest('Alarm should be specified!');
  if (typeof body.type !== 'string' || body.type.trim() === '') throw badRequest('Alarm type should be specified!');
  const originator = body.originator as Partial<EntityId> | null | undefined;
  if (!originator || typeof originator !== 'object') throw badRequest('Alarm originator should be specified!');
  if (typeof originator.entityType !== 'string' || typeof originator.id !== 'string') {
    throw badRequest('Missing entityType or id!');
  }
  if (!isEntityType(originator.entityType)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.data.EntityType.${originator.entityType}`);
  }
  const originatorId = bodyId(originator) as string;
  if (body.severity === null || body.severity === undefined) throw badRequest('Alarm severity should be specified!');
  if (body.status === null || body.status === undefined) throw badRequest('Alarm status should be specified!');
  const startTs = timestamp(body.startTs) || Date.now();
  return {
    type: body.type,
    originator: { entityType: originator.entityType, id: originatorId },
    severity: enumValue(body.severity, ALARM_SEVERITIES, 'AlarmSeverity'),
    status: enumValue(body.status, ALARM_STATUSES, 'AlarmStatus'),
    startTs,
    endTs: timestamp(body.endTs) || startTs,
    ackTs: timestamp(body.ackTs),
    clearTs: timestamp(body.clearTs),
    details: body.details ?? null,
    propagate: body.propagate === true,
    propagateToOwner: body.propagateToOwner === true,
    propagateToTenant: body.propagateToTenant === true,
    propagateRelationTypes: relationTypes(body.propagateRelationTypes),
  };
}

/** The platform's merge of a new alarm into the uncleared one of the same originator and type. */
export function merged(existing: AlarmRow, draft: AlarmDraft, customerId: string): AlarmRow {
  let endTs = Number(existing.end_ts);
  if (draft.startTs > endTs) endTs = draft.startTs;
  if (draft.endTs > endTs) endTs = draft.endTs;
  const types = [
    ...new Set([
      ...((JSON.parse(existing.propagate_relation_types ?? 'null') as string[] | null) ?? []),
      ...(draft.propagateRelationTypes ?? []),
    ]),
  ];
  return {
    ...existing,
    customer_id: customerId,
    end_ts: endTs,
    clear_ts: Math.max(Number(existing.clear_ts), draft.clearTs),
    ack_ts: Math.max(Number(existing.ack_ts), draft.ackTs),
    status: draft.status,
    severity: draft.severity,
    details: toJsonText(draft.details),
    propagate: existing.propagate || draft.propagate ? 1 : 0,
    propagate_to_owner: existing.propagate_to_owner || draft.propagateToOwner ? 1 : 0,
    propagate_to_tenant: existing.propagate_to_tenant || draft.propagateToTenant ? 1 : 0,
    propagate_relation_types: types.length ? JSON.stringify(types) : existing.propagate_relation_types,
  };
}

function rowOf(id: string, tenantId: string, customerId: string, draft: AlarmDraft, createdTime: number): AlarmRow {
  return {
    id,
    created_time: createdTime,
    tenant_id: tenantId,
    customer_id: customerId,
    type: draft.type,
    originator_id: draft.originator.id,
    originator_type: draft.originator.entityType,
    severity: draft.severity,
    status: draft.status,
    start_ts: draft.startTs,
    end_ts: draft.endTs,
    ack_ts: draft.ackTs,
    clear_ts: draft.clearTs,
    details: toJsonText(draft.details),
    propagate: draft.propagate ? 1 : 0,
    propagate_to_owner: draft.propagateToOwner ? 1 : 0,
    propagate_to_tenant: draft.propagateToTenant ? 1 : 0,
    propagate_relation_types: draft.propagateRelationTypes ? JSON.stringify(draft.propagateRelationTypes) : null,
  };
}

async function writeRow(db: Db, row: AlarmRow, exists: boolean): Promise<void> {
  if (exists) {
    const { id, ...values } = row;
    await updateAlarm(db, id, values);
  } else {
    await insertAlarm(db, row);
  }
}

/**
 * Creates or updates an alarm of a tenant, as the platform's alarm service does, and tells the event bus. An update
 * is merged into the stored alarm (status, severity, details; later end/ack/clear times; propagation added). Without
 * an id, a new alarm of an originator and type updates that originator's newest alarm of the type unless cleared.
 * The create alarm node calls this directly; the REST save checks the caller first.
 */
export async function storeAlarm(
  ctx: AlarmWriteContext,
  tenantId: string,
  draft: AlarmDraft,
  options: { id?: string | null; customerId: string },
): Promise<Alarm> {
  return publish(ctx, await writeAlarm(ctx.db, tenantId, draft, options));
}

/**
 * The write of storeAlarm without telling anybody, on any handle: the rule engine's batched alarm writes run it
 * inside their transaction and publish once it committed.
 */
export async function writeAlarm(
  db: Db,
  tenantId: string,
  draft: AlarmDraft,
  options: { id?: string | null; customerId: string },
): Promise<AlarmRow> {
  if (options.id) {
    const row = await mergeIntoAlarm(db, options.id, draft, options.customerId);
    if (!row) throw notFound('Alarm', options.id);
    return row;
  }
  const latest = await findLatestAlarm(db, draft.originator.id, draft.type);
  const { row, exists } = alarmOverLatest(latest, tenantId, draft, options.customerId);
  await writeRow(db, row, exists);
  return row;
}

/** Merges the draft into the stored alarm with the id, without telling anybody; none when the alarm is gone. */
export async function mergeIntoAlarm(
  db: Db,
  id: string,
  draft: AlarmDraft,
  customerId: string,
): Promise<AlarmRow | undefined> {
  const existing = await findAlarm(db, id);
  if (!existing) return undefined;
  const row = merged(existing, draft, customerId);
  await writeRow(db, row, true);
  return row;
}

/**
 * What a new alarm without an id makes of its originator's newest alarm of the type: that alarm merged with it while
 * not cleared (`exists`), else a new row.
 */
export function alarmOverLatest(
  latest: AlarmRow | undefined,
  tenantId: string,
  draft: AlarmDraft,
  customerId: string,
): { row: AlarmRow; exists: boolean } {
  if (latest && !latest.status.startsWith('CLEARED')) return { row: merged(latest, draft, customerId), exists: true };
  const id = newId();
  return { row: rowOf(id, tenantId, customerId, draft, uuidTime(id)), exists: false };
}

/**
 * Once the tenant's created alarms reached the month's limit, a save that would create an alarm is refused; one that
 * merges into the originator's active alarm of the type still passes, as on the platform.
 */
async function refuseNewAlarm(ctx: AppContext, draft: AlarmDraft): Promise<void> {
  const latest = await findLatestAlarm(ctx.db, draft.originator.id, draft.type);
  if (!latest || latest.status.startsWith('CLEARED')) throw generalError(ALARMS_DISABLED);
}

/** The REST save: the caller must be able to see the originator, and (for an update) the alarm. */
export async function saveAlarm(ctx: AppContext, user: SecurityUser, body: Partial<Alarm>): Promise<Alarm> {
  const id = bodyId(body?.id);
  if (id) await readableAlarm(ctx, user, id);
  const draft = parseAlarmDraft(body);
  const originator = await checkEntity(ctx.db, user, draft.originator, 'READ');
  const customerId = originator.entityType === 'CUSTOMER' ? originator.id : (originator.customerId ?? NULL_UUID);
  if (!id && !ctx.apiUsage.enabled(user.tenantId, 'ALARM')) await refuseNewAlarm(ctx, draft);
  const before = Date.now();
  const saved = await storeAlarm(ctx, user.tenantId, draft, { id, customerId });
  // Counted as the rule engine's raises are: only an alarm made now, not one merged into the still active one.
  if (!id && saved.createdTime >= before) ctx.apiUsage.add(user.tenantId, 'ALARM');
  alarmAction(ctx, user, saved, id ? 'ENTITY_UPDATED' : 'ENTITY_CREATED');
  return saved;
}

export async function deleteAlarm(ctx: AppContext, user: SecurityUser, id: string): Promise<boolean> {
  const row = await readableAlarm(ctx, user, id);
  await deleteAlarmRow(ctx.db, id);
  alarmAction(ctx, user, publish(ctx, row, true), 'ENTITY_DELETED');
  return true;
}

/** Acknowledges: ACTIVE_UNACK → ACTIVE_ACK, CLEARED_UNACK → CLEARED_ACK, with ackTs; an acknowledged alarm stays. */
export async function ackAlarm(ctx: AppContext, user: SecurityUser, id: string): Promise<void> {
  const row = await readableAlarm(ctx, user, id);
  if (row.status.endsWith('_ACK')) return;
  const changed = {
    ...row,
    status: row.status.startsWith('CLEARED') ? 'CLEARED_ACK' : 'ACTIVE_ACK',
    ack_ts: Date.now(),
  };
  await updateAlarm(ctx.db, id, { status: changed.status, ack_ts: changed.ack_ts });
  alarmAction(ctx, user, publish(ctx, changed), 'ALARM_ACK');
}

/** Clears: ACTIVE_* → CLEARED_*, with clearTs; a cleared alarm stays. */
export async function clearAlarm(ctx: AppContext, user: SecurityUser, id: string): Promise<void> {
  const row = await readableAlarm(ctx, user, id);
  if (row.status.startsWith('CLEARED')) return;
  const status = row.status === 'ACTIVE_ACK' ? 'CLEARED_ACK' : 'CLEARED_UNACK';
  const changed = { ...row, status, clear_ts: Date.now() };
  await updateAlarm(ctx.db, id, { status: changed.status, clear_ts: changed.clear_ts });
  alarmAction(ctx, user, publish(ctx, changed), 'ALARM_CLEAR');
}

/**
 * Alarms of an entity that is gone go with it, whichever resource family deleted it; the process that deleted the
 * entity deletes them, once for the cluster.
 */
export function deleteAlarmsOfDeletedEntities(ctx: AppContext): () => void {
  return ctx.bus.subscribeLocal((event) => {
    if (event.type !== 'entityDeleted' || event.entityId.entityType === 'ALARM') return;
    // Each removed alarm is told, so alarm subscriptions drop it from their pages.
    deleteAlarmsOfOriginator(ctx.db, event.entityId.id)
      .then((rows) => {
        for (const row of rows) publish(ctx, row, true);
      })
      .catch((error: unknown) => console.error('could not delete the alarms of a deleted entity', error));
  });
}
