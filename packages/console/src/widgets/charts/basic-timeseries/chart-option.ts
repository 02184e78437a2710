import type { EChartsCoreOption } from 'echarts/core';
import { timeForComparison } from '../../../dashboard/model/comparison-plan';
import { formatValue } from '../../format-value';
import { keyLabel } from '../../key-label';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { type ChartLegend, chartLegend } from './chart-legend';
import { drawnSeries } from './drawn-points';
import type { SeriesStats } from './legend-stats';
import type { TimeseriesChartSettings, TimeseriesKeySettings } from './settings';
import { keyThresholdLines, latestThresholdLines, thresholdMarkLine } from './thresholds';
import { tooltipHtml } from './tooltip';
import { axesSpace, planYAxes, type YAxisPlan } from './y-axes';

export type Translate = (key: string) => string;

/**
 * How a time-series chart draws each key: the platform's flot chart types of the same settings. 'line' (Timeseries
 * Line Chart), 'bar' (Timeseries Bar Chart, stacked when the settings stack) and 'state' (State Chart: a line that
 * holds each value until the next one, for on/off states).
 */
export type TimeseriesChartStyle = 'line' | 'bar' | 'state';

interface ChartInput {
  config: WidgetConfig<TimeseriesChartSettings>;
  data: readonly WidgetSeries[];
  timeWindow: { min: number; max: number };
  /** the legend's own choices since the chart opened: series name → shown */
  legendSelected: Record<string, boolean>;
  t: Translate;
  /** the values of the datasources' latest keys; those marked as thresholds draw a line */
  latestData?: readonly WidgetSeries[];
  /** the series of the comparison period, when the chart compares */
  comparison?: { data: readonly WidgetSeries[]; timeWindow: { min: number; max: number } } | null;
  /** runs a formatter function from the settings in the host's sandbox; absent outside a dashboard */
  callFunction?: (body: string, argNames: string[], args: unknown[]) => unknown;
  /** 'line' when absent */
  chartStyle?: TimeseriesChartStyle;
}

/**
 * A formatter from the settings (`function(value)`) as a function, or undefined when there is none or nothing can
 * run it; a formatter that answers neither text nor a number leaves the default text.
 */
function userFormatter(input: ChartInput, body: string | undefined, fallback: (value: number) => string) {
  const run = input.callFunction;
  if (!run || !body?.trim()) return undefined;
  return (value: number) => {
    const text = run(body, ['value'], [value]);
    return typeof text === 'string' || typeof text === 'number' ? String(text) : fallback(value);
  };
}

/** px: bars of a sparse window stay bars, not blocks */
const BAR_MAX_WIDTH = 24;

/** The platform's point shapes as echarts symbols; the cross is drawn as a filled outline. */
const POINT_SYMBOLS: Record<string, string> = {
  circle: 'circle',
  square: 'rect',
  diamond: 'diamond',
  triangle: 'triangle',
  cross: 'path://M2 0L5 3L8 0L10 2L7 5L10 8L8 10L5 7L2 10L0 8L3 5L0 2Z',
};

/**
 * The echarts option of the line chart: one line per data key of every datasource, drawn as the widget's settings
 * and each key's settings say. Values that are neither numbers nor booleans are left out.
 */
export function timeseriesChartOption(input: ChartInput): EChartsCoreOption {
  return timeseriesChart(input).option;
}

