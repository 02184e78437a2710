import { describe, expect, it } from 'vitest';
import { adjustIntervalParts, fromIntervalParts, toIntervalParts } from './interval-parts';
import { DAY, HOUR, MINUTE, SECOND } from './intervals';

describe('interval editor fields', () => {
  it('splits a length into days, hours, minutes and seconds and back', () => {
    const ms = 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND;
    expect(toIntervalParts(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(fromIntervalParts(toIntervalParts(ms))).toBe(ms);
  });

  it('carries seconds and minutes at 60 and hours at 24', () => {
    expect(adjustIntervalParts({ days: 0, hours: 0, minutes: 59, seconds: 60 })).toEqual({
      days: 0,
      hours: 1,
      minutes: 0,
      seconds: 0,
    });
    expect(adjustIntervalParts({ days: 0, hours: 24, minutes: 0, seconds: 0 })).toEqual({
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('borrows a negative field from the larger ones', () => {
    expect(adjustIntervalParts({ days: 1, hours: 0, minutes: 0, seconds: -1 })).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it('turns a negative field into 0 when nothing larger is set, and never lets days go below 0', () => {
    expect(adjustIntervalParts({ days: 0, hours: 0, minutes: 0, seconds: -1 })).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(adjustIntervalParts({ days: -2, hours: 5, minutes: 0, seconds: 0 })).toEqual({
      days: 0,
      hours: 5,
      minutes: 0,
      seconds: 0,
    });
  });
});
