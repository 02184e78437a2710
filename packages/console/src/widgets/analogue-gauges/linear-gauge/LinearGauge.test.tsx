import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import { renderWidget } from '../../testing/render-widget';
import { LinearGauge } from './LinearGauge';

function gauge(value: unknown) {
  const definition = widgetDefinition('analogue_gauges.temperature_gauge_canvas_gauges');
  if (!definition) throw new Error('no linear gauge');
  const config = definition.migrate(structuredClone(definition.defaultConfig));
  const dataKey = { name: 'temperature', type: 'timeseries' as const, label: 'Temp', color: '#2196f3' };
  const datasource = { type: 'entity' as const, dataKeys: [] };
  return {
    config: config as never,
    data: [{ datasource, dataKey, data: [[1000, value]] as Array<[number, unknown]> }],
  };
}

describe('the linear gauge', { timeout: 20_000 }, () => {
  it('fills the bar to the value and shows it with the settings’ decimals and units, on its scale', async () => {
    await renderWidget(LinearGauge, gauge('20'));
    const meter = screen.getByRole('meter', { name: 'Temperature' });
    expect(meter.getAttribute('aria-valuemin')).toBe('-60');
    expect(screen.getByTestId('gauge-value').textContent).toBe('20 °C');
    const progress = screen.getByTestId('gauge-progress');
    // -60 … 100 over 180 units: 20 is half way up
    expect(Number(progress.getAttribute('height'))).toBeCloseTo(90);
    expect(progress.getAttribute('fill')).toMatch(/^url\(#/);
    for (const tick of ['-60', '0', '100']) expect(screen.getByText(tick)).toBeTruthy();
    expect(screen.getAllByTestId('gauge-highlight')).toHaveLength(8);
  });

  it('leaves the bar empty and shows no value box without a value', async () => {
    await renderWidget(LinearGauge, gauge(undefined));
    expect(Number(screen.getByTestId('gauge-progress').getAttribute('height'))).toBe(0);
    expect(screen.queryByTestId('gauge-value')).toBeNull();
  });
});