/** The echarts option of the line chart and the legend table drawn beside it. */
export function timeseriesChart(input: ChartInput): { option: EChartsCoreOption; legend: ChartLegend } {
  const { config, data, timeWindow, legendSelected, t } = input;
  const settings = config.settings;
  const font = { color: settings.fontColor, fontSize: settings.fontSize };
  const shadow = settings.shadowSize;
  const style = input.chartStyle ?? 'line';

  const { axes, axisOfKey } = planYAxes(
    { ...settings.yaxis, units: '' },
    data.map((series) => series.dataKey),
    config.units ?? '',
  );
  const lines = data.map(({ datasource, dataKey, data: points }, index): KeyLine => {
    const keySettings = dataKey.settings as TimeseriesKeySettings;
    const drawn = drawnSeries(points);
    const decimals = dataKey.decimals ?? config.decimals;
    const units = dataKey.units ?? config.units;
    const name = keyLabel(dataKey, datasource);
    const keyFormat = (value: number) => formatValue(value, decimals, units);
    const tooltipFormat =
      userFormatter(input, keySettings.tooltipValueFormatter || settings.tooltipValueFormatter, keyFormat) ?? keyFormat;
    const series = {
      name,
      type: style === 'bar' ? 'bar' : 'line',
      data: drawn.points,
      yAxisIndex: axisOfKey[index],
      // a day of points at 4 s is far more than the plot's pixels: the line keeps the shape of the largest triangles
      sampling: style === 'bar' ? undefined : 'lttb',
      step: style === 'state' ? 'end' : undefined,
      barMaxWidth: style === 'bar' ? BAR_MAX_WIDTH : undefined,
      color: dataKey.color,
      smooth: settings.smoothLines,
      showSymbol: keySettings.showPoints,
      symbolSize: keySettings.showPointsRadius * 2,
      symbol: POINT_SYMBOLS[keySettings.showPointShape] ?? 'circle',
      stack: settings.stack && !keySettings.excludeFromStacking ? 'stack' : undefined,
      lineStyle: {
        width: keySettings.showLines ? keySettings.lineWidth : 0,
        shadowBlur: shadow,
        shadowOffsetY: shadow / 2,
        shadowColor: shadow > 0 ? 'rgba(0, 0, 0, 0.2)' : 'transparent',
      },
      areaStyle: keySettings.fillLines ? { opacity: 0.4 } : undefined,
      tooltip: { valueFormatter: (value: unknown) => tooltipFormat(Number(value)) },
      markLine: thresholdMarkLine(
        keyThresholdLines(keySettings.thresholds, dataKey.color, settings.thresholdsLineWidth),
      ),
    };
    return {
      name,
      series,
      inLegend: !keySettings.removeFromLegend,
      hiddenByDefault: keySettings.hideDataByDefault && !keySettings.disableDataHiding,
      alwaysShown: keySettings.disableDataHiding,
      stats: drawn.stats,
      format: keyFormat,
      tooltipFormat,
    };
  });

  const comparing = settings.comparisonEnabled === true && input.comparison != null;
  const comparisonLines = comparing ? earlierLines(input, lines, axisOfKey) : [];
  const keyLines = lines;
  const allLines = [...keyLines, ...comparisonLines];

  const legend = chartLegend(config, allLines);
  const legendNames = legend.rows.map((row) => row.name);
  const selected = Object.fromEntries(allLines.map((line) => [line.name, !line.hiddenByDefault]));
  const alwaysShown = Object.fromEntries(allLines.filter((line) => line.alwaysShown).map((line) => [line.name, true]));
  const statsText = (name: string) => {
    const row = legend.rows.find((candidate) => candidate.name === name);
    if (!row || row.figures.every((figure) => figure === '')) return name;
    return [name, ...row.figures.map((figure, index) => `${t(`legend.${legend.stats[index]}`)}: ${figure}`)].join(
      '   ',
    );
  };

  const grid = settings.grid;
  const xaxis = settings.xaxis;
  const yaxis = settings.yaxis;
  const space = axesSpace(axes);

  const option = {
    animation: false,
    grid: {
      show: true,
      borderWidth: grid.outlineWidth,
      borderColor: grid.color,
      backgroundColor: grid.backgroundColor ?? 'transparent',
      top: 16 + (comparing && secondAxisOnTop(settings) ? 24 : 0),
      bottom: 32 + (comparing && !secondAxisOnTop(settings) ? 24 : 0) + (xaxis.title ? 20 : 0),
      left: 56 + space.left + (yaxis.title ? 20 : 0),
      right: 24 + space.right,
    },
    // The legend is the table beside the canvas (chartLegend); echarts' own legend stays hidden and only keeps
    // which series are shown.
    legend: {
      show: false,
      data: legendNames,
      // a series whose hiding is disabled stays shown whatever the legend was clicked
      selected: { ...selected, ...legendSelected, ...alwaysShown },
      formatter: statsText,
    },
    tooltip: {
      show: settings.showTooltip,
      trigger: settings.tooltipIndividual ? 'item' : 'axis',
      formatter:
        settings.hideZeros || settings.tooltipCumulative
          ? (params: Parameters<typeof tooltipHtml>[0]) =>
              tooltipHtml(params, {
                format: (index, value) => allLines[index]?.tooltipFormat(value) ?? String(value),
                formatTotal: (value) => formatValue(value, config.decimals, config.units),
                hideZeros: settings.hideZeros,
                cumulative: settings.tooltipCumulative,
                totalLabel: t('legend.total'),
              })
          : undefined,
    },
    // Selecting a span of time with the mouse zooms into it; a double click shows the whole window again.
    toolbox: { show: false, feature: { dataZoom: { yAxisIndex: 'none' } } },
    dataZoom: [
      {
        type: 'inside',
        xAxisIndex: 0,
        filterMode: 'none',
        zoomOnMouseWheel: false,
        moveOnMouseMove: false,
        moveOnMouseWheel: false,
      },
    ],
    xAxis: [
      {
        type: 'time',
        min: timeWindow.min,
        max: timeWindow.max,
        name: xaxis.title ?? '',
        nameLocation: 'middle',
        nameGap: 28,
        nameTextStyle: font,
        axisLine: { lineStyle: { color: grid.color } },
        axisLabel: { show: xaxis.showLabels, color: xaxis.color ?? settings.fontColor, fontSize: settings.fontSize },
        splitLine: { show: grid.verticalLines, lineStyle: { color: grid.tickColor } },
      },
      ...(comparing ? [comparisonAxis(input)] : []),
    ],
    yAxis: axes.map((axis) => yAxisOption(input, axis)),
    series: [...allLines.map((line) => line.series), ...latestThresholdSeries(input)],
  };
  return { option, legend };
}

