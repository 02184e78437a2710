import { describe, expect, it } from 'vitest';
import { DAY, HOUR, WEEK, YEAR } from './intervals';
import {
  CURRENT_QUICK_INTERVALS,
  quickIntervalLabel,
  quickIntervalPeriod,
  quickIntervalRange,
  realtimeQuickIntervalWindow,
} from './quick-intervals';

// Wednesday 13 March 2024, 10:30 UTC (11:30 in Berlin, 19:30 in Tokyo).
const NOW = Date.UTC(2024, 2, 13, 10, 30);
const iso = (range: { startTimeMs: number; endTimeMs: number }) => [
  new Date(range.startTimeMs).toISOString(),
  new Date(range.endTimeMs).toISOString(),
];

describe('quick intervals', () => {
  it('realtime offers only the current ones', () => {
    expect(CURRENT_QUICK_INTERVALS).toEqual([
      'CURRENT_HOUR',
      'CURRENT_DAY',
      'CURRENT_DAY_SO_FAR',
      'CURRENT_WEEK',
      'CURRENT_WEEK_ISO',
      'CURRENT_WEEK_SO_FAR',
      'CURRENT_WEEK_ISO_SO_FAR',
      'CURRENT_MONTH',
      'CURRENT_MONTH_SO_FAR',
      'CURRENT_YEAR',
      'CURRENT_YEAR_SO_FAR',
    ]);
  });

  it('names each interval by its message key', () => {
    expect(quickIntervalLabel('CURRENT_WEEK_ISO_SO_FAR')).toBe('timeinterval.predefined.current-week-iso-so-far');
  });

  it('measures the aggregation bounds with nominal lengths', () => {
    expect(quickIntervalPeriod('CURRENT_HOUR')).toBe(HOUR);
    expect(quickIntervalPeriod('THIS_DAY_LAST_WEEK')).toBe(DAY);
    expect(quickIntervalPeriod('PREVIOUS_WEEK_ISO')).toBe(WEEK);
    expect(quickIntervalPeriod('CURRENT_MONTH_SO_FAR')).toBe(30 * DAY);
    expect(quickIntervalPeriod('PREVIOUS_YEAR')).toBe(YEAR);
  });

  it('computes days in the chosen timezone', () => {
    expect(iso(quickIntervalRange('CURRENT_DAY', NOW, 'UTC'))).toEqual([
      '2024-03-13T00:00:00.000Z',
      '2024-03-14T00:00:00.000Z',
    ]);
    expect(iso(quickIntervalRange('CURRENT_DAY', NOW, 'Asia/Tokyo'))).toEqual([
      '2024-03-12T15:00:00.000Z',
      '2024-03-13T15:00:00.000Z',
    ]);
    expect(iso(quickIntervalRange('YESTERDAY', NOW, 'UTC'))).toEqual([
      '2024-03-12T00:00:00.000Z',
      '2024-03-13T00:00:00.000Z',
    ]);
    expect(iso(quickIntervalRange('DAY_BEFORE_YESTERDAY', NOW, 'UTC'))[0]).toBe('2024-03-11T00:00:00.000Z');
    expect(iso(quickIntervalRange('THIS_DAY_LAST_WEEK', NOW, 'UTC'))[0]).toBe('2024-03-06T00:00:00.000Z');
  });

  it('ends the "so far" intervals now', () => {
    expect(iso(quickIntervalRange('CURRENT_DAY_SO_FAR', NOW, 'Europe/Berlin'))).toEqual([
      '2024-03-12T23:00:00.000Z',
      '2024-03-13T10:30:00.000Z',
    ]);
    expect(quickIntervalRange('CURRENT_YEAR_SO_FAR', NOW, 'UTC').endTimeMs).toBe(NOW);
  });

  it('starts plain weeks on Sunday and ISO weeks on Monday', () => {
    expect(iso(quickIntervalRange('CURRENT_WEEK', NOW, 'UTC'))).toEqual([
      '2024-03-10T00:00:00.000Z',
      '2024-03-17T00:00:00.000Z',
    ]);
    expect(iso(quickIntervalRange('CURRENT_WEEK_ISO', NOW, 'UTC'))).toEqual([
      '2024-03-11T00:00:00.000Z',
      '2024-03-18T00:00:00.000Z',
    ]);
    expect(iso(quickIntervalRange('PREVIOUS_WEEK', NOW, 'UTC'))[0]).toBe('2024-03-03T00:00:00.000Z');
    expect(iso(quickIntervalRange('PREVIOUS_WEEK_ISO', NOW, 'UTC'))[0]).toBe('2024-03-04T00:00:00.000Z');
  });

  it('covers whole months, years and the current hour', () => {
    expect(iso(quickIntervalRange('PREVIOUS_MONTH', NOW, 'UTC'))).toEqual([
      '2024-02-01T00:00:00.000Z',
      '2024-03-01T00:00:00.000Z',
    ]);
    expect(iso(quickIntervalRange('PREVIOUS_YEAR', NOW, 'UTC'))).toEqual([
      '2023-01-01T00:00:00.000Z',
      '2024-01-01T00:00:00.000Z',
    ]);
    expect(iso(quickIntervalRange('CURRENT_HOUR', NOW, 'UTC'))).toEqual([
      '2024-03-13T10:00:00.000Z',
      '2024-03-13T11:00:00.000Z',
    ]);
    expect(iso(quickIntervalRange('CURRENT_MONTH', NOW, 'UTC'))[1]).toBe('2024-04-01T00:00:00.000Z');
  });

  it('subscribes realtime quick intervals to their full length', () => {
    expect(realtimeQuickIntervalWindow('CURRENT_HOUR', NOW, 'UTC')).toBe(HOUR);
    expect(realtimeQuickIntervalWindow('CURRENT_DAY_SO_FAR', NOW, 'UTC')).toBe(DAY);
    expect(realtimeQuickIntervalWindow('CURRENT_WEEK_ISO', NOW, 'UTC')).toBe(WEEK);
    expect(realtimeQuickIntervalWindow('CURRENT_MONTH', NOW, 'UTC')).toBe(31 * DAY);
    expect(realtimeQuickIntervalWindow('CURRENT_YEAR', NOW, 'UTC')).toBe(366 * DAY);
  });
});
