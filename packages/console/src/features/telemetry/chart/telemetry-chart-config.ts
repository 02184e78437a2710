import type { Timewindow } from '../../../components/time/timewindow';
import type { WidgetConfig } from '../../../widgets/widget-config';
import type { WidgetSeries } from '../../../widgets/widget-definition';
import type { ChartSeries } from './chart-series';

/** The widget type the telemetry chart dialog draws with. */
export const TELEMETRY_CHART_WIDGET = 'charts.basic_timeseries';

/**
 * The chosen keys of one entity as a saved line chart widget would hold them: one entity datasource, one time series
 * key per chosen key in the given colours, and the look the dialog has always had (legend of key names on top, no
 * frame, shadow or vertical grid lines, y ticks as fine as the data needs).
 */
export function telemetryChartConfig(
  entityName: string,
  keys: readonly string[],
  colors: readonly string[],
  timewindow: Timewindow,
): WidgetConfig {
  return {
    title: entityName,
    datasources: [
      {
        type: 'entity',
        entityName,
        dataKeys: keys.map((key, index) => ({
          name: key,
          type: 'timeseries',
          label: key,
          color: colors[index % colors.length],
          settings: { lineWidth: 2 },
        })),
      },
    ],
    timewindow,
    useDashboardTimewindow: false,
    showLegend: true,
    legendConfig: {
      direction: 'row',
      position: 'top',
      showMin: false,
      showMax: false,
      showAvg: false,
      showTotal: false,
    },
    settings: {
      shadowSize: 0,
      fontColor: '#6E7079',
      fontSize: 12,
      grid: { verticalLines: false, outlineWidth: 0, color: '#6E7079', tickColor: '#E0E6F1' },
      yaxis: { tickDecimals: null },
    },
  };
}

/** The points read for each key, in the order of the config's data keys. */
export function telemetryChartData(config: WidgetConfig, series: ChartSeries): WidgetSeries[] {
  return (config.datasources ?? []).flatMap((datasource) =>
    datasource.dataKeys.map((dataKey) => ({ datasource, dataKey, data: series[dataKey.name] ?? [] })),
  );
}