/** An empty series that carries the threshold lines of the latest keys; it has no name, so no legend entry. */
function latestThresholdSeries({ config, latestData }: ChartInput) {
  const markLine = thresholdMarkLine(latestThresholdLines(latestData, config.settings.thresholdsLineWidth));
  return markLine ? [{ type: 'line', data: [], silent: true, tooltip: { show: false }, markLine }] : [];
}

/** An echarts y axis: the chart's own from the y axis settings, or a key's own with its units on the ticks. */
function yAxisOption(input: ChartInput, axis: YAxisPlan) {
  const settings = input.config.settings;
  const font = { color: settings.fontColor, fontSize: settings.fontSize };
  const { tickDecimals, units } = axis;
  const tickText = (value: number) =>
    `${tickDecimals === null ? String(value) : value.toFixed(tickDecimals)}${units ? ` ${units}` : ''}`;
  const plain = tickDecimals === null && !units;
  return {
    type: 'value',
    scale: true,
    position: axis.position,
    offset: axis.offset,
    min: axis.min,
    max: axis.max,
    interval: axis.tickSize,
    // As in the platform's chart, ticks never step finer than the decimals the labels show.
    minInterval: tickDecimals === null ? null : 10 ** -tickDecimals,
    name: axis.title ?? '',
    nameLocation: 'middle',
    nameGap: 44,
    nameTextStyle: font,
    axisLine: { show: axis.offset > 0 || axis.position === 'right', lineStyle: { color: settings.grid.color } },
    axisLabel: {
      show: settings.yaxis.showLabels,
      color: settings.yaxis.color ?? settings.fontColor,
      fontSize: settings.fontSize,
      formatter: userFormatter(input, axis.ticksFormatter, tickText) ?? (plain ? null : tickText),
    },
    // one set of grid lines: the chart's own axis draws them
    splitLine: {
      show: axis.position === 'left' && axis.offset === 0 && settings.grid.horizontalLines,
      lineStyle: { color: settings.grid.tickColor },
    },
  };
}

export interface KeyLine {
  name: string;
  series: Record<string, unknown>;
  inLegend: boolean;
  hiddenByDefault: boolean;
  alwaysShown: boolean;
  stats: SeriesStats | null;
  format: (value: number) => string;
  tooltipFormat: (value: number) => string;
}

interface ComparisonKeySettings {
  showValuesForComparison?: boolean;
  comparisonValuesLabel?: string;
  color?: string;
}

const secondAxisOf = (settings: TimeseriesChartSettings): Partial<TimeseriesChartSettings['xaxisSecond']> =>
  settings.xaxisSecond ?? {};
const secondAxisOnTop = (settings: TimeseriesChartSettings) => secondAxisOf(settings).axisPosition !== 'bottom';

/**
 * The lines of the comparison period: for each key whose comparison settings show it, the same key of the same
 * entity in the earlier period, dashed, against the second time axis, named by the key's comparison label or its
 * label with how long ago the period was.
 */
function earlierLines(input: ChartInput, lines: KeyLine[], axisOfKey: number[]): KeyLine[] {
  const { data, comparison, config, t } = input;
  const period = timeForComparison(config.settings);
  return data.flatMap((current, index) => {
    const compare = (current.dataKey.settings?.comparisonSettings ?? {}) as ComparisonKeySettings;
    if (compare.showValuesForComparison === false) return [];
    const earlier = comparison?.data.find(
      (candidate) =>
        candidate.dataKey.name === current.dataKey.name &&
        candidate.dataKey.type === current.dataKey.type &&
        candidate.entity?.id.id === current.entity?.id.id,
    );
    const line = lines[index];
    const drawn = drawnSeries(earlier?.data ?? []);
    const name = compare.comparisonValuesLabel || `${line.name} ${t(`legend.comparison-time-ago.${period}`)}`;
    const color = compare.color || current.dataKey.color;
    return [
      {
        ...line,
        name,
        stats: drawn.stats,
        series: {
          ...line.series,
          name,
          data: drawn.points,
          xAxisIndex: 1,
          yAxisIndex: axisOfKey[index],
          color,
          stack: undefined,
          areaStyle: undefined,
          markLine: undefined,
          lineStyle: { ...(line.series.lineStyle as object), type: 'dashed' },
        },
      },
    ];
  });
}

/** The time axis of the comparison period, on top unless the settings put it at the bottom. */
function comparisonAxis(input: ChartInput) {
  const settings = input.config.settings;
  const second = secondAxisOf(settings);
  const font = { color: settings.fontColor, fontSize: settings.fontSize };
  return {
    type: 'time',
    position: secondAxisOnTop(settings) ? 'top' : 'bottom',
    offset: secondAxisOnTop(settings) ? 0 : 24,
    min: input.comparison?.timeWindow.min,
    max: input.comparison?.timeWindow.max,
    name: second.title ?? '',
    nameLocation: 'middle',
    nameGap: 28,
    nameTextStyle: font,
    axisLine: { lineStyle: { color: settings.grid.color } },
    axisLabel: { show: second.showLabels !== false, color: settings.fontColor, fontSize: settings.fontSize },
    splitLine: { show: false },
  };
}
