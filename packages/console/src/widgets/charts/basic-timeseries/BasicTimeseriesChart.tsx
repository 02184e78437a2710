import { useTheme } from '@mui/material';
import { BarChart, LineChart } from 'echarts/charts';
import {
  DataZoomInsideComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  ToolboxComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../widget-definition';
import { ChartLegendTable } from './ChartLegendTable';
import type { ChartLegend } from './chart-legend';
import { type TimeseriesChartStyle, timeseriesChart } from './chart-option';
import { chartSettingsForScheme } from './scheme-colours';
import type { TimeseriesChartSettings } from './settings';

// Only the parts of a line and a bar chart are bundled (DESIGN.md).
echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  MarkLineComponent,
  DataZoomInsideComponent,
  ToolboxComponent,
  CanvasRenderer,
]);

/**
 * The legend's lines (each series' name with the figures the legend config asks for) as the chart element's
 * `data-legend`, one per line: tests and tools can tell what the canvas shows without reading pixels.
 */
function describeLegend(element: HTMLDivElement | null, legend: ChartLegend, t: (key: string) => string): void {
  const line = (row: ChartLegend['rows'][number]) =>
    row.figures.every((figure) => figure === '')
      ? row.name
      : [row.name, ...row.figures.map((figure, index) => `${t(`legend.${legend.stats[index]}`)}: ${figure}`)].join(
          '   ',
        );
  element?.setAttribute('data-legend', legend.shown ? legend.rows.map(line).join('\n') : '');
}

/**
 * The values of the threshold lines drawn, as the chart element's `data-thresholds` (space separated, ascending),
 * for the same reason as `data-legend`.
 */
function describeThresholds(element: HTMLDivElement | null, series: unknown): void {
  const values = (Array.isArray(series) ? series : []).flatMap(
    (line: { markLine?: { data?: Array<{ yAxis: number }> } }) => line.markLine?.data?.map((mark) => mark.yAxis) ?? [],
  );
  element?.setAttribute('data-thresholds', values.sort((a, b) => a - b).join(' '));
}

/** The chart and its legend laid out as the legend's position says. */
function layout(legend: ChartLegend | null): { frame: CSSProperties; legend: CSSProperties } {
  const position = legend?.position ?? 'bottom';
  const side = position === 'left' || position === 'right';
  const first = position === 'top' || position === 'left';
  return {
    frame: {
      position: 'absolute',
      inset: 0,
      display: 'flex',
      flexDirection: side ? (first ? 'row-reverse' : 'row') : first ? 'column-reverse' : 'column',
    },
    legend: {
      overflow: 'auto',
      flex: 'none',
      alignSelf: 'center',
      ...(side ? { maxWidth: '50%', maxHeight: '100%' } : { maxHeight: '50%', maxWidth: '100%' }),
    },
  };
}

function sameSelection(a: Record<string, boolean>, b: Record<string, boolean>): boolean {
  const names = Object.keys(b);
  return names.length === Object.keys(a).length && names.every((name) => a[name] === b[name]);
}

function sameLegend(a: ChartLegend | null, b: ChartLegend): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b);
}

/** The span of time the x axis shows after a zoom, or null when it shows the whole window. */
function zoomedSpan(instance: echarts.ECharts): { start: number; end: number } | null {
  const zoom = (
    instance.getOption() as {
      dataZoom?: Array<{ startValue?: number; endValue?: number; start?: number; end?: number }>;
    }
  ).dataZoom?.[0];
  if (!zoom || typeof zoom.startValue !== 'number' || typeof zoom.endValue !== 'number') return null;
  if ((zoom.start ?? 0) <= 0 && (zoom.end ?? 100) >= 100) return null;
  return { start: zoom.startValue, end: zoom.endValue };
}

/**
 * The "Timeseries Line Chart" widget: every data key of every datasource as a line over the time window; as bars
 * or state steps for the chart types that share its settings.
 */
