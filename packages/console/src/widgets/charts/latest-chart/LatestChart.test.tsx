import { createTheme, type Theme, ThemeProvider } from '@mui/material';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetRegistry } from '../../registry';
import { renderWidget } from '../../testing/render-widget';
import type { DataKey, WidgetConfig } from '../../widget-config';
import type { WidgetProps, WidgetSeries } from '../../widget-definition';
import type { LatestChartAlias } from './family';
import { LATEST_CHART_TYPES } from './family';
import { LatestChart } from './LatestChart';
import type { LatestChartSettings } from './settings';

const datasource = { type: 'entity' as const, dataKeys: [] };

function series(key: Partial<DataKey>, value: unknown): WidgetSeries {
  const dataKey: DataKey = { name: 'key', type: 'timeseries', label: 'Key', color: '#2196f3', ...key };
  return { datasource, dataKey, data: [[1000, value]] };
}

/** A chart of a type with the saved settings merged into its migrated default config. */
function props(alias: LatestChartAlias, data: WidgetSeries[], settings: Partial<LatestChartSettings> = {}) {
  const definition = widgetRegistry.get(`charts.${alias}`);
  if (!definition) throw new Error(`no chart ${alias}`);
  const saved = structuredClone(definition.defaultConfig);
  const config = definition.migrate({ ...saved, settings: { ...saved.settings, ...settings } } as WidgetConfig);
  return { config: config as WidgetConfig<LatestChartSettings>, data };
}

/** The chart of a type, in the scheme of a theme when one is given. */
function chartOf(alias: LatestChartAlias, theme?: Theme) {
  const { kind, form } = LATEST_CHART_TYPES[alias];
  return (chartProps: WidgetProps<LatestChartSettings>) =>
    theme ? (
      <ThemeProvider theme={theme}>
        <LatestChart {...chartProps} kind={kind} form={form} />
      </ThemeProvider>
    ) : (
      <LatestChart {...chartProps} kind={kind} form={form} />
    );
}

const rooms = [
  series({ name: 'kitchen', label: 'Kitchen', color: '#f44336', units: '°C', decimals: 1 }, '21.46'),
  series({ name: 'hall', label: 'Hall', color: '#4caf50', units: '°C', decimals: 1 }, 18),
  series({ name: 'cellar', label: 'Cellar', color: '#ffc107' }, null),
];

const values = (container: HTMLElement) => container.querySelector('[data-values]')?.getAttribute('data-values');

describe('latest-values charts', { timeout: 20_000 }, () => {
  for (const alias of Object.keys(LATEST_CHART_TYPES) as LatestChartAlias[]) {
    it(`${alias}: draws each key's latest value with its units, and a legend of the keys`, async () => {
      const { container } = await renderWidget(chartOf(alias), props(alias, rooms));
      expect(values(container)).toBe('Kitchen: 21.5 °C\nHall: 18 °C');
      const legend = screen.getByRole('list', { name: 'Legend' });
      expect(legend.textContent).toBe('KitchenHallCellar');
      const fills = [...container.querySelectorAll('svg path')].map((path) => path.getAttribute('fill'));
      // the radar draws one polygon, in the first key's colour; the others a bar or slice in each key's colour
      for (const colour of alias === 'radar_chart_js' ? ['#f44336'] : ['#f44336', '#4caf50']) {
        expect(fills).toContain(colour);
      }
      expect(fills).not.toContain('#ffc107');
    });
  }

  it('hides a key a click on its legend name hides, and shows it again', async () => {
    const { container } = await renderWidget(chartOf('pie_chart_js'), props('pie_chart_js', rooms));
    const kitchen = screen.getByRole('button', { name: 'Kitchen' });
    fireEvent.click(kitchen);
    expect(kitchen.getAttribute('aria-pressed')).toBe('false');
    expect(values(container)).toBe('Hall: 18 °C');
    fireEvent.click(kitchen);
    expect(values(container)).toBe('Kitchen: 21.5 °C\nHall: 18 °C');
  });

  it('draws no legend where the doughnut’s or the flot pie’s settings hide it', async () => {
    await renderWidget(chartOf('doughnut_chart_js'), props('doughnut_chart_js', rooms, { legend: { display: false } }));
    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull();
    await renderWidget(chartOf('pie'), props('pie', rooms, { legend: { show: false } }));
    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull();
  });

  it('draws the lines between slices in the dark card’s colour, and a colour the author chose as chosen', async () => {
    const dark = createTheme({ palette: { mode: 'dark' } });
    const DarkChart = chartOf('doughnut_chart_js', dark);
    const strokes = (container: HTMLElement) =>
      [...container.querySelectorAll('svg path')].map((path) => path.getAttribute('stroke'));
    const { container } = await renderWidget(DarkChart, props('doughnut_chart_js', rooms));
    expect(strokes(container)).toEqual([dark.palette.background.paper, dark.palette.background.paper]);
    expect(screen.getByRole('list', { name: 'Legend' }).style.color).not.toBe('rgb(102, 102, 102)');
    const chosen = await renderWidget(DarkChart, props('doughnut_chart_js', rooms, { borderColor: '#ff00ff' }));
    expect(strokes(chosen.container)).toEqual(['#ff00ff', '#ff00ff']);
  });

  it('takes the widget’s units and decimals for keys without their own', async () => {
    const base = props('bars', [series({ label: 'Load' }, 0.1234)]);
    const { container } = await renderWidget(chartOf('bars'), {
      ...base,
      config: { ...base.config, units: '%', decimals: 2 },
    });
    expect(values(container)).toBe('Load: 0.12 %');
  });
});
