import { createTheme, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import { renderWidget } from '../../testing/render-widget';
import { englishTranslate } from '../../testing/translate';
import type { DataKey, Datasource } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { DigitalGauge } from './DigitalGauge';
import type { DigitalGaugeSettings } from './settings';

const datasource: Datasource = { type: 'entity', entityAliasId: 'alias', dataKeys: [] };

function gauge(
  alias: string,
  value: unknown,
  key: Partial<DataKey> = {},
  settings: Partial<DigitalGaugeSettings> = {},
) {
  const definition = widgetDefinition(`digital_gauges.${alias}`);
  if (!definition) throw new Error(`no gauge ${alias}`);
  const saved = structuredClone(definition.defaultConfig);
  const config = definition.migrate({ ...saved, settings: { ...saved.settings, ...settings } });
  const dataKey: DataKey = { name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#2196f3', ...key };
  const data: WidgetSeries[] = [
    {
      datasource,
      dataKey,
      data: [[1000, value]],
      entity: { id: { entityType: 'DEVICE', id: 'd1' }, name: 'Boiler' },
    },
  ];
  return { config: config as never, data };
}

describe('digital gauges', { timeout: 20_000 }, () => {
  it('shows the latest value with the key’s decimals and units, as a meter between the limits', async () => {
    await renderWidget(DigitalGauge, gauge('gauge_justgage', '21.456', { decimals: 1, units: '°C' }));
    const meter = screen.getByRole('meter', { name: 'Temperature' });
    expect(meter.getAttribute('aria-valuenow')).toBe('21.456');
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByTestId('gauge-value').textContent).toBe('21.5 °C');
    expect(screen.getByText('0')).toBeTruthy();
    expect(screen.getByText('100')).toBeTruthy();
  });

  it('takes decimals and units from the settings when the key has none, and shows the unit title', async () => {
    await renderWidget(DigitalGauge, gauge('lcd_bar_gauge', 42.7));
    expect(screen.getByTestId('gauge-value').textContent).toBe('43 %');
    expect(screen.getByText('Temperature')).toBeTruthy();
  });

  it('draws each gauge type with the bar filled to the value, in its level colour', async () => {
    const { container } = await renderWidget(
      DigitalGauge,
      gauge('digital_vertical_bar', 0, {}, { levelColors: ['#000000', '#ffffff'] }),
    );
    const [track, bar] = [...container.querySelectorAll('rect')];
    expect(track.getAttribute('fill')).toBe('#171a1c');
    expect(Number(bar.getAttribute('height'))).toBeCloseTo(Number(track.getAttribute('height')) / 2);
    expect(bar.getAttribute('fill')).toBe('#808080');
    expect(bar.getAttribute('style')).toContain('drop-shadow');
  });

  it('shows the title of the settings, or the key label, when asked', async () => {
    await renderWidget(DigitalGauge, gauge('horizontal_bar_justgage', 10, {}, { title: 'Boiler water' }));
    expect(screen.getByRole('meter', { name: 'Boiler water' })).toBeTruthy();
    expect(screen.getByText('Boiler water')).toBeTruthy();
  });

  it('draws a donut without limits and an empty gauge without a value', async () => {
    const { container } = await renderWidget(DigitalGauge, gauge('simple_gauge_justgage', ''));
    expect(container.querySelectorAll('path')).toHaveLength(2);
    expect(screen.queryByTestId('gauge-value')).toBeNull();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBeNull();
  });

  it('draws the light default track in a dark grey in the dark theme', () => {
    const dark = createTheme({ palette: { mode: 'dark' } });
    const { container } = render(
      <ThemeProvider theme={dark}>
        <DigitalGauge {...gauge('gauge_justgage', 50)} translate={englishTranslate} timeWindow={{ min: 0, max: 1 }} />
      </ThemeProvider>,
    );
    expect(container.querySelector('path')?.getAttribute('fill')).toBe(dark.palette.grey[800]);
  });
});
