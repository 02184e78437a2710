import { describe, expect, it } from 'vitest';
import type { ResolvedTimewindow } from '../../components/time/timewindow';
import { comparisonPlan, comparisonStart } from './comparison-plan';
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
    const earlier = comparisonPlan(plan, { comparisonEnabled: true, timeForComparison: 'days' });
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

  it('is not read when comparison is off', () => {
    expect(comparisonPlan(plan, { comparisonEnabled: false })).toBeNull();
    expect(comparisonPlan({ ...plan, timewindow: null }, { comparisonEnabled: true })).toBeNull();
  });
});
