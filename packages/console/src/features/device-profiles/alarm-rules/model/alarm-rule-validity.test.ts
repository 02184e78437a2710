import type { AlarmRule, DeviceProfileAlarm } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import {
  defaultAlarmRule,
  defaultDeviceProfileAlarm,
  defaultFilter,
  defaultSchedule,
  defaultSpec,
} from './alarm-rule-defaults';
import { alarmRuleProblems, isAlarmValid, predicateProblem, ruleProblem } from './alarm-rule-validity';

function temperatureAbove(threshold: number): AlarmRule {
  const filter = defaultFilter('TIME_SERIES', 'NUMERIC');
  filter.key.key = 'temperature';
  filter.predicate = { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: threshold, dynamicValue: null } };
  return { ...defaultAlarmRule(), condition: { condition: [filter], spec: { type: 'SIMPLE' } } };
}

function highTemperature(): DeviceProfileAlarm {
  return { ...defaultDeviceProfileAlarm('High temperature'), createRules: { MAJOR: temperatureAbove(30) } };
}

describe('device profile alarm rule validity', () => {
  it('accepts an alarm with a type and a create rule that has a condition', () => {
    expect(isAlarmValid(highTemperature())).toBe(true);
    expect(alarmRuleProblems([highTemperature()])).toEqual([]);
  });

  it('refuses an alarm without an id, a type or any create rule', () => {
    expect(isAlarmValid({ ...highTemperature(), id: '' })).toBe(false);
    expect(isAlarmValid({ ...highTemperature(), alarmType: ' ' })).toBe(false);
    expect(isAlarmValid({ ...highTemperature(), createRules: {} })).toBe(false);
    expect(alarmRuleProblems([{ ...highTemperature(), createRules: {} }])).toEqual([
      { alarmIndex: 0, message: 'device-profile.create-alarm-rules-required' },
    ]);
  });

  it('refuses a create rule without a condition', () => {
    const alarm = { ...highTemperature(), createRules: { MAJOR: temperatureAbove(30), MINOR: defaultAlarmRule() } };
    expect(isAlarmValid(alarm)).toBe(false);
    expect(alarmRuleProblems([alarm])).toEqual([
      { alarmIndex: 0, rule: 'MINOR', message: 'device-profile.alarm-rule-condition-required' },
    ]);
  });

  it('refuses a clear rule without a condition but accepts no clear rule at all', () => {
    expect(isAlarmValid({ ...highTemperature(), clearRule: null })).toBe(true);
    const alarm = { ...highTemperature(), clearRule: defaultAlarmRule() };
    expect(isAlarmValid(alarm)).toBe(false);
    expect(alarmRuleProblems([alarm])).toEqual([
      { alarmIndex: 0, rule: 'clear', message: 'device-profile.alarm-rule-condition-required' },
    ]);
  });

  it('refuses two alarms of the same type', () => {
    expect(alarmRuleProblems([highTemperature(), highTemperature()])).toEqual([
      { alarmIndex: 1, message: 'device-profile.alarm-type-unique', values: { alarmType: 'High temperature' } },
    ]);
  });

  it('wants a key name, except for a constant, which wants a value', () => {
    const rule = temperatureAbove(30);
    rule.condition.condition[0].key.key = '';
    expect(ruleProblem(rule)).toBe('filter.key-name-required');
    const constant = defaultFilter('CONSTANT', 'STRING');
    constant.value = '';
    expect(ruleProblem({ ...rule, condition: { condition: [constant], spec: { type: 'SIMPLE' } } })).toBe(
      'filter.constant-value-required',
    );
  });

  it('wants a numeric value unless the value is dynamic, and then an attribute to read', () => {
    expect(
      predicateProblem({ type: 'NUMERIC', operation: 'LESS', value: { defaultValue: Number.NaN, dynamicValue: null } }),
    ).toBe('filter.value-required');
    expect(
      predicateProblem({
        type: 'NUMERIC',
        operation: 'LESS',
        value: { defaultValue: 0, dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: '' } },
      }),
    ).toBe('filter.dynamic-source-attribute-required');
    expect(
      predicateProblem({
        type: 'NUMERIC',
        operation: 'LESS',
        value: { defaultValue: 0, dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'threshold' } },
      }),
    ).toBeNull();
  });

  it('wants a complex predicate to hold at least one predicate', () => {
    expect(predicateProblem({ type: 'COMPLEX', operation: 'OR', predicates: [] })).toBe(
      'filter.complex-predicate-empty',
    );
  });

  it('refuses a predicate that does not compare the filter value type', () => {
    const rule = temperatureAbove(30);
    rule.condition.condition[0].valueType = 'STRING';
    expect(ruleProblem(rule)).toBe('filter.predicate-type-mismatch');
  });

  it('wants a duration or repeat count between 1 and 2147483647', () => {
    const rule = temperatureAbove(30);
    const duration = defaultSpec('DURATION');
    if (duration.type !== 'DURATION') throw new Error('duration spec expected');
    duration.predicate.defaultValue = 0;
    expect(ruleProblem({ ...rule, condition: { ...rule.condition, spec: duration } })).toBe(
      'device-profile.condition-duration-value-range',
    );
    const repeating = defaultSpec('REPEATING');
    if (repeating.type !== 'REPEATING') throw new Error('repeating spec expected');
    repeating.predicate.defaultValue = 2147483648;
    expect(ruleProblem({ ...rule, condition: { ...rule.condition, spec: repeating } })).toBe(
      'device-profile.condition-repeating-value-range',
    );
    repeating.predicate.defaultValue = 3;
    expect(ruleProblem({ ...rule, condition: { ...rule.condition, spec: repeating } })).toBeNull();
  });

  it('wants a specific-time schedule to keep at least one day', () => {
    const schedule = defaultSchedule('SPECIFIC_TIME', 'Europe/Berlin');
    if (schedule.type !== 'SPECIFIC_TIME') throw new Error('specific time expected');
    schedule.daysOfWeek = [];
    expect(ruleProblem({ ...temperatureAbove(30), schedule })).toBe('device-profile.schedule-days-of-week-required');
  });
});
