import type { LegendConfig, WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import {
  DEFAULT_TIMESERIES_CHART_SETTINGS,
  DEFAULT_TIMESERIES_KEY_SETTINGS,
  type TimeseriesChartSettings,
} from './settings';
import { DEFAULT_LATEST_KEY_SETTINGS } from './thresholds';

/** A time-series widget without a legend config shows this one: a column at the bottom with each key's average. */
const DEFAULT_LEGEND_CONFIG: LegendConfig = {
  direction: 'column',
  position: 'bottom',
  sortDataKeys: false,
  showMin: false,
  showMax: false,
  showAvg: true,
  showTotal: false,
  showLatest: false,
};

/**
 * A saved line chart (3.4.1 or older) as the chart reads it. Nothing is renamed between those versions: missing
 * settings of the chart, of each key and of each latest key get the platform's defaults, a missing `showLegend`
 * means shown (the platform's rule for time-series widgets), and every other key, known or not, stays as saved.
 */
export function migrateTimeseriesChart(saved: WidgetConfig): WidgetConfig<TimeseriesChartSettings> {
  return {
    ...saved,
    showLegend: saved.showLegend ?? true,
    legendConfig: withDefaults(DEFAULT_LEGEND_CONFIG, saved.legendConfig),
    datasources: (saved.datasources ?? []).map((datasource) => ({
      ...datasource,
      dataKeys: (datasource.dataKeys ?? []).map((dataKey) => ({
        ...dataKey,
        settings: withDefaults(DEFAULT_TIMESERIES_KEY_SETTINGS, dataKey.settings),
      })),
      ...(datasource.latestDataKeys
        ? {
            latestDataKeys: datasource.latestDataKeys.map((dataKey) => ({
              ...dataKey,
              settings: withDefaults(DEFAULT_LATEST_KEY_SETTINGS, dataKey.settings),
            })),
          }
        : {}),
    })),
    settings: withDefaults(DEFAULT_TIMESERIES_CHART_SETTINGS, saved.settings),
  };
}
