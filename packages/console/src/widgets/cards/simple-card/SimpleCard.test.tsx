import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import type { WidgetSeries } from '../../widget-definition';
import { simpleCardDefaultConfig } from './default-config';
import { migrateSimpleCard } from './migrate';
import { SimpleCard } from './SimpleCard';

function card(value: unknown, change: Record<string, unknown> = {}) {
  const config = migrateSimpleCard({ ...structuredClone(simpleCardDefaultConfig), ...change });
  const datasource = config.datasources?.[0];
  if (!datasource) throw new Error('the default config has a datasource');
  const data: WidgetSeries[] = [{ datasource, dataKey: datasource.dataKeys[0], data: [[1000, value]] }];
  return { config, data };
}

describe('the simple card', () => {
  it("shows the key's label and its latest value with the widget's decimals and units", async () => {
    await renderWidget(SimpleCard, card('21.6'));
    expect(screen.getByText('Temp')).toBeTruthy();
    expect(screen.getByTestId('simple-card-value').textContent).toBe('22 °C');
  });

  it("prefers the key's own decimals and units and shows text values as they are", async () => {
    const { config, data } = card(21.64);
    data[0].dataKey = { ...data[0].dataKey, decimals: 1, units: 'K' };
    const { unmount } = await renderWidget(SimpleCard, { config, data });
    expect(screen.getByTestId('simple-card-value').textContent).toBe('21.6 K');
    unmount();
    await renderWidget(SimpleCard, card('idle', { units: '' }));
    expect(screen.getByTestId('simple-card-value').textContent).toBe('idle');
  });
});
