import type { Palette } from '@mui/material/styles';
import type { Timewindow } from '../../../components/time/timewindow';
import type { WidgetConfig } from '../../../widgets/widget-config';
import type { WidgetSeries } from '../../../widgets/widget-definition';
import type { ChartSeries } from './chart-series';

/** The widget type the telemetry chart dialog draws with. */
export const TELEMETRY_CHART_WIDGET = 'charts.basic_timeseries';

/** The colours of the chart's texts and grid lines. */
export interface TelemetryChartLook {
  text: string;
  gridLines: string;
}

/** The greys the dialog has always had on a light background; the theme's text and divider colours on a dark one. */
export function telemetryChartLook(palette: Palette): TelemetryChartLook {
  return palette.mode === 'dark'
    ? { text: palette.text.secondary, gridLines: palette.divider }
    : { text: '#6E7079', gridLines: '#E0E6F1' };
}

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
  look: TelemetryChartLook,
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
      fontColor: look.text,
      fontSize: 12,
      grid: { verticalLines: false, outlineWidth: 0, color: look.text, tickColor: look.gridLines },
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
