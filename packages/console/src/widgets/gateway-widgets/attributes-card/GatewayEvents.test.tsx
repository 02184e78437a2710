import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { GatewayEvents } from './GatewayEvents';
import { migrateGatewayEvents } from './migrate';

const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/gateway-events-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

describe('the gateway events card', () => {
  const config = migrateGatewayEvents(structuredClone(saved));
  const datasource = config.datasources?.[0] ?? { type: 'entity' as const, dataKeys: [] };
  const series = (name: string, value: string): WidgetSeries => ({
    datasource,
    dataKey: { name, type: 'timeseries', label: name, color: '#000' },
    data: [[1, value]],
  });

  it('shows a row per matching event key with its latest value', async () => {
    await renderWidget(GatewayEvents, {
      config,
      data: [series('OpcuaEventsSent', '7'), series('cpuLoad', '0.5'), series('OpcuaEventsProduced', '9')],
    });
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['OpcuaEventsProduced9', 'OpcuaEventsSent7']);
  });

  it('says when there are no events', async () => {
    await renderWidget(GatewayEvents, { config, data: [] });
    expect(screen.getByText('No gateway events')).toBeTruthy();
  });
});
