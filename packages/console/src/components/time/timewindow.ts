import type {
  AggregationType,
  FixedPeriod,
  HistoryType,
  RealtimeType,
  Timewindow,
  TimewindowTab,
} from '@fleetdeck/model';
import {
  boundIntervalToWindow,
  boundToPredefinedInterval,
  clampLimit,
  DAY,
  MIN_DATAPOINTS_LIMIT,
  MINUTE,
  maxIntervalLimit,
  minIntervalLimit,
  SECOND,
} from './intervals';
import {
  quickIntervalLabel,
  quickIntervalPeriod,
  quickIntervalRange,
  realtimeQuickIntervalWindow,
  zonedNow,
} from './quick-intervals';

export type { FixedPeriod, HistoryType, RealtimeType, Timewindow, TimewindowTab };

/** A window too short to use falls back to this length when bounds are computed. */
const FALLBACK_WINDOW_MS = MINUTE;

/**
 * The defaults: realtime the last minute at one-second intervals (quick interval: the current day),
 * history the last minute with a fixed period from a day ago to now, aggregation AVG with half the maximum points.
 */
export function defaultTimewindow(maxDatapointsLimit: number, now: number = Date.now()): Timewindow {
  return {
    selectedTab: 'REALTIME',
    realtime: { realtimeType: 'LAST_INTERVAL', timewindowMs: MINUTE, interval: SECOND, quickInterval: 'CURRENT_DAY' },
    history: {
      historyType: 'LAST_INTERVAL',
      timewindowMs: MINUTE,
      interval: SECOND,
      fixedTimewindow: { startTimeMs: now - DAY, endTimeMs: now },
      quickInterval: 'CURRENT_DAY',
    },
    aggregation: { type: 'AVG', limit: Math.floor(maxDatapointsLimit / 2) },
    timezone: null,
  };
}

/**
 * The window length that sets the aggregation interval bounds of the selected tab: the last-interval length, the
 * quick interval's nominal length, or a fixed period's end minus start; a missing or empty one falls back.
 */
export function windowLength(timewindow: Timewindow, tab: TimewindowTab = timewindow.selectedTab): number {
  let length: number;
  if (tab === 'REALTIME') {
    const { realtime } = timewindow;
    length = realtime.realtimeType === 'INTERVAL' ? quickIntervalPeriod(realtime.quickInterval) : realtime.timewindowMs;
  } else {
    const { history } = timewindow;
    if (history.historyType === 'INTERVAL') length = quickIntervalPeriod(history.quickInterval);
    else if (history.historyType === 'FIXED')
      length = history.fixedTimewindow.endTimeMs - history.fixedTimewindow.startTimeMs;
    else length = history.timewindowMs;
  }
  return Number.isFinite(length) && length > 0 ? length : FALLBACK_WINDOW_MS;
}

/** The aggregation interval bounds of a tab. */
export function intervalBounds(timewindow: Timewindow, tab: TimewindowTab = timewindow.selectedTab) {
  const length = windowLength(timewindow, tab);
  return { min: minIntervalLimit(length), max: maxIntervalLimit(length) };
}

/**
 * After the window of a tab changed: its aggregation interval moves to the nearest predefined interval within the
 * new bounds, and a NONE limit is clamped between the minimum and maximum points.
 */
export function normalizeTimewindow(timewindow: Timewindow, maxDatapointsLimit: number): Timewindow {
  const snap = (tab: TimewindowTab, interval: number) => {
    const { min, max } = intervalBounds(timewindow, tab);
    return boundToPredefinedInterval(min, max, interval);
  };
  return {
    ...timewindow,
    realtime: { ...timewindow.realtime, interval: snap('REALTIME', timewindow.realtime.interval) },
    history: { ...timewindow.history, interval: snap('HISTORY', timewindow.history.interval) },
    aggregation: {
      ...timewindow.aggregation,
      limit: clampLimit(timewindow.aggregation.limit, maxDatapointsLimit),
    },
  };
}

/** What a subscription or a history read needs from a time window at one moment. */
export interface ResolvedTimewindow {
  realtime: boolean;
  startTs: number;
  /** history: the end of the range; realtime: now */
  endTs: number;
  /** the window length: realtime windows slide with it */
  timeWindowMs: number;
  interval: number;
  agg: AggregationType;
  /** points per key: the NONE limit, or the number of intervals in the window */
  limit: number;
}

