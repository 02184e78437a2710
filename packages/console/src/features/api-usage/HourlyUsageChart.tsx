import { useTheme } from '@mui/material';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the parts of a bar chart are bundled (DESIGN.md).
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface HourlyBars {
  /** the series' name, already translated */
  name: string;
  points: Array<{ ts: number; value: number }>;
}

/**
 * Bars of hourly counts over time, one series per counter. The points drawn are also the element's `data-points`
 * (`name: value value …` per line), so tests and tools can tell what the canvas shows.
 */
export function HourlyUsageChart({ series, label }: { series: readonly HourlyBars[]; label: string }) {
  const theme = useTheme();
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current);
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    instance.setOption({
      color: [theme.palette.primary.main, theme.palette.secondary.main],
      textStyle: { color: theme.palette.text.secondary },
      grid: { left: 48, right: 16, top: 32, bottom: 32 },
      legend: { top: 0, textStyle: { color: theme.palette.text.primary } },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', minInterval: 1 },
      series: series.map((bars) => ({
        type: 'bar',
        name: bars.name,
        data: bars.points.map((point) => [point.ts, point.value]),
      })),
    });
    element.current.setAttribute(
      'data-points',
      series.map((bars) => `${bars.name}: ${bars.points.map((point) => point.value).join(' ')}`).join('\n'),
    );
    return () => {
      observer.disconnect();
      instance.dispose();
    };
  }, [series, theme]);

  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height: 240 }} />;
}
