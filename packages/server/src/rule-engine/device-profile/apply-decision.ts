import type { Alarm } from '@fleetdeck/model';
import type { AlarmRef } from '../../alarms/alarm-write-store.js';
import { clearRaisedAlarm, raiseAlarm, updateRaisedAlarm } from '../../alarms/rule-alarms.js';
import type { RuleEngineContext } from '../../context.js';
import type { TbMsg } from '../message.js';
import type { AlarmDecision } from '../profile/alarm-state.js';
import {
  ALARM_CLEARED,
  ALARM_CREATED,
  ALARM_SEVERITY_UPDATED,
  ALARM_UPDATED,
  type AlarmRelation,
  alarmMessage,
  alarmMetadata,
} from './alarm-messages.js';
import type { AlarmRuntime, DeviceRuntime } from './device-runtime.js';

/** An ALARM message of the rules and the relation it leaves the node on. */
export interface AlarmOutcome {
  relation: AlarmRelation;
  msg: TbMsg;
}

/**
 * Carries out what the rules decided for one alarm of a device. The alarm the rules see changes at once, so the
 * device's next message is decided against it while the change commits; the change goes to the alarm store's batch.
 * Null when there is nothing to do; otherwise the ALARM message with its relation once the change is committed
 * (null then when the alarm to change was gone).
 */
export function applyAlarmDecision(
  ctx: RuleEngineContext,
  runtime: DeviceRuntime,
  alarm: AlarmRuntime,
  decision: AlarmDecision,
  cause: Pick<TbMsg, 'metadata' | 'customerId'>,
): Promise<AlarmOutcome | null> | null {
  if (decision.action === 'none') return null;
  const metadata = alarmMetadata(decision.rule, cause);
  const outcome = (stored: Alarm, relation: AlarmRelation): AlarmOutcome => ({
    relation,
    msg: alarmMessage(stored, relation, metadata, cause.customerId),
  });
  if (decision.action === 'create') {
    const { pending, written } = raiseAlarm(
      ctx,
      {
        tenantId: runtime.facts.tenantId,
        customerId: runtime.facts.customerId,
        originator: { entityType: 'DEVICE', id: runtime.facts.id },
      },
      alarm.states.alarm,
      { severity: decision.severity, details: decision.details, startTs: runtime.snapshot.ts || Date.now() },
    );
    alarm.current = pending;
    return whilePending(
      alarm,
      written.then(({ alarm: stored, created }) => outcome(stored, created ? ALARM_CREATED : ALARM_UPDATED)),
    );
  }
  // decideAlarm updates and clears only a current alarm
  const current = alarm.current;
  if (!current) return null;
  if (decision.action === 'update') {
    const endTs = Date.now();
    alarm.current = { ...current, severity: decision.severity, details: decision.details, endTs };
    const relation = decision.severityChanged ? ALARM_SEVERITY_UPDATED : ALARM_UPDATED;
    const written = updateRaisedAlarm(ctx, current.id, {
      severity: decision.severity,
      details: decision.details,
      endTs,
    });
    return whilePending(
      alarm,
      written.then((stored) => {
        if (!stored || stored.status.startsWith('CLEARED')) forget(alarm, current.id);
        return stored && outcome(stored, relation);
      }),
    );
  }
  alarm.current = null;
  const written = clearRaisedAlarm(ctx, current.id, { details: decision.details, clearTs: Date.now() });
  return whilePending(
    alarm,
    written.then((stored) => stored && outcome(stored, ALARM_CLEARED)),
  );
}

/**
 * Counts the alarm's changes not yet committed: the bus tells of them as they commit, when the rules have moved on,
 * so followAlarmChange leaves the alarm alone until none is left.
 */
function whilePending<T>(alarm: AlarmRuntime, written: Promise<T>): Promise<T> {
  alarm.pendingWrites++;
  return written.finally(() => {
    alarm.pendingWrites--;
  });
}

/**
 * The alarm an update reached was gone or cleared by someone else meanwhile (the bus told of it while the rules' own
 * changes were pending): the rules forget it, unless they have raised another since.
 */
function forget(alarm: AlarmRuntime, ref: AlarmRef): void {
  if (alarm.current?.id.id === ref.id) alarm.current = null;
}
