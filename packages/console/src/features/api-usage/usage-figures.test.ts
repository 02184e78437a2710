import type { EntityData } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { featureFigures, lastDayHours, lastYearMonths, monthStartOf, periodValues } from './usage-figures';

const MARCH = Date.UTC(2026, 2, 1);

function usage(series: Record<string, { ts: number; value: string }>): EntityData {
  return { entityId: { entityType: 'API_USAGE_STATE', id: 'u' }, latest: { TIME_SERIES: series }, timeseries: null };
}

describe('featureFigures', () => {
  it("reads the month's counts and the transport state", () => {
    const figures = featureFigures(
      usage({
        transportMsgCount: { ts: MARCH, value: '10' },
        transportDataPointsCount: { ts: MARCH, value: '25' },
        transportApiState: { ts: MARCH + 5, value: 'DISABLED' },
      }),
      MARCH,
    );
    expect(figures.slice(0, 2).map(({ feature, count, state }) => [feature.monthKey, count, state])).toEqual([
      ['transportMsgCount', 10, 'DISABLED'],
      ['transportDataPointsCount', 25, 'DISABLED'],
    ]);
    expect(figures.map(({ feature }) => feature.monthKey)).toContain('createdAlarmsCount');
  });

  it('reads a limit the server stored, and none for 0 (unlimited) or a limit never stored', () => {
    const figures = featureFigures(
      usage({
        jsExecutionCount: { ts: MARCH, value: '3' },
        jsExecutionLimit: { ts: MARCH + 9, value: '100' },
        emailLimit: { ts: MARCH + 9, value: '0' },
      }),
      MARCH,
    );
    const limitOf = (key: string) => figures.find(({ feature }) => feature.monthKey === key)?.limit;
    expect(limitOf('jsExecutionCount')).toBe(100);
    expect(limitOf('emailCount')).toBeNull();
    expect(limitOf('smsCount')).toBeNull();
  });

  it("counts 0 for a counter of an earlier month, and ENABLED for a state never saved (the server's empty value)", () => {
    const figures = featureFigures(
      usage({
        transportMsgCount: { ts: Date.UTC(2026, 1, 1), value: '99' },
        transportApiState: { ts: 0, value: '' },
      }),
      MARCH,
    );
    expect(figures[0]).toMatchObject({ count: 0, state: 'ENABLED' });
  });
});

describe('monthStartOf', () => {
  it('is the first millisecond of the UTC month', () => {
    expect(monthStartOf(Date.UTC(2026, 2, 31, 23, 59))).toBe(MARCH);
  });
});

describe('lastYearMonths', () => {
  it('is the starts of the 12 UTC months up to this one, across a year', () => {
    const months = lastYearMonths(Date.UTC(2026, 2, 15));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe(Date.UTC(2025, 3, 1));
    expect(months[11]).toBe(MARCH);
  });
});

describe('periodValues', () => {
  it('puts each hourly point in its hour of the last 24, and 0 where nothing was counted', () => {
    const now = Date.UTC(2026, 2, 2, 10, 30);
    const hours = lastDayHours(now);
    expect(hours).toHaveLength(24);
    expect(hours[23]).toBe(Date.UTC(2026, 2, 2, 10));
    expect(hours[0]).toBe(Date.UTC(2026, 2, 1, 11));
    const values = periodValues(hours, [
      { ts: Date.UTC(2026, 2, 2, 10), value: 7 },
      { ts: Date.UTC(2026, 2, 2, 8), value: 3 },
    ]);
    expect(values.slice(-3)).toEqual([3, 0, 7]);
    expect(values.slice(0, 21).every((value) => value === 0)).toBe(true);
  });
});
