import type { AggregationType } from '../telemetry-ws.js';

/** The quick intervals of the time window, in the platform's order. */
export const QUICK_INTERVALS = [
  'YESTERDAY',
  'DAY_BEFORE_YESTERDAY',
  'THIS_DAY_LAST_WEEK',
  'PREVIOUS_WEEK',
  'PREVIOUS_WEEK_ISO',
  'PREVIOUS_MONTH',
  'PREVIOUS_YEAR',
  'CURRENT_HOUR',
  'CURRENT_DAY',
  'CURRENT_DAY_SO_FAR',
  'CURRENT_WEEK',
  'CURRENT_WEEK_ISO',
  'CURRENT_WEEK_SO_FAR',
  'CURRENT_WEEK_ISO_SO_FAR',
  'CURRENT_MONTH',
  'CURRENT_MONTH_SO_FAR',
  'CURRENT_YEAR',
  'CURRENT_YEAR_SO_FAR',
] as const;

export type QuickTimeInterval = (typeof QUICK_INTERVALS)[number];

export type TimewindowTab = 'REALTIME' | 'HISTORY';
/** Realtime: the last interval, or the current quick interval. */
export type RealtimeType = 'LAST_INTERVAL' | 'INTERVAL';
/** History: the last interval, a fixed period, or a quick interval. */
export type HistoryType = 'LAST_INTERVAL' | 'FIXED' | 'INTERVAL';

export interface FixedPeriod {
  startTimeMs: number;
  endTimeMs: number;
}

/** A complete time window, as a chart or widget keeps it once loaded. */
export interface Timewindow {
  selectedTab: TimewindowTab;
  realtime: {
    realtimeType: RealtimeType;
    timewindowMs: number;
    /** aggregation interval, ms */
    interval: number;
    quickInterval: QuickTimeInterval;
  };
  history: {
    historyType: HistoryType;
    timewindowMs: number;
    interval: number;
    fixedTimewindow: FixedPeriod;
    quickInterval: QuickTimeInterval;
  };
  aggregation: { type: AggregationType; limit: number };
  /** an IANA name; null means the browser's time */
  timezone: string | null;
  hideInterval?: boolean;
  hideAggregation?: boolean;
  hideAggInterval?: boolean;
  hideTimezone?: boolean;
}

/**
 * A time window as dashboard JSON stores it: the tabs and types are numbers (0 realtime / 1 history; realtime
 * 0 last interval / 1 interval; history 0 last interval / 1 fixed / 2 interval) and any part may be missing.
 */
export interface StoredTimewindow {
  displayValue?: string;
  hideInterval?: boolean;
  hideAggregation?: boolean;
  hideAggInterval?: boolean;
  hideTimezone?: boolean;
  selectedTab?: 0 | 1;
  timezone?: string | null;
  realtime?: { realtimeType?: 0 | 1; interval?: number; timewindowMs?: number; quickInterval?: QuickTimeInterval };
  history?: {
    historyType?: 0 | 1 | 2;
    interval?: number;
    timewindowMs?: number;
    fixedTimewindow?: FixedPeriod;
    quickInterval?: QuickTimeInterval;
  };
  aggregation?: { type?: AggregationType; limit?: number };
}
