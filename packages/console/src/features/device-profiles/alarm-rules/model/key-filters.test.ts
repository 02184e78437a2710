import type { AlarmConditionFilter } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { defaultDeviceProfileAlarm, defaultSchedule, newAlarmId } from './alarm-rule-defaults';
import { conditionText, parseTimeOfDay, scheduleText, specText, timeOfDay } from './alarm-rule-text';
import { flattenFilters, groupFilters, newKeyFilterInfo, withValueType } from './key-filters';

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

const flag: AlarmConditionFilter = {
  key: { type: 'ATTRIBUTE', key: 'alarmFlag' },
  valueType: 'BOOLEAN',
  value: null,
  predicate: { type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: true, dynamicValue: null } },
};

function temperature(operation: 'GREATER' | 'LESS', value: number): AlarmConditionFilter {
  return {
    key: { type: 'TIME_SERIES', key: 'temperature' },
    valueType: 'NUMERIC',
    value: null,
    predicate: { type: 'NUMERIC', operation, value: { defaultValue: value, dynamicValue: null } },
  };
}

describe('alarm condition filters', () => {
  it('groups the predicates of one key into one row and splits them back into one filter each', () => {
    const filters = [temperature('GREATER', 10), flag, temperature('LESS', 40)];
    const infos = groupFilters(filters);
    expect(infos.map((info) => [info.key.key, info.predicates.length])).toEqual([
      ['temperature', 2],
      ['alarmFlag', 1],
    ]);
    expect(flattenFilters(infos)).toEqual([temperature('GREATER', 10), temperature('LESS', 40), flag]);
  });

  it('keeps constants with different values apart', () => {
    const constant = (value: string): AlarmConditionFilter => ({
      key: { type: 'CONSTANT', key: 'mode' },
      valueType: 'STRING',
      value,
      predicate: {
        type: 'STRING',
        operation: 'EQUAL',
        value: { defaultValue: 'a', dynamicValue: null },
        ignoreCase: false,
      },
    });
    expect(groupFilters([constant('a'), constant('b')])).toHaveLength(2);
  });

  it('starts a new key with one predicate of its value type', () => {
    expect(newKeyFilterInfo('TIME_SERIES', 'STRING').predicates).toEqual([
      { type: 'STRING', operation: 'EQUAL', value: { defaultValue: '', dynamicValue: null }, ignoreCase: false },
    ]);
    expect(newKeyFilterInfo('CONSTANT', 'NUMERIC').value).toBe(0);
  });

  it('replaces predicates that no longer fit when the value type changes, and keeps those that do', () => {
    const numeric = groupFilters([temperature('GREATER', 10)])[0];
    expect(withValueType(numeric, 'DATE_TIME').predicates).toEqual(numeric.predicates);
    expect(withValueType(numeric, 'BOOLEAN').predicates).toEqual([
      { type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: false, dynamicValue: null } },
    ]);
  });
});

describe('alarm rule summaries', () => {
  it('reads a condition as its keys, operations and values joined by and', () => {
    const dynamic = temperature('GREATER', 25);
    if (dynamic.predicate.type !== 'NUMERIC') throw new Error('numeric expected');
    dynamic.predicate.value.dynamicValue = { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'threshold' };
    expect(conditionText([flag, dynamic], t)).toBe(
      'alarmFlag filter.operation.equal true filter.operation.and ' +
        'temperature filter.operation.greater filter.dynamic-source.current-device.threshold',
    );
  });

  it('nests complex predicates in brackets', () => {
    const filter: AlarmConditionFilter = {
      key: { type: 'TIME_SERIES', key: 'state' },
      valueType: 'STRING',
      value: null,
      predicate: {
        type: 'COMPLEX',
        operation: 'OR',
        predicates: [
          { type: 'STRING', operation: 'EQUAL', value: { defaultValue: 'on', dynamicValue: null }, ignoreCase: true },
          {
            type: 'STRING',
            operation: 'STARTS_WITH',
            value: { defaultValue: 'o', dynamicValue: null },
            ignoreCase: false,
          },
        ],
      },
    };
    expect(conditionText([filter], t)).toBe(
      "state (filter.operation.equal 'on' (filter.ignore-case) filter.operation.or filter.operation.starts-with 'o')",
    );
  });

  it('describes durations, repeats and schedules', () => {
    expect(specText({ type: 'DURATION', unit: 'MINUTES', predicate: { defaultValue: 5, dynamicValue: null } }, t)).toBe(
      'device-profile.condition-during {"during":"5 device-profile.time-unit.minutes"}',
    );
    expect(specText({ type: 'REPEATING', predicate: { defaultValue: 3, dynamicValue: null } }, t)).toBe(
      'device-profile.condition-repeat-times {"count":3}',
    );
    expect(scheduleText(null, t)).toBe('device-profile.schedule-any-time');
    const schedule = defaultSchedule('SPECIFIC_TIME', 'UTC');
    if (schedule.type !== 'SPECIFIC_TIME') throw new Error('specific time expected');
    schedule.daysOfWeek = [5, 1];
    schedule.startsOn = 8 * 3_600_000;
    schedule.endsOn = 17 * 3_600_000 + 30 * 60_000;
    expect(scheduleText(schedule, t)).toBe(
      'device-profile.schedule-day.monday, device-profile.schedule-day.friday 08:00 – 17:30 (UTC)',
    );
  });

  it('converts times of day to and from milliseconds since midnight', () => {
    expect(timeOfDay(parseTimeOfDay('07:05') ?? -1)).toBe('07:05');
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('noon')).toBeNull();
  });
});

describe('new alarm rules', () => {
  it('get a fresh random id and start with one critical create rule without a condition', () => {
    const alarm = defaultDeviceProfileAlarm('Overheat');
    expect(alarm.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newAlarmId()).not.toBe(alarm.id);
    expect(Object.keys(alarm.createRules)).toEqual(['CRITICAL']);
    expect(alarm.createRules.CRITICAL?.condition.condition).toEqual([]);
  });
});
