import type { AlarmSchedule } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { effectiveSchedule, scheduleActive } from './schedule.js';

const HOUR = 3_600_000;
// Monday 5 January 2026, 10:00 UTC: 11:00 in Berlin, 05:00 in New York.
const MONDAY_10_UTC = Date.UTC(2026, 0, 5, 10, 0, 0);

const specific = (daysOfWeek: number[], startsOn: number, endsOn: number, timezone = 'Europe/Berlin') =>
  ({ type: 'SPECIFIC_TIME', timezone, daysOfWeek, startsOn, endsOn, dynamicValue: null }) as AlarmSchedule;

describe('specific time schedules', () => {
  it('is active on the listed days inside the window, in the schedule time zone', () => {
    expect(scheduleActive(specific([1], 10.5 * HOUR, 12 * HOUR), MONDAY_10_UTC)).toBe(true);
    expect(scheduleActive(specific([1], 10.5 * HOUR, 12 * HOUR, 'UTC'), MONDAY_10_UTC)).toBe(false);
    expect(scheduleActive(specific([1], 4 * HOUR, 6 * HOUR, 'America/New_York'), MONDAY_10_UTC)).toBe(true);
  });

  it('is inactive on other days, and every day when all seven are listed', () => {
    expect(scheduleActive(specific([2, 3], 0, 0), MONDAY_10_UTC)).toBe(false);
    expect(scheduleActive(specific([1, 2, 3, 4, 5, 6, 7], 0, 0), MONDAY_10_UTC)).toBe(true);
  });

  it('reads an end of 0 as the end of the day and starts the window inclusive, ends it exclusive', () => {
    expect(scheduleActive(specific([1], 11 * HOUR, 0), MONDAY_10_UTC)).toBe(true);
    expect(scheduleActive(specific([1], 9 * HOUR, 11 * HOUR), MONDAY_10_UTC)).toBe(false);
  });

  it('wraps a window that starts after it ends over midnight', () => {
    const night = specific([1], 22 * HOUR, 6 * HOUR, 'UTC');
    expect(scheduleActive(night, Date.UTC(2026, 0, 5, 23, 0))).toBe(true);
    expect(scheduleActive(night, Date.UTC(2026, 0, 5, 3, 0))).toBe(true);
    expect(scheduleActive(night, MONDAY_10_UTC)).toBe(false);
  });
});

describe('custom schedules', () => {
  const custom = (enabled: boolean, startsOn: number, endsOn: number) =>
    ({
      type: 'CUSTOM',
      timezone: 'Europe/Berlin',
      items: [
        { enabled, dayOfWeek: 1, startsOn, endsOn },
        { enabled: true, dayOfWeek: 2, startsOn: 0, endsOn: 0 },
      ],
      dynamicValue: null,
    }) as AlarmSchedule;

  it('uses the window of the day, and nothing on a disabled day', () => {
    expect(scheduleActive(custom(true, 10 * HOUR, 12 * HOUR), MONDAY_10_UTC)).toBe(true);
    expect(scheduleActive(custom(true, 12 * HOUR, 13 * HOUR), MONDAY_10_UTC)).toBe(false);
    expect(scheduleActive(custom(false, 0, 0), MONDAY_10_UTC)).toBe(false);
    expect(scheduleActive(custom(false, 0, 0), MONDAY_10_UTC + 24 * HOUR)).toBe(true);
  });

  it('is inactive on a day it has no item for', () => {
    expect(scheduleActive(custom(true, 0, 0), MONDAY_10_UTC + 2 * 24 * HOUR)).toBe(false);
  });
});

describe('any time and dynamic schedules', () => {
  it('is always active without a schedule or with ANY_TIME', () => {
    expect(scheduleActive(null, MONDAY_10_UTC)).toBe(true);
    expect(scheduleActive({ type: 'ANY_TIME' }, MONDAY_10_UTC)).toBe(true);
  });

  it('takes a schedule of the same type from the attribute, else keeps the stored one', () => {
    const stored = specific([2], 0, 0);
    const fromAttribute = JSON.stringify(specific([1], 0, 0));
    const resolved = effectiveSchedule(stored, () => ({ type: 'STRING', value: fromAttribute }));
    expect(scheduleActive(resolved, MONDAY_10_UTC)).toBe(true);
    expect(effectiveSchedule(stored, () => ({ type: 'STRING', value: 'not json' }))).toBe(stored);
    expect(effectiveSchedule(stored, () => ({ type: 'STRING', value: '{"type":"ANY_TIME"}' }))).toBe(stored);
    expect(effectiveSchedule(stored, () => undefined)).toBe(stored);
  });
});
