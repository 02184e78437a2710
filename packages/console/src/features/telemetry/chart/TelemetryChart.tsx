import { Box, useTheme } from '@mui/material';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartSeries } from './chart-series';

// Only the parts of a line chart are bundled (DESIGN.md).
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

interface TelemetryChartProps {
  keys: readonly string[];
  series: ChartSeries;
  range: { min: number; max: number };
  /** message shown over an empty chart */
  emptyText: string | null;
}

/** A time-series line chart of the selected keys over the window's range. */
export function TelemetryChart({ keys, series, range, emptyText }: TelemetryChartProps) {
  const theme = useTheme();
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current);
    chart.current = instance;
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
      {
        animation: false,
        grid: { left: 56, right: 24, top: 40, bottom: 32 },
        legend: { top: 4, data: [...keys] },
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'time', min: range.min, max: range.max },
        yAxis: { type: 'value', scale: true },
        color: [theme.palette.primary.main, theme.palette.secondary.main, '#4caf50', '#ff9800', '#9c27b0', '#795548'],
        series: keys.map((key) => ({
          name: key,
          type: 'line',
          showSymbol: false,
          data: series[key] ?? [],
        })),
      },
      { replaceMerge: ['series'] },
    );
  }, [keys, series, range.min, range.max, theme]);

  const points = keys.reduce((total, key) => total + (series[key]?.length ?? 0), 0);
  return (
    <Box sx={{ position: 'relative', height: 360 }}>
      <Box ref={element} data-testid="telemetry-chart" data-points={points} sx={{ position: 'absolute', inset: 0 }} />
      {emptyText && points === 0 && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'text.secondary',
            pointerEvents: 'none',
          }}
        >
          {emptyText}
        </Box>
      )}
    </Box>
  );
}
