import type { StoredTimewindow, Timewindow } from '@fleetdeck/model';
import { defaultTimewindow } from '../../components/time/timewindow';

const HISTORY_TYPES = ['LAST_INTERVAL', 'FIXED', 'INTERVAL'] as const;

/**
 * A saved time window as a complete one. Missing discriminators are inferred as the platform does: the realtime
 * tab when a realtime part exists, the interval type when only a quick interval is set, and for history the last
 * interval when a length is set, else the quick interval, else the fixed period. A window saved without
 * aggregation averages over the server's maximum points.
 */
export function toTimewindow(stored: StoredTimewindow, maxDatapointsLimit: number, now: number): Timewindow {
  const base = defaultTimewindow(maxDatapointsLimit, now);
  const realtime = stored.realtime ?? {};
  const history = stored.history ?? {};
  const selectedTab = stored.selectedTab ?? (stored.realtime ? 0 : 1);
  const realtimeType = realtime.realtimeType ?? (realtime.quickInterval ? 1 : 0);
  const historyType = history.historyType ?? (history.timewindowMs ? 0 : history.quickInterval ? 2 : 1);
  return {
    selectedTab: selectedTab === 1 ? 'HISTORY' : 'REALTIME',
    realtime: {
      realtimeType: realtimeType === 1 ? 'INTERVAL' : 'LAST_INTERVAL',
      timewindowMs: realtime.timewindowMs ?? base.realtime.timewindowMs,
      interval: realtime.interval ?? base.realtime.interval,
      quickInterval: realtime.quickInterval ?? base.realtime.quickInterval,
    },
    history: {
      historyType: HISTORY_TYPES[historyType] ?? 'LAST_INTERVAL',
      timewindowMs: history.timewindowMs ?? base.history.timewindowMs,
      interval: history.interval ?? base.history.interval,
      fixedTimewindow: history.fixedTimewindow ?? base.history.fixedTimewindow,
      quickInterval: history.quickInterval ?? base.history.quickInterval,
    },
    aggregation: {
      type: stored.aggregation?.type ?? 'AVG',
      limit: stored.aggregation?.limit ?? maxDatapointsLimit,
    },
    timezone: stored.timezone ?? null,
    hideInterval: stored.hideInterval,
    hideAggregation: stored.hideAggregation,
    hideAggInterval: stored.hideAggInterval,
    hideTimezone: stored.hideTimezone,
  };
}

/** A complete time window in the numeric form dashboards save, so that `toTimewindow` reads it back unchanged. */
export function toStoredTimewindow(timewindow: Timewindow): StoredTimewindow {
  return {
    hideInterval: timewindow.hideInterval,
    hideAggregation: timewindow.hideAggregation,
    hideAggInterval: timewindow.hideAggInterval,
    hideTimezone: timewindow.hideTimezone,
    selectedTab: timewindow.selectedTab === 'HISTORY' ? 1 : 0,
    timezone: timewindow.timezone ?? null,
    realtime: {
      realtimeType: timewindow.realtime.realtimeType === 'INTERVAL' ? 1 : 0,
      interval: timewindow.realtime.interval,
      timewindowMs: timewindow.realtime.timewindowMs,
      quickInterval: timewindow.realtime.quickInterval,
    },
    history: {
      historyType: HISTORY_TYPES.indexOf(timewindow.history.historyType) as 0 | 1 | 2,
      interval: timewindow.history.interval,
      timewindowMs: timewindow.history.timewindowMs,
      fixedTimewindow: timewindow.history.fixedTimewindow,
      quickInterval: timewindow.history.quickInterval,
    },
    aggregation: { type: timewindow.aggregation.type, limit: timewindow.aggregation.limit },
  };
}
