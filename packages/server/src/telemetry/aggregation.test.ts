import { describe, expect, it } from 'vitest';
import { aggregate, type BucketStats, buckets, intervalCount, tooManyIntervalsMessage } from './aggregation.js';

const none: BucketStats = {
  longCount: 0,
  doubleCount: 0,
  boolCount: 0,
  stringCount: 0,
  jsonCount: 0,
  longSum: null,
  doubleSum: null,
  longMin: null,
  longMax: null,
  doubleMin: null,
  doubleMax: null,
  stringMin: null,
  stringMax: null,
};

const longs: BucketStats = { ...none, longCount: 2, longSum: 10, longMin: 3, longMax: 7 };
const mixed: BucketStats = { ...longs, doubleCount: 1, doubleSum: 2.5, doubleMin: 2.5, doubleMax: 2.5 };
const strings: BucketStats = { ...none, stringCount: 2, stringMin: 'off', stringMax: 'on' };

describe('buckets', () => {
  it('splits the range into steps timed at their middle, the last one ending at endTs', () => {
    expect(buckets(0, 2500, 1000)).toEqual([
      { start: 0, end: 1000, ts: 500 },
      { start: 1000, end: 2000, ts: 1500 },
      { start: 2000, end: 2500, ts: 2250 },
    ]);
  });

  it('rounds an odd bucket middle down', () => {
    expect(buckets(0, 3, 3)).toEqual([{ start: 0, end: 3, ts: 1 }]);
  });

  it('makes one bucket of an empty range', () => {
    expect(buckets(100, 100, 1000)).toEqual([{ start: 100, end: 101, ts: 100 }]);
  });
});

describe('interval count', () => {
  it('counts whole intervals with a floor of one second', () => {
    expect(intervalCount(0, 700_000, 1000)).toBe(700);
    expect(intervalCount(0, 701_000, 10)).toBe(701);
    expect(intervalCount(0, 3_600_000, 60_000)).toBe(60);
    expect(intervalCount(1000, 0, 1000)).toBe(-1);
  });

  it('words the cap as the platform does', () => {
    expect(tooManyIntervalsMessage(701)).toBe(
      "Incorrect TsKvQuery. Number of intervals is to high - 701. Please increase 'interval' parameter for your query or reduce the time range of the query.",
    );
  });
});

describe('aggregate', () => {
  it('has no value for an empty bucket', () => {
    for (const agg of ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT'] as const) expect(aggregate(none, agg)).toBeNull();
  });

  it('averages numbers as a double', () => {
    expect(aggregate(longs, 'AVG')).toEqual({ type: 'DOUBLE', value: 5 });
    expect(aggregate(mixed, 'AVG')).toEqual({ type: 'DOUBLE', value: 12.5 / 3 });
  });

  it('averages a bucket without numbers to 0.0', () => {
    expect(aggregate(strings, 'AVG')).toEqual({ type: 'DOUBLE', value: 0 });
  });

  it('sums longs as a long unless a double takes part', () => {
    expect(aggregate(longs, 'SUM')).toEqual({ type: 'LONG', value: 10 });
    expect(aggregate(mixed, 'SUM')).toEqual({ type: 'DOUBLE', value: 12.5 });
    expect(aggregate(strings, 'SUM')).toEqual({ type: 'LONG', value: 0 });
  });

  it('takes min and max over numbers, mixed kinds as doubles', () => {
    expect(aggregate(longs, 'MIN')).toEqual({ type: 'LONG', value: 3 });
    expect(aggregate(longs, 'MAX')).toEqual({ type: 'LONG', value: 7 });
    expect(aggregate(mixed, 'MIN')).toEqual({ type: 'DOUBLE', value: 2.5 });
    expect(aggregate(mixed, 'MAX')).toEqual({ type: 'DOUBLE', value: 7 });
  });

  it('takes min and max over strings when there are no numbers', () => {
    expect(aggregate(strings, 'MIN')).toEqual({ type: 'STRING', value: 'off' });
    expect(aggregate(strings, 'MAX')).toEqual({ type: 'STRING', value: 'on' });
  });

  it('counts the first kind present of boolean, string, JSON, then numbers', () => {
    expect(aggregate(mixed, 'COUNT')).toEqual({ type: 'LONG', value: 3 });
    expect(aggregate({ ...mixed, boolCount: 4 }, 'COUNT')).toEqual({ type: 'LONG', value: 4 });
    expect(aggregate({ ...strings, jsonCount: 5 }, 'COUNT')).toEqual({ type: 'LONG', value: 2 });
    expect(aggregate({ ...none, jsonCount: 5 }, 'COUNT')).toEqual({ type: 'LONG', value: 5 });
  });
});
