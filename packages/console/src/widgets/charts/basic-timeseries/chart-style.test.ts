import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { type TimeseriesChartStyle, timeseriesChart } from './chart-option';
import type { TimeseriesChartSettings } from './settings';

// biome-ignore lint/suspicious/noExplicitAny: echarts options are loosely typed; the tests read plain JSON out of them
type Option = any;

/** The option of a chart type's default config, its two keys drawn from a device's points. */
function chartOf(alias: string, chartStyle: TimeseriesChartStyle, callFunction?: (body: string) => unknown): Option {
  const definition = widgetDefinition(`charts.${alias}`);
  if (!definition) throw new Error(`no chart ${alias}`);
  const config = definition.migrate(structuredClone(definition.defaultConfig)) as WidgetConfig<TimeseriesChartSettings>;
  const datasource = { type: 'entity' as const, entityName: 'Pump', dataKeys: [] };
  const data: WidgetSeries[] = (config.datasources?.[0].dataKeys ?? []).map((dataKey, index) => ({
    datasource,
    dataKey,
    data: [
      [1000, index],
      [2000, 'true'],
      [3000, 0],
    ],
  }));
  return timeseriesChart({
    config,
    data,
    timeWindow: { min: 0, max: 4000 },
    legendSelected: {},
    t: (key) => key,
    chartStyle,
    callFunction: callFunction && ((body) => callFunction(body)),
  });
}

describe('the time-series chart styles', () => {
  it('Timeseries Bar Chart: draws each key as bars in its colour, stacked as the settings say', () => {
    const { option, legend } = chartOf('timeseries_bars_flot', 'bar');
    expect(option.series.map((series: Option) => [series.type, series.name, series.color, series.stack])).toEqual([
      ['bar', 'First', '#2196f3', 'stack'],
      ['bar', 'Second', '#ffc107', 'stack'],
    ]);
    expect(option.series[0].data).toEqual([
      [1000, 0],
      [2000, 1],
      [3000, 0],
    ]);
    expect(legend.rows.map((row: Option) => row.name)).toEqual(['First', 'Second']);
  });

  it('State Chart: holds each state until the next, and labels the ticks and the tooltip with its formatters', () => {
    const onOff = (body: string) => (body.includes("'On'") ? 'On' : undefined);
    const { option } = chartOf('state_chart', 'state', onOff);
    expect(option.series.map((series: Option) => [series.type, series.step, series.name])).toEqual([
      ['line', 'end', 'Switch 1'],
      ['line', 'end', 'Switch 2'],
    ]);
    expect(option.yAxis[0].axisLabel.formatter(1)).toBe('On');
    expect(option.series[0].tooltip.valueFormatter(1)).toBe('On');
  });

  it('the line chart stays a line without steps', () => {
    const { option } = chartOf('basic_timeseries', 'line');
    expect(option.series[0]).toMatchObject({ type: 'line', step: undefined, sampling: 'lttb' });
  });
});
