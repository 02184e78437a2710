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
} from './alarm-messages.js';
import type { AlarmRuntime, DeviceRuntime } from './device-runtime.js';

/**
 * Carries out what the rules decided for one alarm of a device: raise, update or clear it in the alarm store, and
 * answer the ALARM message with its relation. Nothing happens (null) when there was nothing to do, or the alarm to
 * change is already gone.
 */
export async function applyAlarmDecision(
  ctx: RuleEngineContext,
  runtime: DeviceRuntime,
  alarm: AlarmRuntime,
  decision: AlarmDecision,
  cause: Pick<TbMsg, 'metadata' | 'customerId'>,
): Promise<{ relation: AlarmRelation; msg: TbMsg } | null> {
  let relation: AlarmRelation;
  switch (decision.action) {
    case 'none':
      return null;
    case 'create': {
      const raised = await raiseAlarm(
        ctx,
        {
          tenantId: runtime.facts.tenantId,
          customerId: runtime.facts.customerId,
          originator: { entityType: 'DEVICE', id: runtime.facts.id },
        },
        alarm.states.alarm,
        { severity: decision.severity, details: decision.details, startTs: runtime.snapshot.ts || Date.now() },
      );
      alarm.current = raised.alarm;
      relation = raised.created ? ALARM_CREATED : ALARM_UPDATED;
      break;
    }
    case 'update': {
      const id = alarm.current?.id.id;
      const updated = id
        ? await updateRaisedAlarm(ctx, id, {
            severity: decision.severity,
            details: decision.details,
            endTs: Date.now(),
          })
        : null;
      alarm.current = updated;
      if (!updated) return null;
      relation = decision.severityChanged ? ALARM_SEVERITY_UPDATED : ALARM_UPDATED;
      break;
    }
    case 'clear': {
      const id = alarm.current?.id.id;
      alarm.current = null;
      const cleared = id ? await clearRaisedAlarm(ctx, id, { details: decision.details, clearTs: Date.now() }) : null;
      if (!cleared) return null;
      return { relation: ALARM_CLEARED, msg: alarmMessage(cleared, ALARM_CLEARED, decision.rule, cause) };
    }
  }
  if (!alarm.current) return null;
  return { relation, msg: alarmMessage(alarm.current, relation, decision.rule, cause) };
}
