import type { StoredTimewindow } from '@fleetdeck/model';

/**
 * The time window a chart's zoom asks for: the history of the fixed period selected, keeping the window's
 * aggregation and the interval of the tab it was on (the subscription bounds the interval to the new period), as the
 * platform's `onUpdateTimewindow` turns any window into a fixed history one.
 */
export function zoomedTimewindow(current: StoredTimewindow, startTimeMs: number, endTimeMs: number): StoredTimewindow {
  const realtime = current.selectedTab === 0 || (current.selectedTab === undefined && current.realtime !== undefined);
  const interval = realtime ? current.realtime?.interval : current.history?.interval;
  return {
    ...current,
    selectedTab: 1,
    history: {
      ...current.history,
      historyType: 1,
      ...(interval === undefined ? {} : { interval }),
      fixedTimewindow: { startTimeMs: Math.round(startTimeMs), endTimeMs: Math.round(endTimeMs) },
    },
  };
}
