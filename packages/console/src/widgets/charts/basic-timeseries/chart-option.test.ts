import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DataKey, WidgetConfig } from '../../widget-config';
import type { WidgetEntity } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';
import { timeseriesChart, timeseriesChartOption } from './chart-option';
import { migrateTimeseriesChart } from './migrate';
import type { TimeseriesChartSettings } from './settings';

const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/thermostats-temperature-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

// biome-ignore lint/suspicious/noExplicitAny: echarts options are loosely typed; the tests read plain JSON out of them
type Option = any;

function chart(change: (config: WidgetConfig<TimeseriesChartSettings>) => void = () => {}): Option {
  const config = migrateTimeseriesChart(structuredClone(saved));
  change(config);
  const data: WidgetSeries[] = (config.datasources ?? []).flatMap((datasource) =>
    datasource.dataKeys.map((dataKey) => ({
      datasource: { ...datasource, entityName: 'Thermostat T1' },
      dataKey,
      data: [
        [1000, '20'],
        [2000, 'n/a'],
        [3000, '22.54'],
      ] as Array<[number, unknown]>,
    })),
  );
  return timeseriesChartOption({
    config,
    data,
    timeWindow: { min: 0, max: 4000 },
    legendSelected: {},
    t: (key) => key,
  });
}

const humidity = (settings: Record<string, unknown> = {}): DataKey => ({
  name: 'humidity',
  type: 'timeseries',
  label: 'Humidity',
  color: '#2196f3',
  settings,
});

