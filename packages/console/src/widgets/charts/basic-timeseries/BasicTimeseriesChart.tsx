import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { WidgetProps } from '../../widget-definition';
import { timeseriesChartOption } from './chart-option';
import type { TimeseriesChartSettings } from './settings';

// Only the parts of a line chart are bundled (DESIGN.md).
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The "Timeseries Line Chart" widget: every data key of every datasource as a line over the time window. */
export function BasicTimeseriesChart({ config, data, timeWindow, translate }: WidgetProps<TimeseriesChartSettings>) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  // Series the user hid or showed through the legend stay so while new data arrives.
  const legendSelected = useRef<Record<string, boolean>>({});

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current);
    chart.current = instance;
    instance.on('legendselectchanged', (event) => {
      legendSelected.current = { ...(event as { selected: Record<string, boolean> }).selected };
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(
      timeseriesChartOption({ config, data, timeWindow, legendSelected: legendSelected.current, t: translate }),
      { replaceMerge: ['series'] },
    );
  }, [config, data, timeWindow, translate]);

  return <div ref={element} style={{ position: 'absolute', inset: 0 }} />;
}
