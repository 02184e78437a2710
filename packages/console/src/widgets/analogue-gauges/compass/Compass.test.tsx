import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import { renderWidget } from '../../testing/render-widget';
import type { WidgetConfig } from '../../widget-config';
import { Compass } from './Compass';

function compass(value: unknown, settings: Record<string, unknown> = {}) {
  const definition = widgetDefinition('analogue_gauges.analogue_compass');
  if (!definition) throw new Error('no compass');
  const saved = structuredClone(definition.defaultConfig) as WidgetConfig;
  const config = definition.migrate({ ...saved, settings: { ...saved.settings, ...settings } });
  const dataKey = { name: 'heading', type: 'timeseries' as const, label: 'Heading', color: '#2196f3' };
  const datasource = { type: 'entity' as const, dataKeys: [] };
  return {
    config: config as never,
    data: [{ datasource, dataKey, data: [[1000, value]] as Array<[number, unknown]> }],
  };
}

describe('the compass', { timeout: 20_000 }, () => {
  it('turns the needle to the heading over the dial of its labels', async () => {
    await renderWidget(Compass, compass('450'));
    const meter = screen.getByRole('meter', { name: 'Heading' });
    expect(meter.getAttribute('aria-valuetext')).toBe('450 °');
    expect(screen.getByTestId('compass-needle').getAttribute('transform')).toBe('rotate(90 100 100)');
    expect(screen.getByTestId('compass-dial').getAttribute('transform')).toBe('rotate(0 100 100)');
    for (const label of ['N', 'E', 'S', 'W', 'NW']) expect(screen.getByText(label)).toBeTruthy();
  });

  it('turns the dial instead when the plate is the target', async () => {
    await renderWidget(Compass, compass(-90, { animationTarget: 'plate', majorTicks: ['Nord', 'Ost', 'Süd', 'West'] }));
    expect(screen.getByTestId('compass-dial').getAttribute('transform')).toBe('rotate(-270 100 100)');
    expect(screen.getByTestId('compass-needle').getAttribute('transform')).toBe('rotate(0 100 100)');
    expect(screen.getByText('Süd')).toBeTruthy();
  });
});