export function BasicTimeseriesChart({
  config,
  data,
  latestData,
  timeWindow,
  comparison,
  translate,
  context,
  chartStyle = 'line',
}: WidgetProps<TimeseriesChartSettings> & { chartStyle?: TimeseriesChartStyle }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  // Series the user hid or showed through the legend stay so while new data arrives.
  const legendSelected = useRef<Record<string, boolean>>({});
  const draw = useRef<() => void>(() => {});
  // Formatters from the settings and the zoom run through the latest context; a new context alone (another active
  // entity, the sandbox loaded) is no reason to hand echarts tens of thousands of points again.
  const contextRef = useRef(context);
  contextRef.current = context;
  // the zoom-by-selection cursor is taken once per chart: taking it redraws the whole chart
  const cursorTaken = useRef(false);
  // the legend table re-renders only when its figures or series change, not on every draw
  const [legend, setLegend] = useState<ChartLegend | null>(null);
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const palette = useTheme().palette;
  const themedConfig = useMemo(
    () => ({ ...config, settings: chartSettingsForScheme(config.settings, palette) }),
    [config, palette],
  );

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current);
    chart.current = instance;
    instance.on('legendselectchanged', (event) => {
      legendSelected.current = { ...(event as { selected: Record<string, boolean> }).selected };
      // drawn again so that series whose hiding is disabled come back; after echarts has handled the click
      setTimeout(() => {
        if (!instance.isDisposed()) draw.current();
      });
    });
    // A span selected with the mouse becomes the time window (the dashboard's, or the widget's own), whose history
    // is then read at the finer interval; a double click goes back to the saved window. Outside a dashboard the
    // chart only zooms into the points it has.
    instance.on('datazoom', () => {
      const control = contextRef.current?.timewindow;
      const span = zoomedSpan(instance);
      if (!control || !span) return;
      control.update(span.start, span.end);
      instance.dispatchAction({ type: 'dataZoom', start: 0, end: 100 });
    });
    instance.getZr().on('dblclick', () => {
      const control = contextRef.current?.timewindow;
      if (control) control.reset();
      else instance.dispatchAction({ type: 'dataZoom', start: 0, end: 100 });
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
      cursorTaken.current = false;
    };
  }, []);

  const hasContext = context !== undefined;
  const callFunction = useCallback(
    (body: string, argNames: string[], args: unknown[]) => contextRef.current?.callFunction(body, argNames, args),
    [],
  );

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    draw.current = () => {
      const { option, legend: next } = timeseriesChart({
        config: themedConfig,
        data,
        latestData,
        timeWindow,
        comparison,
        legendSelected: legendSelected.current,
        t: translate,
        callFunction: hasContext ? callFunction : undefined,
        chartStyle,
      });
      instance.setOption(option, { replaceMerge: ['series'] });
      describeLegend(element.current, next, translate);
      describeThresholds(element.current, (option as { series?: unknown }).series);
      setLegend((current) => (sameLegend(current, next) ? current : next));
      const selected = (option.legend as { selected: Record<string, boolean> }).selected;
      setShown((current) => (sameSelection(current, selected) ? current : selected));
      if (cursorTaken.current) return;
      cursorTaken.current = true;
      // a drag across the plot selects the span to zoom into, as in the platform's chart
      instance.dispatchAction({ type: 'takeGlobalCursor', key: 'dataZoomSelect', dataZoomSelectActive: true });
    };
    draw.current();
  }, [themedConfig, data, latestData, timeWindow, comparison, translate, hasContext, callFunction, chartStyle]);

  const toggle = useCallback((name: string) => {
    chart.current?.dispatchAction({ type: 'legendToggleSelect', name });
  }, []);
  const styles = layout(legend);
  const settings = themedConfig.settings;
  return (
    <div style={styles.frame}>
      <div style={{ position: 'relative', flex: 1, minWidth: 0, minHeight: 0 }}>
        <div ref={element} style={{ position: 'absolute', inset: 0 }} />
      </div>
      {legend?.shown && (
        <div style={styles.legend}>
          <ChartLegendTable
            legend={legend}
            shown={shown}
            font={{ color: settings.fontColor, fontSize: settings.fontSize }}
            t={translate}
            onToggle={toggle}
          />
        </div>
      )}
    </div>
  );
}

/** The "Timeseries Bar Chart" widget: the line chart's settings, each key's values as bars. */
export function TimeseriesBarChart(props: WidgetProps<TimeseriesChartSettings>) {
  return <BasicTimeseriesChart {...props} chartStyle="bar" />;
}

/** The "State Chart" widget: the line chart's settings, each value held as a step until the next one. */
export function StateChart(props: WidgetProps<TimeseriesChartSettings>) {
  return <BasicTimeseriesChart {...props} chartStyle="state" />;
}
