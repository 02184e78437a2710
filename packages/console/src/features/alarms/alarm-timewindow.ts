import { DAY } from '../../components/time/intervals';
import { defaultTimewindow, normalizeTimewindow, type Timewindow } from '../../components/time/timewindow';

/**
 * The tab's starting window, the platform's for alarm tables: the last 30 days, history only, with no
 * aggregation to choose (alarms are listed, not aggregated).
 */
export function alarmsTimewindow(maxDatapointsLimit: number, now: number = Date.now()): Timewindow {
  const base = defaultTimewindow(maxDatapointsLimit, now);
  return normalizeTimewindow(
    {
      ...base,
      selectedTab: 'HISTORY',
      history: { ...base.history, historyType: 'LAST_INTERVAL', timewindowMs: 30 * DAY },
      hideAggregation: true,
      hideAggInterval: true,
    },
    maxDatapointsLimit,
  );
}
