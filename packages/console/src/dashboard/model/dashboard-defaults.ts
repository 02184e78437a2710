import type { DashboardSettings, DashboardState, GridSettings, StoredTimewindow } from '@fleetdeck/model';
import { DAY, MINUTE, SECOND } from '../../components/time/intervals';

export const DEFAULT_GRID_COLUMNS = 24;
export const DEFAULT_GRID_MARGIN = 10;
export const DEFAULT_MOBILE_ROW_HEIGHT = 70;

export function defaultGridSettings(): GridSettings {
  return {
    backgroundColor: '#eeeeee',
    columns: DEFAULT_GRID_COLUMNS,
    margin: DEFAULT_GRID_MARGIN,
    backgroundSizeMode: '100%',
  };
}

/** The settings of a dashboard saved without any. */
export function defaultDashboardSettings(): DashboardSettings {
  return {
    stateControllerId: 'entity',
    showTitle: false,
    showDashboardsSelect: true,
    showEntitiesSelect: true,
    showDashboardTimewindow: true,
    showDashboardExport: true,
    toolbarAlwaysOpen: true,
  };
}

export function defaultDashboardState(name: string, root: boolean): DashboardState {
  return { name, root, layouts: { main: { widgets: {}, gridSettings: defaultGridSettings() } } };
}

/**
 * The time window of a dashboard saved without one, in the stored numeric form: realtime, the last minute at
 * one-second intervals, averaged over half the server's maximum points.
 */
export function defaultStoredTimewindow(maxDatapointsLimit: number, now: number): StoredTimewindow {
  return {
    displayValue: '',
    hideInterval: false,
    hideAggregation: false,
    hideAggInterval: false,
    hideTimezone: false,
    selectedTab: 0,
    realtime: { realtimeType: 0, interval: SECOND, timewindowMs: MINUTE, quickInterval: 'CURRENT_DAY' },
    history: {
      historyType: 0,
      interval: SECOND,
      timewindowMs: MINUTE,
      fixedTimewindow: { startTimeMs: now - DAY, endTimeMs: now },
      quickInterval: 'CURRENT_DAY',
    },
    aggregation: { type: 'AVG', limit: Math.floor(maxDatapointsLimit / 2) },
  };
}
