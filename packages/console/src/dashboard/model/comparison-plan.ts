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
 * A realtime chart's comparison period at `now`: the earlier period of the window that ends now. It moves with the
 * window.
 */
export function comparisonWindowAt(
  window: ResolvedTimewindow,
  settings: ComparisonSettings,
  now: number,
): { min: number; max: number } {
  const min = comparisonStart({ ...window, startTs: now - window.timeWindowMs, endTs: now }, settings);
  return { min, max: min + window.timeWindowMs };
}

/** The points of a list sorted oldest first that lie in [min, max]; the same list when all of them do. */
export function pointsWithin<P extends readonly [number, unknown]>(points: P[], min: number, max: number): P[] {
  const first = firstAtOrAfter(points, min);
  const end = firstAtOrAfter(points, max + 1);
  return first === 0 && end === points.length ? points : points.slice(first, end);
}

function firstAtOrAfter(points: ReadonlyArray<readonly [number, unknown]>, ts: number): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((points[middle] as readonly [number, unknown])[0] < ts) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The subscription of a chart's comparison period: the same entities and time series keys, read as the history of
 * the earlier period of the same length, once; null when comparison is off or the widget has no time window.
 * A realtime window's period is the one at `now`, read one window length further, so that it can follow the
 * moving window (`comparisonWindowAt`) for that long before it is read again. Function and count datasources have
 * no earlier values to read.
 */
export function comparisonPlan(
  plan: WidgetSubscriptionPlan,
  settings: ComparisonSettings,
  now: number = Date.now(),
): WidgetSubscriptionPlan | null {
  const window = plan.timewindow;
  if (settings.comparisonEnabled !== true || !window) return null;
  const current = window.realtime ? { ...window, startTs: now - window.timeWindowMs, endTs: now } : window;
  const startTs = comparisonStart(current, settings);
  const length = current.endTs - current.startTs;
  const endTs = startTs + (window.realtime ? 2 * length : length);
  const earlier: ResolvedTimewindow = { ...window, realtime: false, startTs, endTs };
  const datasources = plan.datasources.map((source): DatasourcePlan => {
    if (source.kind !== 'entityData') return { kind: 'unresolved', datasource: source.datasource };
    const asked = source.data.historyCmd ?? source.data.tsCmd;
    if (!asked) return { ...source, data: {} };
    const { keys, interval, agg } = asked;
    const limit = window.realtime && asked.limit !== undefined ? 2 * asked.limit : asked.limit;
    return { ...source, data: { historyCmd: { keys, interval, limit, agg, startTs, endTs } } };
  });
  return { timewindow: earlier, datasources, alarms: null };
}
