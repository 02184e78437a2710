import type { Alarm, AlarmSeverity, DeviceProfileAlarm, EntityId } from '@fleetdeck/model';
import { clearRaisedAlarmRow, updateRaisedAlarmRow } from './rule-alarms-store.js';
import { type AlarmWriteContext, publish, storeAlarm } from './service.js';
import { findLatestAlarm, toAlarm } from './store.js';

/**
 * Alarms as the device profile rules raise, update and clear them. Every change is published on the event bus, so
 * alarm subscriptions see it.
 */

/** The originator's newest alarm of a type, when it is not cleared: the one the rules update or clear. */
export async function activeAlarmOf(ctx: AlarmWriteContext, originatorId: string, type: string): Promise<Alarm | null> {
  const row = await findLatestAlarm(ctx.db, originatorId, type);
  return row && !row.status.startsWith('CLEARED') ? toAlarm(row) : null;
}

/**
 * Raises an alarm of a profile's alarm rule: ACTIVE_UNACK, from startTs, with the rule's propagation. When the
 * store already had an uncleared alarm of the type it is updated instead; `created` says which happened (an
 * alarm whose end moved past its start was an existing one).
 */
export async function raiseAlarm(
  ctx: AlarmWriteContext,
  target: { tenantId: string; customerId: string; originator: EntityId },
  definition: DeviceProfileAlarm,
  raised: { severity: AlarmSeverity; details: unknown; startTs: number },
): Promise<{ alarm: Alarm; created: boolean }> {
  const alarm = await storeAlarm(
    ctx,
    target.tenantId,
    {
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
      propagateRelationTypes: Array.isArray(definition.propagateRelationTypes)
        ? definition.propagateRelationTypes
        : null,
    },
    { customerId: target.customerId },
  );
  return { alarm, created: alarm.startTs === alarm.endTs };
}

/** A new severity and details for a raised alarm, its end moved to now; null when the alarm is gone. */
export async function updateRaisedAlarm(
  ctx: AlarmWriteContext,
  id: string,
  change: { severity: AlarmSeverity; details: unknown; endTs: number },
): Promise<Alarm | null> {
  const row = await updateRaisedAlarmRow(ctx.db, id, change);
  return row ? publish(ctx, row) : null;
}

/** Clears a raised alarm (an acknowledged one becomes CLEARED_ACK), with the clear rule's details; null when gone. */
export async function clearRaisedAlarm(
  ctx: AlarmWriteContext,
  id: string,
  change: { details: unknown; clearTs: number },
): Promise<Alarm | null> {
  const row = await clearRaisedAlarmRow(ctx.db, id, change);
  return row ? publish(ctx, row) : null;
}
