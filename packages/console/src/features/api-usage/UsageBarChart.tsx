import { useTheme } from '@mui/material';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the parts of a bar chart are bundled (DESIGN.md).
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface CounterBars {
  /** the series' name, already translated */
  name: string;
  /** the count of each of the chart's periods */
  values: number[];
}

interface UsageBarChartProps {
  /** the label of each period drawn (an hour, a month), oldest first */
  periods: readonly string[];
  series: readonly CounterBars[];
  label: string;
}

/**
 * Bars of counts per period, one series per counter; the legend hides and shows a series, since the counters' sizes
 * differ by orders of magnitude. The values drawn are also the element's `data-points`
 * (`name: value value …` per line, hours with a count only), so tests and tools can tell what the canvas shows.
 */
export function UsageBarChart({ periods, series, label }: UsageBarChartProps) {
  const theme = useTheme();
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current);
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    instance.setOption({
      textStyle: { color: theme.palette.text.secondary },
      grid: { left: 48, right: 16, top: 32, bottom: 32 },
      legend: { top: 0, textStyle: { color: theme.palette.text.primary } },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: periods },
      yAxis: { type: 'value', minInterval: 1 },
      series: series.map((bars) => ({
        type: 'bar',
        name: bars.name,
        data: bars.values,
      })),
    });
    element.current.setAttribute(
      'data-points',
      series.map((bars) => `${bars.name}: ${bars.values.filter((value) => value > 0).join(' ')}`).join('\n'),
    );
    return () => {
      observer.disconnect();
      instance.dispose();
    };
  }, [periods, series, theme]);

  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height: 240 }} />;
}
