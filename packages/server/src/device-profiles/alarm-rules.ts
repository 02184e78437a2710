import { ALARM_SEVERITIES, CONDITION_SPEC_TYPES, type DeviceProfileAlarm, SCHEDULE_TYPES } from '@fleetdeck/model';
import { badRequest } from '../http/errors.js';
import { isObject } from './transport-config.js';

type Json = Record<string, unknown>;

// The request is untyped JSON: the known names are compared as plain strings.
const SEVERITIES: readonly string[] = ALARM_SEVERITIES;
const SPEC_TYPES: readonly string[] = CONDITION_SPEC_TYPES;
const SCHEDULE_NAMES: readonly string[] = SCHEDULE_TYPES;

/** A create or clear rule: a non-empty condition list, a known condition type and a known schedule type. */
function checkRule(rule: unknown, where: string): void {
  if (!isObject(rule)) throw badRequest(`${where} should be an object!`);
  const condition = rule.condition;
  const filters = isObject(condition) ? condition.condition : undefined;
  if (!Array.isArray(filters) || filters.length === 0) throw badRequest(`${where} should have at least one condition!`);
  for (const filter of filters) {
    if (!isObject(filter) || !isObject(filter.key) || typeof filter.key.key !== 'string' || !filter.key.type) {
      throw badRequest(`${where} has a condition without a key!`);
    }
  }
  const spec = (condition as Json).spec;
  if (spec !== undefined && spec !== null) {
    if (!isObject(spec) || !SPEC_TYPES.includes(spec.type as string)) {
      throw badRequest(`${where} has an unknown condition type; allowed: ${SPEC_TYPES.join(', ')}!`);
    }
  }
  const schedule = rule.schedule;
  if (schedule !== undefined && schedule !== null) {
    if (!isObject(schedule) || !SCHEDULE_NAMES.includes(schedule.type as string)) {
      throw badRequest(`${where} has an unknown schedule type; allowed: ${SCHEDULE_NAMES.join(', ')}!`);
    }
  }
}

/**
 * Alarm rules and their validity. The platform's own checks come first and keep
 * their messages: every rule has a type, and no two rules share one. Then each rule needs an id (unique in the
 * profile) and at least one create rule keyed by a known severity; every create rule and the clear rule, if
 * present, need a non-empty condition list.
 */
export function checkAlarmRules(alarms: unknown): DeviceProfileAlarm[] | null {
  if (alarms === undefined || alarms === null) return null;
  if (!Array.isArray(alarms)) throw badRequest('Validation error: alarms must be a list');
  const types = new Set<string>();
  for (const alarm of alarms) {
    const alarmType = isObject(alarm) ? alarm.alarmType : undefined;
    if (typeof alarmType !== 'string' || alarmType === '') throw badRequest('Alarm rule type should be specified!');
    if (types.has(alarmType)) {
      throw badRequest(`Can't create device profile with the same alarm rule types: "${alarmType}"!`);
    }
    types.add(alarmType);
  }
  const ids = new Set<string>();
  for (const alarm of alarms as Json[]) {
    const name = `Alarm rule "${alarm.alarmType}"`;
    if (typeof alarm.id !== 'string' || alarm.id.trim() === '') throw badRequest(`${name} should have an id!`);
    if (ids.has(alarm.id)) throw badRequest(`Can't create device profile with the same alarm rule ids: "${alarm.id}"!`);
    ids.add(alarm.id);
    const createRules = alarm.createRules;
    if (!isObject(createRules) || Object.keys(createRules).length === 0) {
      throw badRequest(`${name} should have at least one create rule!`);
    }
    for (const [severity, rule] of Object.entries(createRules)) {
      if (!SEVERITIES.includes(severity)) {
        throw badRequest(
          `${name} has a create rule of unknown severity ${severity}; allowed: ${SEVERITIES.join(', ')}!`,
        );
      }
      checkRule(rule, `The ${severity} create rule of ${name.toLowerCase()}`);
    }
    if (alarm.clearRule !== undefined && alarm.clearRule !== null) {
      checkRule(alarm.clearRule, `The clear rule of ${name.toLowerCase()}`);
    }
  }
  return alarms as DeviceProfileAlarm[];
}
