import type { Alarm } from '@fleetdeck/model';
import { newId } from '../../common/uuid.js';
import type { TbMsg } from '../message.js';
import type { RuleState } from '../profile/rule-state.js';

export const ALARM_CREATED = 'Alarm Created';
export const ALARM_UPDATED = 'Alarm Updated';
export const ALARM_SEVERITY_UPDATED = 'Alarm Severity Updated';
export const ALARM_CLEARED = 'Alarm Cleared';

export type AlarmRelation =
  | typeof ALARM_CREATED
  | typeof ALARM_UPDATED
  | typeof ALARM_SEVERITY_UPDATED
  | typeof ALARM_CLEARED;

const FLAGS: Record<AlarmRelation, Record<string, string>> = {
  [ALARM_CREATED]: { isNewAlarm: 'true' },
  [ALARM_UPDATED]: { isExistingAlarm: 'true' },
  [ALARM_SEVERITY_UPDATED]: { isExistingAlarm: 'true', isSeverityUpdated: 'true' },
  [ALARM_CLEARED]: { isClearedAlarm: 'true' },
};

/**
 * The ALARM message of an alarm the rules changed: from the device, the alarm as its data, and the metadata of the
 * message that made the change with the flag of what happened; a REPEATING rule adds its count and a DURATION
 * rule how long its condition held.
 */
export function alarmMessage(
  alarm: Alarm,
  relation: AlarmRelation,
  rule: RuleState,
  cause: { metadata: Record<string, string>; customerId: string },
): TbMsg {
  const metadata: Record<string, string> = { ...cause.metadata };
  const spec = rule.rule.condition.spec?.type;
  if (spec === 'REPEATING') metadata.alarmConditionRepeats = String(rule.counters.eventCount);
  if (spec === 'DURATION') metadata.alarmConditionDuration = String(rule.counters.duration);
  Object.assign(metadata, FLAGS[relation]);
  return {
    id: newId(),
    ts: Date.now(),
    type: 'ALARM',
    originator: alarm.originator,
    tenantId: alarm.tenantId.id,
    customerId: cause.customerId,
    metadata,
    data: JSON.stringify(alarm),
  };
}