describe('the line chart option', () => {
  it('draws each key in its colour with the saved line settings, over the time window', () => {
    const option = chart();
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({
      name: 'Temperature',
      color: '#ef5350',
      smooth: true,
      showSymbol: false,
      data: [
        [1000, 20],
        [3000, 22.54],
      ],
      lineStyle: { width: 1, shadowBlur: 4 },
      areaStyle: { opacity: 0.4 },
    });
    expect(option.xAxis[0]).toMatchObject({ type: 'time', min: 0, max: 4000 });
  });

  it('prints values with the key decimals and units', () => {
    expect(chart().series[0].tooltip.valueFormatter(21.46)).toBe('21.5 °C');
  });

  it('draws the grid, axes and fonts as the settings say', () => {
    const option = chart((config) => {
      config.settings.grid = { ...config.settings.grid, verticalLines: false, backgroundColor: '#fafafa' };
      config.settings.yaxis = { ...config.settings.yaxis, min: 0, max: 50, title: '°C', tickSize: 10, tickDecimals: 1 };
      config.settings.xaxis = { ...config.settings.xaxis, showLabels: false };
      config.settings.fontSize = 12;
    });
    expect(option.grid).toMatchObject({ borderWidth: 1, borderColor: '#545454', backgroundColor: '#fafafa' });
    expect(option.xAxis[0].splitLine.show).toBe(false);
    expect(option.xAxis[0].axisLabel).toMatchObject({ show: false, fontSize: 12 });
    expect(option.yAxis[0]).toMatchObject({ min: 0, max: 50, interval: 10, minInterval: 0.1, name: '°C' });
    expect(option.yAxis[0].splitLine).toEqual({ show: true, lineStyle: { color: '#DDDDDD' } });
    expect(option.yAxis[0].axisLabel.formatter(12)).toBe('12.0');
  });

  it('stacks the keys unless a key is excluded from stacking', () => {
    const option = chart((config) => {
      config.settings.stack = true;
      config.datasources?.[0].dataKeys.push(
        humidity({ ...config.datasources[0].dataKeys[0].settings, excludeFromStacking: true }),
      );
    });
    expect(option.series.map((series: Option) => series.stack)).toEqual(['stack', undefined]);
  });

  it('hides the tooltip, or shows one series at a time, as the settings say', () => {
    expect(chart((config) => (config.settings.showTooltip = false)).tooltip.show).toBe(false);
    expect(chart().tooltip.trigger).toBe('axis');
    expect(chart((config) => (config.settings.tooltipIndividual = true)).tooltip.trigger).toBe('item');
  });

  it('shows the legend figures the legend config asks for, with units', () => {
    const option = chart();
    // echarts' own legend only keeps which series are shown: the legend is a table beside the canvas
    expect(option.legend).toMatchObject({ show: false, data: ['Temperature'] });
    expect(option.legend.formatter('Temperature')).toBe(
      'Temperature   legend.min: 20 °C   legend.max: 22.5 °C   legend.avg: 21.3 °C',
    );
  });

  it('hands the legend table its rows, figures, direction and position from the saved legend config', () => {
    const config = migrateTimeseriesChart(structuredClone(saved));
    config.legendConfig = {
      direction: 'row',
      position: 'right',
      showMin: true,
      showMax: true,
      showAvg: true,
      showTotal: true,
    };
    const datasource = config.datasources?.[0] ?? { type: 'entity' as const, dataKeys: [] };
    const { legend } = timeseriesChart({
      config,
      data: [
        {
          datasource,
          dataKey: datasource.dataKeys[0],
          data: [
            [1, '20'],
            [2, '22.5'],
            [3, '24'],
          ],
        },
      ],
      timeWindow: { min: 0, max: 4 },
      legendSelected: {},
      t: (key) => key,
    });
    expect(legend).toEqual({
      shown: true,
      direction: 'row',
      position: 'right',
      stats: ['min', 'max', 'avg', 'total'],
      rows: [
        {
          name: 'Temperature',
          color: '#ef5350',
          figures: ['20 °C', '24 °C', '22.2 °C', '66.5 °C'],
          alwaysShown: false,
        },
      ],
    });
  });

  it('leaves keys out of the legend or hides them at first, as their settings say', () => {
    const option = chart((config) => {
      const settings = config.datasources?.[0].dataKeys[0].settings ?? {};
      config.datasources?.[0].dataKeys.push(humidity({ ...settings, removeFromLegend: true }));
      config.datasources?.[0].dataKeys.push({ ...humidity({ ...settings, hideDataByDefault: true }), label: 'Hidden' });
    });
    expect(option.legend.data).toEqual(['Temperature', 'Hidden']);
    expect(option.legend.selected).toEqual({ Temperature: true, Humidity: true, Hidden: false });
  });

  it('hides the legend when the config says so', () => {
    const config = migrateTimeseriesChart(structuredClone(saved));
    config.showLegend = false;
    const { legend } = timeseriesChart({
      config,
      data: [],
      timeWindow: { min: 0, max: 1 },
      legendSelected: {},
      t: (k) => k,
    });
    expect(legend.shown).toBe(false);
  });

  it("draws a key's thresholds as lines in its colour", () => {
    const option = chart((config) => {
      const settings = config.datasources?.[0].dataKeys[0].settings ?? {};
      settings.thresholds = [{ thresholdValueSource: 'predefinedValue', thresholdValue: 25 }];
      config.settings.thresholdsLineWidth = 2;
    });
    expect(option.series[0].markLine.data).toEqual([
      { yAxis: 25, lineStyle: { color: '#ef5350', width: 2, type: 'solid' } },
    ]);
    // the fixture's threshold has no value: no line
    expect(chart().series[0].markLine).toBeUndefined();
  });

  it('draws the latest value of a latest key used as threshold, outside the legend', () => {
    const config = migrateTimeseriesChart(structuredClone(saved));
    const limit: DataKey = {
      name: 'limit',
      type: 'attribute',
      label: 'Limit',
      color: '#4caf50',
      settings: { useAsThreshold: true },
    };
    const datasource = config.datasources?.[0] ?? { type: 'entity' as const, dataKeys: [] };
    const option: Option = timeseriesChartOption({
      config,
      data: [],
      latestData: [{ datasource, dataKey: limit, data: [[1000, '30']] }],
      timeWindow: { min: 0, max: 4000 },
      legendSelected: {},
      t: (key) => key,
    });
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({
      data: [],
      markLine: { data: [{ yAxis: 30, lineStyle: { color: '#4caf50', width: 1 } }] },
    });
    expect(option.series[0].name).toBeUndefined();
  });

  it('leaves zeros out of the tooltip and adds the sum when the settings ask', () => {
    expect(chart().tooltip.formatter).toBeUndefined();
    const option = chart((config) => {
      config.settings.hideZeros = true;
      config.settings.tooltipCumulative = true;
    });
    const html = option.tooltip.formatter([
      { seriesName: 'Temperature', seriesIndex: 0, marker: '', value: [1000, 21.46] },
      { seriesName: 'Other', seriesIndex: 0, marker: '', value: [1000, 0] },
    ]);
    expect(html).toContain('Temperature: <b>21.5 °C</b>');
    expect(html).not.toContain('Other');
    expect(html).toContain('legend.total: <b>21.46</b>');
  });

  it('zooms into a span selected with the mouse, not with the wheel', () => {
    const option = chart();
    expect(option.toolbox).toMatchObject({ show: false, feature: { dataZoom: { yAxisIndex: 'none' } } });
    expect(option.dataZoom).toEqual([
      expect.objectContaining({ type: 'inside', xAxisIndex: 0, zoomOnMouseWheel: false, moveOnMouseMove: false }),
    ]);
  });

  it("formats tooltip values and tick labels with the settings' functions, run in the host's sandbox", () => {
    const config = migrateTimeseriesChart(structuredClone(saved));
    config.settings.tooltipValueFormatter = 'tooltip';
    config.settings.yaxis = { ...config.settings.yaxis, ticksFormatter: 'ticks' };
    const calls: unknown[][] = [];
    const option: Option = timeseriesChartOption({
      config,
      data: [],
      timeWindow: { min: 0, max: 1 },
      legendSelected: {},
      t: (key) => key,
      callFunction: (body, argNames, args) => {
        calls.push([body, argNames, args]);
        return body === 'ticks' ? `${args[0]} deg` : undefined;
      },
    });
    expect(option.yAxis[0].axisLabel.formatter(20)).toBe('20 deg');
    expect(calls).toEqual([['ticks', ['value'], [20]]]);
    config.datasources?.[0].dataKeys.forEach((key) => {
      if (key.settings) key.settings.tooltipValueFormatter = 'tooltip';
    });
    const withKey: Option = timeseriesChartOption({
      config,
      data: [
        {
          datasource: config.datasources?.[0] ?? { type: 'entity', dataKeys: [] },
          dataKey: config.datasources?.[0].dataKeys[0] ?? humidity(),
          data: [],
        },
      ],
      timeWindow: { min: 0, max: 1 },
      legendSelected: {},
      t: (key) => key,
      callFunction: (_body, _names, args) => `~${args[0]}`,
    });
    expect(withKey.series[0].tooltip.valueFormatter(21.46)).toBe('~21.46');
    // outside a dashboard nothing runs the functions: the key's decimals and units
    expect(
      chart((config) => (config.settings.tooltipValueFormatter = 'tooltip')).series[0].tooltip.valueFormatter(21.46),
    ).toBe('21.5 °C');
  });

  it("draws points in the key's shape", () => {
    expect(chart().series[0].symbol).toBe('circle');
    const shaped = (shape: string) =>
      chart((config) => {
        const settings = config.datasources?.[0].dataKeys[0].settings ?? {};
        settings.showPointShape = shape;
      }).series[0].symbol;
    expect([shaped('square'), shaped('triangle'), shaped('custom')]).toEqual(['rect', 'triangle', 'circle']);
    expect(shaped('cross')).toMatch(/^path:\/\//);
  });

  it('keeps a series whose hiding is disabled shown, whatever the legend says', () => {
    const option = chart((config) => {
      const settings = config.datasources?.[0].dataKeys[0].settings ?? {};
      Object.assign(settings, { disableDataHiding: true, hideDataByDefault: true });
    });
    expect(option.legend.selected).toEqual({ Temperature: true });
    const config = migrateTimeseriesChart(structuredClone(saved));
    Object.assign(config.datasources?.[0].dataKeys[0].settings ?? {}, { disableDataHiding: true });
    const datasource = config.datasources?.[0] ?? { type: 'entity' as const, dataKeys: [] };
    const clicked: Option = timeseriesChartOption({
      config,
      data: [{ datasource, dataKey: datasource.dataKeys[0], data: [[1, 20]] }],
      timeWindow: { min: 0, max: 1 },
      legendSelected: { Temperature: false },
      t: (key) => key,
    });
    expect(clicked.legend.selected).toEqual({ Temperature: true });
  });

  it('draws a key with an axis of its own against that axis, its ticks with the units', () => {
    const option = chart((config) => {
      const dataKey = config.datasources?.[0].dataKeys[0];
      if (!dataKey) throw new Error('the fixture has a key');
      Object.assign(dataKey.settings ?? {}, { showSeparateAxis: true, axisPosition: 'right', axisMin: 10 });
    });
    expect(option.yAxis).toHaveLength(2);
    expect(option.series[0].yAxisIndex).toBe(1);
    expect(option.yAxis[1]).toMatchObject({ position: 'right', min: 10 });
    expect(option.yAxis[1].axisLabel.formatter(21)).toBe('21 °C');
    // the grid leaves room for it
    expect(option.grid.right).toBeGreaterThan(chart().grid.right);
  });

  it('thins long series down to the pixels with the largest-triangle sampling', () => {
    expect(chart().series[0].sampling).toBe('lttb');
  });

  it('draws the earlier period of each key dashed against a second time axis, with its own legend figures', () => {
    const config = migrateTimeseriesChart(structuredClone(saved));
    config.settings.comparisonEnabled = true;
    config.settings.timeForComparison = 'days';
    const datasource = config.datasources?.[0] ?? { type: 'entity' as const, dataKeys: [] };
    const entity: WidgetEntity = { id: { entityType: 'DEVICE', id: 'd1' }, name: 'T1', label: null };
    const series = (points: Array<[number, unknown]>): WidgetSeries => ({
      datasource,
      dataKey: datasource.dataKeys[0],
      data: points,
      entity,
    });
    const option: Option = timeseriesChartOption({
      config,
      data: [series([[86_400_000 + 1000, 20]])],
      comparison: {
        data: [
          series([
            [1000, 10],
            [2000, 14],
          ]),
        ],
        timeWindow: { min: 0, max: 86_400_000 },
      },
      timeWindow: { min: 86_400_000, max: 2 * 86_400_000 },
      legendSelected: {},
      t: (key) => key,
    });
    expect(option.series).toHaveLength(2);
    expect(option.series[1]).toMatchObject({
      name: 'Temperature legend.comparison-time-ago.days',
      xAxisIndex: 1,
      data: [
        [1000, 10],
        [2000, 14],
      ],
      lineStyle: { type: 'dashed' },
    });
    expect(option.xAxis[1]).toMatchObject({ type: 'time', position: 'top', min: 0, max: 86_400_000 });
    expect(option.legend.data).toEqual(['Temperature', 'Temperature legend.comparison-time-ago.days']);
    expect(option.legend.formatter('Temperature legend.comparison-time-ago.days')).toContain('legend.max: 14 °C');
    // a key that hides its comparison values, or a label of its own
    const labelled = structuredClone(config);
    Object.assign(labelled.datasources?.[0].dataKeys[0].settings ?? {}, {
      comparisonSettings: { showValuesForComparison: true, comparisonValuesLabel: 'Yesterday', color: '#999' },
    });
    const labelledSource = labelled.datasources?.[0] ?? datasource;
    const named: Option = timeseriesChartOption({
      config: labelled,
      data: [{ datasource: labelledSource, dataKey: labelledSource.dataKeys[0], data: [], entity }],
      comparison: { data: [], timeWindow: { min: 0, max: 1 } },
      timeWindow: { min: 1, max: 2 },
      legendSelected: {},
      t: (key) => key,
    });
    expect(named.series[1]).toMatchObject({ name: 'Yesterday', color: '#999' });
  });

  it('draws no comparison while the setting is off', () => {
    const option = chart();
    expect(option.series).toHaveLength(1);
    expect(option.xAxis).toHaveLength(1);
  });
});
