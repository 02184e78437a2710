import {
  ALARM_SEVERITIES,
  type AlarmConditionFilter,
  type AlarmConditionSpec,
  type AlarmRule,
  type AlarmSchedule,
  type AlarmSeverity,
  type DeviceProfileAlarm,
  type DynamicValue,
  type FilterPredicateValue,
  type KeyFilterPredicate,
} from '@fleetdeck/model';
import { fitsValueType } from './key-filters';

export const MAX_INT32 = 2147483647;

/** Where in the alarm rules a problem is: the alarm, and the create rule (by severity) or the clear rule. */
export interface AlarmRuleProblem {
  alarmIndex: number;
  rule?: AlarmSeverity | 'clear';
  /** message key */
  message: string;
  values?: Record<string, string | number>;
}

/**
 * An alarm rule is valid only with id, alarm type and create rules; every create rule has a non-empty condition list;
 * a clear rule, if present, also has a non-empty condition.
 */
export function isAlarmValid(alarm: DeviceProfileAlarm): boolean {
  const createRules = Object.values(alarm.createRules).filter((rule): rule is AlarmRule => Boolean(rule));
  if (!alarm.id || !alarm.alarmType?.trim() || createRules.length === 0) return false;
  if (createRules.some((rule) => !hasCondition(rule))) return false;
  return !alarm.clearRule || hasCondition(alarm.clearRule);
}

function hasCondition(rule: AlarmRule): boolean {
  return Array.isArray(rule.condition?.condition) && rule.condition.condition.length > 0;
}

function dynamicValueProblem(dynamicValue: DynamicValue | null | undefined): string | null {
  if (!dynamicValue?.sourceType) return null;
  return dynamicValue.sourceAttribute?.trim() ? null : 'filter.dynamic-source-attribute-required';
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The first problem of one predicate, or null; complex predicates need at least one nested predicate. */
export function predicateProblem(predicate: KeyFilterPredicate): string | null {
  switch (predicate.type) {
    case 'COMPLEX':
      if (predicate.predicates.length === 0) return 'filter.complex-predicate-empty';
      for (const nested of predicate.predicates) {
        const problem = predicateProblem(nested);
        if (problem) return problem;
      }
      return null;
    case 'NUMERIC':
      if (!predicate.value.dynamicValue?.sourceType && !isNumber(predicate.value.defaultValue))
        return 'filter.value-required';
      return dynamicValueProblem(predicate.value.dynamicValue);
    case 'STRING':
      if (typeof predicate.value.defaultValue !== 'string') return 'filter.value-required';
      return dynamicValueProblem(predicate.value.dynamicValue);
    case 'BOOLEAN':
      if (typeof predicate.value.defaultValue !== 'boolean') return 'filter.value-required';
      return dynamicValueProblem(predicate.value.dynamicValue);
  }
}

export function filterProblem(filter: AlarmConditionFilter): string | null {
  if (filter.key.type !== 'CONSTANT' && !filter.key.key?.trim()) return 'filter.key-name-required';
  if (filter.key.type === 'CONSTANT' && (filter.value === null || filter.value === ''))
    return 'filter.constant-value-required';
  if (!fitsValueType(filter.predicate, filter.valueType)) return 'filter.predicate-type-mismatch';
  return predicateProblem(filter.predicate);
}

function countProblem(value: FilterPredicateValue<number>, rangeMessage: string): string | null {
  const dynamic = dynamicValueProblem(value.dynamicValue);
  if (dynamic) return dynamic;
  const count = value.defaultValue;
  if (value.dynamicValue?.sourceType && (count === null || count === undefined)) return null;
  if (!Number.isInteger(count) || count < 1 || count > MAX_INT32) return rangeMessage;
  return null;
}

export function specProblem(spec: AlarmConditionSpec): string | null {
  if (spec.type === 'DURATION') return countProblem(spec.predicate, 'device-profile.condition-duration-value-range');
  if (spec.type === 'REPEATING') return countProblem(spec.predicate, 'device-profile.condition-repeating-value-range');
  return null;
}

export function scheduleProblem(schedule: AlarmSchedule | null): string | null {
  if (!schedule || schedule.type === 'ANY_TIME') return null;
  if (!schedule.timezone) return 'timezone.timezone-required';
  if (schedule.type === 'SPECIFIC_TIME' && schedule.daysOfWeek.length === 0)
    return 'device-profile.schedule-days-of-week-required';
  if (schedule.type === 'CUSTOM' && !schedule.items.some((item) => item.enabled))
    return 'device-profile.schedule-days-of-week-required';
  return null;
}

/** The first problem of one rule: its condition, condition spec and schedule. */
export function ruleProblem(rule: AlarmRule): string | null {
  if (!hasCondition(rule)) return 'device-profile.alarm-rule-condition-required';
  for (const filter of rule.condition.condition) {
    const problem = filterProblem(filter);
    if (problem) return problem;
  }
  return specProblem(rule.condition.spec) ?? scheduleProblem(rule.schedule);
}

/** Every problem that keeps the alarm rules of a profile from being saved, in the order they appear. */
export function alarmRuleProblems(alarms: readonly DeviceProfileAlarm[]): AlarmRuleProblem[] {
  const problems: AlarmRuleProblem[] = [];
  const seenTypes = new Set<string>();
  alarms.forEach((alarm, alarmIndex) => {
    const alarmType = alarm.alarmType?.trim() ?? '';
    if (!alarmType) problems.push({ alarmIndex, message: 'device-profile.alarm-type-required' });
    else if (seenTypes.has(alarmType))
      problems.push({ alarmIndex, message: 'device-profile.alarm-type-unique', values: { alarmType } });
    seenTypes.add(alarmType);
    const severities = ALARM_SEVERITIES.filter((severity) => alarm.createRules[severity]);
    if (severities.length === 0) problems.push({ alarmIndex, message: 'device-profile.create-alarm-rules-required' });
    for (const severity of severities) {
      const problem = ruleProblem(alarm.createRules[severity] as AlarmRule);
      if (problem) problems.push({ alarmIndex, rule: severity, message: problem });
    }
    if (alarm.clearRule) {
      const problem = ruleProblem(alarm.clearRule);
      if (problem) problems.push({ alarmIndex, rule: 'clear', message: problem });
    }
  });
  return problems;
}
