import { describe, expect, it } from 'vitest';
import {
  allowedIntervals,
  boundIntervalToWindow,
  boundMaxInterval,
  boundMinInterval,
  boundToPredefinedInterval,
  clampLimit,
  DAY,
  defaultAggregationInterval,
  HOUR,
  MAX_INTERVAL,
  MINUTE,
  maxDatapointsLimitFrom,
  maxIntervalLimit,
  minIntervalLimit,
  PREDEFINED_INTERVALS,
  SECOND,
} from './intervals';

const values = (intervals: { value: number }[]) => intervals.map((interval) => interval.value);

describe('aggregation intervals', () => {
  it('offers the seed list: no 2 seconds, but 2 minutes and 2 hours, up to 30 days', () => {
    expect(PREDEFINED_INTERVALS.map(({ count, unit }) => `${count} ${unit}`)).toEqual([
      '1 seconds',
      '5 seconds',
      '10 seconds',
      '15 seconds',
      '30 seconds',
      '1 minutes',
      '2 minutes',
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '30 minutes',
      '1 hours',
      '2 hours',
      '5 hours',
      '10 hours',
      '12 hours',
      '1 days',
      '7 days',
      '30 days',
    ]);
  });

  it('bounds a window between its length over 500 and over 7, in whole seconds', () => {
    expect(minIntervalLimit(DAY)).toBe(173 * SECOND); // 172.8 s rounded up
    expect(maxIntervalLimit(DAY)).toBe(12342 * SECOND); // 12342.857 s rounded down
    expect(minIntervalLimit(HOUR)).toBe(8 * SECOND); // 7.2 s rounded up
    expect(maxIntervalLimit(HOUR)).toBe(514 * SECOND);
  });

  it('never bounds below one second nor above twenty years', () => {
    expect(minIntervalLimit(10 * SECOND)).toBe(SECOND);
    expect(maxIntervalLimit(3 * SECOND)).toBe(SECOND);
    expect(boundMinInterval(undefined)).toBe(SECOND);
    expect(boundMaxInterval(undefined)).toBe(MAX_INTERVAL);
    expect(boundMaxInterval(10_000 * DAY)).toBe(7300 * DAY);
  });

  it('allows for the last minute only 1 and 5 seconds', () => {
    expect(values(allowedIntervals(MINUTE))).toEqual([SECOND, 5 * SECOND]);
  });

  it('allows for one day the intervals from 5 minutes to 2 hours', () => {
    expect(values(allowedIntervals(DAY))).toEqual([5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR]);
  });

  it('allows for thirty days the intervals from 2 hours to 1 day', () => {
    expect(values(allowedIntervals(30 * DAY))).toEqual([2 * HOUR, 5 * HOUR, 10 * HOUR, 12 * HOUR, DAY]);
  });

  it('snaps a wanted interval to the nearest allowed one', () => {
    expect(boundToPredefinedInterval(minIntervalLimit(DAY), maxIntervalLimit(DAY), SECOND)).toBe(5 * MINUTE);
    expect(boundToPredefinedInterval(minIntervalLimit(DAY), maxIntervalLimit(DAY), 11 * MINUTE)).toBe(10 * MINUTE);
    expect(boundToPredefinedInterval(minIntervalLimit(DAY), maxIntervalLimit(DAY), DAY)).toBe(2 * HOUR);
  });

  it('keeps the wanted value when no predefined interval fits the bounds', () => {
    expect(boundToPredefinedInterval(3 * SECOND, 4 * SECOND, 3500)).toBe(3500);
  });

  it('defaults to the interval nearest to the window over 200 points', () => {
    expect(defaultAggregationInterval(MINUTE)).toBe(SECOND);
    expect(defaultAggregationInterval(DAY)).toBe(5 * MINUTE); // 432 s: 5 min is nearer than 10 min
    expect(defaultAggregationInterval(7 * DAY)).toBe(HOUR); // 3024 s
  });

  it('keeps a chosen interval inside the window bounds, and reads one-second points without aggregation', () => {
    expect(boundIntervalToWindow(DAY, SECOND, true)).toBe(173 * SECOND);
    expect(boundIntervalToWindow(DAY, 30 * DAY, true)).toBe(12342 * SECOND);
    expect(boundIntervalToWindow(DAY, 15 * MINUTE, true)).toBe(15 * MINUTE);
    expect(boundIntervalToWindow(DAY, 0, true)).toBe(5 * MINUTE);
    expect(boundIntervalToWindow(DAY, 15 * MINUTE, false)).toBe(SECOND);
  });
});

describe('data point limits', () => {
  it('takes the server maximum when it is above 7', () => {
    expect(maxDatapointsLimitFrom(500)).toBe(500);
    expect(maxDatapointsLimitFrom(50000)).toBe(50000);
  });

  it('uses 8 when the server value is missing or 7 or less', () => {
    expect(maxDatapointsLimitFrom(undefined)).toBe(8);
    expect(maxDatapointsLimitFrom(null)).toBe(8);
    expect(maxDatapointsLimitFrom(7)).toBe(8);
    expect(maxDatapointsLimitFrom(0)).toBe(8);
    expect(maxDatapointsLimitFrom(Number.NaN)).toBe(8);
  });

  it('clamps a NONE limit between 7 and the maximum', () => {
    expect(clampLimit(3, 500)).toBe(7);
    expect(clampLimit(800, 500)).toBe(500);
    expect(clampLimit(100, 500)).toBe(100);
    expect(clampLimit(undefined, 500)).toBe(250);
  });
});
