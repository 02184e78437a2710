import type { Alarm, AlarmSeverity, DeviceProfileAlarm, EntityId } from '@fleetdeck/model';
import type { TelemetryContext } from '../context.js';
import type { Storage } from '../storage/database.js';
import { AlarmWriteBatch } from './alarm-write-batch.js';
import { type AlarmChange, alarmWriteStore } from './alarm-write-store.js';
import type { AlarmDraft } from './service.js';
import { findLatestAlarm, toAlarm } from './store.js';

/**
 * Alarms as the device profile rules and the alarm nodes raise, update and clear them. The changes of every rule node of the process
 * are committed together in batches; each is published on the event bus, so alarm subscriptions see it, and answered
 * once it is committed.
 */

/** What the rule engine's alarm writes need: the storage they batch on, the bus that tells subscriptions, the usage. */
export type RuleAlarmContext = Pick<TelemetryContext, 'storage' | 'db' | 'bus' | 'apiUsage'>;

/** Why an alarm is not created once the tenant's created alarms reached the month's limit. */
export const ALARMS_DISABLED = 'Alarms creation is disabled due to API limits!';

/** One batch writer per storage, so the changes of all nodes and chains share transactions. */
const batches = new WeakMap<Storage, AlarmWriteBatch>();

function batchOf(ctx: RuleAlarmContext): AlarmWriteBatch {
  let batch = batches.get(ctx.storage);
  if (!batch) {
    batch = new AlarmWriteBatch(ctx, alarmWriteStore(ctx.storage));
    batches.set(ctx.storage, batch);
  }
  return batch;
}

/** The originator's newest alarm of a type, when it is not cleared: the one the rules update or clear. */
export async function activeAlarmOf(ctx: RuleAlarmContext, originatorId: string, type: string): Promise<Alarm | null> {
  const row = await findLatestAlarm(ctx.db, originatorId, type);
  return row && !row.status.startsWith('CLEARED') ? toAlarm(row) : null;
}

/**
 * Raises an alarm of a profile's alarm rule: ACTIVE_UNACK, from startTs, with the rule's propagation. When the
 * store already had an uncleared alarm of the type it is updated instead; `created` says which happened (an
 * alarm whose end moved past its start was an existing one).
 */
export async function raiseAlarm(
  ctx: RuleAlarmContext,
  target: { tenantId: string; customerId: string; originator: EntityId },
  definition: DeviceProfileAlarm,
  raised: { severity: AlarmSeverity; details: unknown; startTs: number },
): Promise<{ alarm: Alarm; created: boolean }> {
  const draft: AlarmDraft = {
    type: definition.alarmType,
    originator: target.originator,
    severity: raised.severity,
    status: 'ACTIVE_UNACK',
    startTs: raised.startTs,
    endTs: raised.startTs,
    ackTs: 0,
    clearTs: 0,
    details: raised.details,
    propagate: definition.propagate === true,
    propagateToOwner: definition.propagateToOwner === true,
    propagateToTenant: definition.propagateToTenant === true,
    propagateRelationTypes: Array.isArray(definition.propagateRelationTypes) ? definition.propagateRelationTypes : null,
  };
  const alarm = await raise(ctx, { kind: 'raise', tenantId: target.tenantId, customerId: target.customerId, draft });
  return { alarm, created: alarm.startTs === alarm.endTs };
}

/**
 * The create alarm node's new alarm: a new row, or merged into the originator's uncleared alarm of the type when one
 * appeared meanwhile, as the platform's alarm service does.
 */
export async function createRuleAlarm(
  ctx: RuleAlarmContext,
  owner: { tenantId: string; customerId: string },
  draft: AlarmDraft,
): Promise<Alarm> {
  return raise(ctx, { kind: 'raise', ...owner, draft });
}

/**
 * A raise of the rule engine, refused once the tenant's created alarms reached the month's limit; an alarm it created
 * (rather than merged into one still active) counts as one created alarm.
 */
async function raise(ctx: RuleAlarmContext, change: Extract<AlarmChange, { kind: 'raise' }>): Promise<Alarm> {
  if (!ctx.apiUsage.enabled(change.tenantId, 'ALARM')) throw new Error(ALARMS_DISABLED);
  const before = Date.now();
  // A raise always answers the row it wrote.
  const alarm = (await batchOf(ctx).write(change)) as Alarm;
  if (alarm.createdTime >= before) ctx.apiUsage.add(change.tenantId, 'ALARM');
  return alarm;
}

/** The create alarm node's update: the draft merged into the stored alarm (later times, propagation added). */
export function mergeRuleAlarm(
  ctx: RuleAlarmContext,
  id: string,
  customerId: string,
  draft: AlarmDraft,
): Promise<Alarm | null> {
  return batchOf(ctx).write({ kind: 'merge', id, customerId, draft });
}

/** A new severity and details for a raised alarm, its end moved to now; null when the alarm is gone. */
export function updateRaisedAlarm(
  ctx: RuleAlarmContext,
  id: string,
  change: { severity: AlarmSeverity; details: unknown; endTs: number },
): Promise<Alarm | null> {
  return batchOf(ctx).write({ kind: 'update', id, ...change });
}

/** Clears a raised alarm (an acknowledged one becomes CLEARED_ACK), with the clear rule's details; null when gone. */
export function clearRaisedAlarm(
  ctx: RuleAlarmContext,
  id: string,
  change: { details: unknown; clearTs: number },
): Promise<Alarm | null> {
  return batchOf(ctx).write({ kind: 'clear', id, ...change });
}
