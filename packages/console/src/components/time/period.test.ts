import { describe, expect, it } from 'vitest';
import { SECOND } from './intervals';
import { withPeriodEnd, withPeriodStart } from './period';

const period = { startTimeMs: 100_000, endTimeMs: 200_000 };

describe('fixed period', () => {
  it('keeps the start at least one second before the end', () => {
    expect(withPeriodStart(period, 150_000)).toEqual({ startTimeMs: 150_000, endTimeMs: 200_000 });
    expect(withPeriodStart(period, 250_000)).toEqual({ startTimeMs: 200_000 - SECOND, endTimeMs: 200_000 });
  });

  it('pushes an end before the start to start plus one second', () => {
    expect(withPeriodEnd(period, 50_000, 1_000_000)).toEqual({ startTimeMs: 100_000, endTimeMs: 101_000 });
  });

  it('never lets the end pass now', () => {
    expect(withPeriodEnd(period, 900_000, 300_000)).toEqual({ startTimeMs: 100_000, endTimeMs: 300_000 });
  });
});
