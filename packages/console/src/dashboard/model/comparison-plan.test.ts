import { describe, expect, it } from 'vitest';
import type { ResolvedTimewindow } from '../../components/time/timewindow';
import { comparisonPlan, comparisonStart, comparisonWindowAt, pointsWithin } from './comparison-plan';
import type { WidgetSubscriptionPlan } from './subscription-plan';

const DAY = 86_400_000;
const march15 = Date.UTC(2026, 2, 15, 12);
const window: ResolvedTimewindow = {
  realtime: true,
  startTs: march15,
  endTs: march15 + DAY,
  timeWindowMs: DAY,
  interval: 60_000,
  agg: 'AVG',
  limit: 1440,
};

const plan: WidgetSubscriptionPlan = {
  timewindow: window,
  alarms: null,
  datasources: [
    {
      kind: 'entityData',
      datasource: { type: 'entity', dataKeys: [] },
      query: { entityFilter: { type: 'singleEntity' }, pageLink: { page: 0, pageSize: 1 } } as never,
      data: {
        tsCmd: {
          keys: ['temperature'],
          startTs: window.startTs,
          timeWindow: DAY,
          interval: 60_000,
          limit: 1440,
          agg: 'AVG',
        },
        latestCmd: { keys: [{ type: 'ATTRIBUTE', key: 'threshold' }] },
      },
    },
    { kind: 'unresolved', datasource: { type: 'entity', dataKeys: [] } },
  ],
};

describe('the comparison period of a chart', () => {
  it('lies one window, a calendar unit or the custom interval before the window', () => {
    expect(comparisonStart(window, { timeForComparison: 'previousInterval' })).toBe(march15 - DAY);
    expect(comparisonStart(window, { timeForComparison: 'days' })).toBe(march15 - DAY);
    expect(comparisonStart(window, { timeForComparison: 'weeks' })).toBe(march15 - 7 * DAY);
    expect(new Date(comparisonStart(window, { timeForComparison: 'months' })).getUTCMonth()).toBe(1);
    expect(new Date(comparisonStart(window, { timeForComparison: 'years' })).getUTCFullYear()).toBe(2025);
    expect(
      comparisonStart(window, { timeForComparison: 'customInterval', comparisonCustomIntervalValue: 3_600_000 }),
    ).toBe(march15 - 3_600_000);
    // an unknown setting compares with the previous interval
    expect(comparisonStart(window, { timeForComparison: 'fortnights' })).toBe(march15 - DAY);
  });

  it('reads the same keys as the history of the earlier period, without latest values', () => {
    const history = { ...plan, timewindow: { ...window, realtime: false } };
    const earlier = comparisonPlan(history, { comparisonEnabled: true, timeForComparison: 'days' });
    expect(earlier?.timewindow).toMatchObject({ realtime: false, startTs: march15 - DAY, endTs: march15 });
    expect(earlier?.datasources[0]).toMatchObject({
      kind: 'entityData',
      data: {
        historyCmd: {
          keys: ['temperature'],
          startTs: march15 - DAY,
          endTs: march15,
          interval: 60_000,
          limit: 1440,
          agg: 'AVG',
        },
      },
    });
    expect(earlier?.datasources[0]).not.toHaveProperty('data.latestCmd');
    expect(earlier?.datasources[1].kind).toBe('unresolved');
  });

  it('in a realtime window reads the period of the window ending now, one window further ahead', () => {
    const now = march15 + DAY + 5_000;
    const earlier = comparisonPlan(plan, { comparisonEnabled: true, timeForComparison: 'previousInterval' }, now);
    const start = now - 2 * DAY;
    expect(earlier?.timewindow).toMatchObject({ realtime: false, startTs: start, endTs: start + 2 * DAY });
    expect(earlier?.datasources[0]).toMatchObject({
      data: { historyCmd: { startTs: start, endTs: start + 2 * DAY, limit: 2 * 1440 } },
    });
  });

  it('follows the moving window: the period at each moment lies as far back as the setting says', () => {
    const at = march15 + DAY;
    expect(comparisonWindowAt(window, { timeForComparison: 'previousInterval' }, at)).toEqual({
      min: march15 - DAY,
      max: march15,
    });
    expect(comparisonWindowAt(window, { timeForComparison: 'previousInterval' }, at + 60_000)).toEqual({
      min: march15 - DAY + 60_000,
      max: march15 + 60_000,
    });
    expect(
      comparisonWindowAt(window, { timeForComparison: 'customInterval', comparisonCustomIntervalValue: 3_600_000 }, at),
    ).toEqual({ min: march15 - 3_600_000, max: march15 + DAY - 3_600_000 });
  });

  it('keeps the points of the moving period, the same list when every point is in it', () => {
    const points: Array<[number, unknown]> = [
      [10, 1],
      [20, 2],
      [30, 3],
      [40, 4],
    ];
    expect(pointsWithin(points, 15, 30)).toEqual([
      [20, 2],
      [30, 3],
    ]);
    expect(pointsWithin(points, 0, 100)).toBe(points);
    expect(pointsWithin(points, 41, 100)).toEqual([]);
  });

  it('is not read when comparison is off', () => {
    expect(comparisonPlan(plan, { comparisonEnabled: false })).toBeNull();
    expect(comparisonPlan({ ...plan, timewindow: null }, { comparisonEnabled: true })).toBeNull();
  });
});
