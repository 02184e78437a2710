import { describe, expect, it } from 'vitest';
import { dayText, endingAt, fromDays, INTERVALS, initialWindow, intervalOf, stepped } from './navigator-window';

const at = (text: string) => new Date(text).getTime();

describe('the periods of the date range navigator', () => {
  it('starts with the initial interval ending with the last moment of today', () => {
    const period = initialWindow('week', at('2026-06-10T15:30:00'));
    expect(period).toEqual({ start: at('2026-06-04T00:00:00'), end: at('2026-06-10T23:59:59.999') });
    expect(intervalOf(period)).toBe('week');
  });

  it('moves by the step size and keeps the end when the interval changes', () => {
    const week = initialWindow('week', at('2026-06-10T12:00:00'));
    expect(stepped(week, 'day', -1)).toEqual({ start: at('2026-06-03T00:00:00'), end: at('2026-06-09T23:59:59.999') });
    expect(endingAt(week.end, 'day')).toEqual({ start: at('2026-06-10T00:00:00'), end: week.end });
    expect(intervalOf(endingAt(week.end, 'twoWeeks'))).toBe('twoWeeks');
    expect(INTERVALS.sixMonths.ms).toBe(180 * 86_400_000);
  });

  it('reads picked days as whole days, and refuses a start after the end', () => {
    const period = fromDays('2026-06-01', '2026-06-02');
    expect(period).toEqual({ start: at('2026-06-01T00:00:00'), end: at('2026-06-02T23:59:59.999') });
    expect(period && intervalOf(period)).toBeNull();
    expect(fromDays('2026-06-03', '2026-06-02')).toBeNull();
    expect(fromDays('', '2026-06-02')).toBeNull();
    expect(dayText(at('2026-06-01T08:00:00'))).toBe('2026-06-01');
  });
});
