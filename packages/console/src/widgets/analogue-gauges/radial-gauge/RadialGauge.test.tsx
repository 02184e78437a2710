import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import { renderWidget } from '../../testing/render-widget';
import type { DataKey } from '../../widget-config';
import { RadialGauge } from './RadialGauge';

function gauge(alias: string, value: unknown, key: Partial<DataKey> = {}) {
  const definition = widgetDefinition(`analogue_gauges.${alias}`);
  if (!definition) throw new Error(`no gauge ${alias}`);
  const config = definition.migrate(structuredClone(definition.defaultConfig));
  const dataKey: DataKey = { name: 'speed', type: 'timeseries', label: 'Speed', color: '#2196f3', ...key };
  const datasource = { type: 'entity' as const, dataKeys: [] };
  return {
    config: config as never,
    data: [{ datasource, dataKey, data: [[1000, value]] as Array<[number, unknown]> }],
  };
}

describe('radial analogue gauges', { timeout: 20_000 }, () => {
  it('shows the value with the settings’ decimals and units in its box, and the numbered scale', async () => {
    const { container } = await renderWidget(RadialGauge, gauge('speed_gauge_canvas_gauges', '88.6'));
    const meter = screen.getByRole('meter', { name: 'Speed' });
    expect(meter.getAttribute('aria-valuenow')).toBe('88.6');
    expect(screen.getByTestId('gauge-value').textContent).toBe('89 MPH');
    for (const tick of ['0', '20', '100', '180']) expect(screen.getByText(tick)).toBeTruthy();
    expect(screen.getAllByTestId('gauge-highlight').map((band) => band.getAttribute('fill'))).toEqual([
      '#fdd835',
      '#e57373',
    ]);
    expect(container.querySelector('line[stroke="#e65100"]')).toBeTruthy();
  });

  it('takes the key’s decimals and units first, and shows the unit title on the plate', async () => {
    await renderWidget(
      RadialGauge,
      gauge('temperature_radial_gauge_canvas_gauges', 21.25, { decimals: 2, units: 'K', label: 'Water' }),
    );
    expect(screen.getByTestId('gauge-value').textContent).toBe('21.25 K');
    expect(screen.getByRole('meter', { name: 'Temperature' })).toBeTruthy();
    expect(screen.getByText('Temperature')).toBeTruthy();
  });

  it('draws the needle at the minimum and no value box without a value', async () => {
    await renderWidget(RadialGauge, gauge('radial_gauge_canvas_gauges', null));
    expect(screen.queryByTestId('gauge-value')).toBeNull();
    expect(screen.getByRole('meter', { name: 'Speed' }).getAttribute('aria-valuenow')).toBeNull();
  });
});
