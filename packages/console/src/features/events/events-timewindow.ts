import { DAY } from '../../components/time/intervals';
import { defaultTimewindow, resolveTimewindow, type Timewindow } from '../../components/time/timewindow';

/** Events are read from history: the last day by default, without aggregation (each event is one row). */
export function defaultEventsTimewindow(maxDatapointsLimit: number, now: number = Date.now()): Timewindow {
  const timewindow = defaultTimewindow(maxDatapointsLimit, now);
  return {
    ...timewindow,
    selectedTab: 'HISTORY',
    history: { ...timewindow.history, historyType: 'LAST_INTERVAL', timewindowMs: DAY },
    hideAggregation: true,
    hideAggInterval: true,
  };
}

/** The time range the events list and the clear call take, at `now`. */
export function eventsTimeRange(
  timewindow: Timewindow,
  maxDatapointsLimit: number,
  now: number = Date.now(),
): { startTime: number; endTime: number } {
  const { startTs, endTs } = resolveTimewindow(timewindow, maxDatapointsLimit, now);
  return { startTime: startTs, endTime: endTs };
}
