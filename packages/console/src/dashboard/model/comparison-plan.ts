import dayjs from 'dayjs';
import type { ResolvedTimewindow } from '../../components/time/timewindow';
import type { DatasourcePlan, WidgetSubscriptionPlan } from './subscription-plan';

/** How far back a chart's comparison period lies (its `timeForComparison` setting). */
export type TimeForComparison = 'previousInterval' | 'customInterval' | 'days' | 'weeks' | 'months' | 'years';

export interface ComparisonSettings {
  comparisonEnabled?: unknown;
  timeForComparison?: unknown;
  /** ms back for 'customInterval' */
  comparisonCustomIntervalValue?: unknown;
}

const CALENDAR_UNITS = { days: 'day', weeks: 'week', months: 'month', years: 'year' } as const;

/** The setting as one of the known periods; anything else compares with the previous interval, as the platform does. */
export function timeForComparison(settings: ComparisonSettings): TimeForComparison {
  const value = settings.timeForComparison;
  return value === 'customInterval' || (typeof value === 'string' && value in CALENDAR_UNITS)
    ? (value as TimeForComparison)
    : 'previousInterval';
}

/**
 * The start of the comparison period of a window: one window length before it, the same time a day, week, month
 * or year before (calendar months and years), or the custom interval before.
 */
export function comparisonStart(window: ResolvedTimewindow, settings: ComparisonSettings): number {
  const period = timeForComparison(settings);
  if (period === 'previousInterval') return window.startTs - (window.endTs - window.startTs);
  if (period === 'customInterval') {
    const custom = Number(settings.comparisonCustomIntervalValue);
    return window.startTs - (Number.isFinite(custom) && custom > 0 ? custom : 7_200_000);
  }
  return dayjs(window.startTs).subtract(1, CALENDAR_UNITS[period]).valueOf();
}

/**
 * The subscription of a chart's comparison period: the same entities and time series keys, read as the history of
 * the earlier period of the same length, once; null when comparison is off or the widget has no time window.
 * Function and count datasources have no earlier values to read.
 */
export function comparisonPlan(
  plan: WidgetSubscriptionPlan,
  settings: ComparisonSettings,
): WidgetSubscriptionPlan | null {
  const window = plan.timewindow;
  if (settings.comparisonEnabled !== true || !window) return null;
  const startTs = comparisonStart(window, settings);
  const endTs = startTs + (window.endTs - window.startTs);
  const earlier: ResolvedTimewindow = { ...window, realtime: false, startTs, endTs };
  const datasources = plan.datasources.map((source): DatasourcePlan => {
    if (source.kind !== 'entityData') return { kind: 'unresolved', datasource: source.datasource };
    const asked = source.data.historyCmd ?? source.data.tsCmd;
    if (!asked) return { ...source, data: {} };
    const { keys, interval, limit, agg } = asked;
    return { ...source, data: { historyCmd: { keys, interval, limit, agg, startTs, endTs } } };
  });
  return { timewindow: earlier, datasources, alarms: null };
}
