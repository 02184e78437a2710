import { useTheme } from '@mui/material';
import { BarChart, PieChart, RadarChart } from 'echarts/charts';
import { GridComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../widget-definition';
import { latestChartLook } from './chart-look';
import { latestChartOption } from './chart-option';
import type { LatestChartKind, LatestChartSettingsForm } from './family';
import { LatestChartLegend } from './LatestChartLegend';
import { latestItems } from './latest-items';
import type { LatestChartSettings } from './settings';

// Only the parts of these charts are bundled (DESIGN.md). A handful of bars or slices is drawn as SVG: sharp at any
// size, and readable by tests and tools.
echarts.use([BarChart, PieChart, RadarChart, GridComponent, RadarComponent, TooltipComponent, SVGRenderer]);

interface LatestChartProps extends WidgetProps<LatestChartSettings> {
  kind: LatestChartKind;
  form: LatestChartSettingsForm;
}

/**
 * The latest-values charts (bars, pie, doughnut, polar area, radar): each data key's latest value in its key's
 * colour, with a legend that hides and shows keys. The values drawn are the chart element's `data-values`, one
 * "name: value" per line, so that tests and tools can tell what the canvas shows without reading pixels.
 */
export function LatestChart({ config, data, translate, kind, form }: LatestChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const palette = useTheme().palette;
  const look = useMemo(() => latestChartLook(form, config.settings, palette), [form, config.settings, palette]);
  const items = useMemo(() => latestItems(config, data), [config, data]);
  const drawn = useMemo(() => items.filter((item) => item.value !== null && !hidden.has(item.name)), [items, hidden]);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current, null, { renderer: 'svg' });
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
    chart.current?.setOption(latestChartOption({ kind, look, items: drawn, axisColor: palette.divider }), {
      notMerge: true,
    });
  }, [kind, look, drawn, palette.divider]);

  const toggle = useCallback((name: string) => {
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  }, []);

  return (
    <div style={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
      {look.showLegend && items.length > 0 && (
        <LatestChartLegend
          items={items}
          hidden={hidden}
          color={look.textColor}
          fontSize={look.fontSize}
          label={translate('legend.legend')}
          onToggle={toggle}
        />
      )}
      <div style={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <div
          ref={element}
          data-values={drawn.map((item) => `${item.name}: ${item.text}`).join('\n')}
          style={{ position: 'absolute', inset: 0 }}
        />
      </div>
    </div>
  );
}