/** Turns a time window into the range, interval and limit of a read at `now`. */
export function resolveTimewindow(
  timewindow: Timewindow,
  maxDatapointsLimit: number,
  now: number = Date.now(),
): ResolvedTimewindow {
  const agg = timewindow.aggregation.type;
  const aggregated = agg !== 'NONE';
  const zone = timewindow.timezone;
  let startTs: number;
  let endTs: number;
  let timeWindowMs: number;
  let wantedInterval: number;
  if (timewindow.selectedTab === 'REALTIME') {
    const { realtime } = timewindow;
    if (realtime.realtimeType === 'INTERVAL') {
      startTs = quickIntervalRange(realtime.quickInterval, now, zone).startTimeMs;
      timeWindowMs = realtimeQuickIntervalWindow(realtime.quickInterval, now, zone);
    } else {
      timeWindowMs = realtime.timewindowMs;
      startTs = now - timeWindowMs;
    }
    endTs = now;
    wantedInterval = realtime.interval;
  } else {
    const { history } = timewindow;
    if (history.historyType === 'LAST_INTERVAL') {
      endTs = now;
      startTs = now - history.timewindowMs;
    } else if (history.historyType === 'INTERVAL') {
      ({ startTimeMs: startTs, endTimeMs: endTs } = quickIntervalRange(history.quickInterval, now, zone));
    } else {
      ({ startTimeMs: startTs, endTimeMs: endTs } = history.fixedTimewindow);
    }
    timeWindowMs = endTs - startTs;
    wantedInterval = history.interval;
  }
  const interval = boundIntervalToWindow(windowLength(timewindow), wantedInterval, aggregated);
  const limit = aggregated
    ? Math.ceil(timeWindowMs / interval)
    : clampLimit(timewindow.aggregation.limit, maxDatapointsLimit);
  return { realtime: timewindow.selectedTab === 'REALTIME', startTs, endTs, timeWindowMs, interval, agg, limit };
}

/** Why a time window cannot be applied; null when it can. The keys are those the panel shows. */
export type TimewindowProblem = 'window' | 'period' | 'interval' | 'limit' | 'timezone';

/**
 * The Update button's validity rule: the selected tab's window is set, a fixed period starts before
 * it ends, the aggregation interval lies within the window's bounds, a NONE limit lies between the minimum and
 * maximum points, and a timezone, when set, is one the browser knows.
 */
export function timewindowProblem(
  timewindow: Timewindow,
  maxDatapointsLimit: number,
  isKnownTimezone: (name: string) => boolean,
): TimewindowProblem | null {
  const tab = timewindow.selectedTab;
  const current = tab === 'REALTIME' ? timewindow.realtime : timewindow.history;
  if (tab === 'REALTIME' && timewindow.realtime.realtimeType === 'LAST_INTERVAL' && !(current.timewindowMs > 0))
    return 'window';
  if (tab === 'HISTORY') {
    const { history } = timewindow;
    if (history.historyType === 'LAST_INTERVAL' && !(history.timewindowMs > 0)) return 'window';
    const { startTimeMs, endTimeMs } = history.fixedTimewindow;
    if (history.historyType === 'FIXED' && !(endTimeMs - startTimeMs >= SECOND)) return 'period';
  }
  if (timewindow.aggregation.type === 'NONE') {
    const { limit } = timewindow.aggregation;
    if (!Number.isInteger(limit) || limit < MIN_DATAPOINTS_LIMIT || limit > maxDatapointsLimit) return 'limit';
  } else {
    const { min, max } = intervalBounds(timewindow, tab);
    if (!(current.interval >= min && current.interval <= max)) return 'interval';
  }
  if (timewindow.timezone && !isKnownTimezone(timewindow.timezone)) return 'timezone';
  return null;
}

/** The fixed-period format (yyyy-MM-dd HH:mm:ss), in the window's timezone. */
export function formatPeriodTime(ms: number, timezoneName?: string | null): string {
  return zonedNow(ms, timezoneName).format('YYYY-MM-DD HH:mm:ss');
}

/** A translate function: the console passes i18next's. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A length as the time window reads it: days, hours, minutes and seconds, where a leading single unit reads bare
 * ("last minute", "last day 2 hours", "last 5 minutes").
 */
export function durationText(ms: number, t: Translate): string {
  const total = Math.floor(ms / SECOND);
  const units: Array<[string, number]> = [
    ['day', Math.floor(total / 86400)],
    ['hour', Math.floor((total % 86400) / 3600)],
    ['minute', Math.floor((total % 3600) / 60)],
    ['second', total % 60],
  ];
  const parts: string[] = [];
  for (const [unit, count] of units) {
    if (count <= 0) continue;
    parts.push(parts.length === 0 && count === 1 ? t(`timewindow.${unit}`) : t(`timewindow.${unit}s`, { count }));
  }
  return parts.join(' ');
}

/** The label of the time window button. */
export function timewindowDisplayText(timewindow: Timewindow, t: Translate, historyOnly = false): string {
  if (timewindow.selectedTab === 'REALTIME' && !historyOnly) {
    const { realtime } = timewindow;
    return realtime.realtimeType === 'INTERVAL'
      ? t(quickIntervalLabel(realtime.quickInterval))
      : `${t('timewindow.last-prefix')} ${durationText(realtime.timewindowMs, t)}`;
  }
  const { history } = timewindow;
  let text: string;
  if (history.historyType === 'LAST_INTERVAL') {
    text = `${t('timewindow.last-prefix')} ${durationText(history.timewindowMs, t)}`;
  } else if (history.historyType === 'INTERVAL') {
    text = t(quickIntervalLabel(history.quickInterval));
  } else {
    text = t('timewindow.period', {
      startTime: formatPeriodTime(history.fixedTimewindow.startTimeMs, timewindow.timezone),
      endTime: formatPeriodTime(history.fixedTimewindow.endTimeMs, timewindow.timezone),
    });
  }
  return historyOnly ? text : `${t('timewindow.history')} - ${text}`;
}

/** Whether two time windows differ in anything the user can change (for the Update button). */
export function timewindowsEqual(a: Timewindow, b: Timewindow): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
