import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { testContext } from '../../testing/test-context';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetContext } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';
import { migrateOpenStreetMap } from './migrate';
import { OpenStreetMap } from './OpenStreetMap';
import type { MapSettings } from './settings';

const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/thermostats-map-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

const thermostat = (id: string, values: Record<string, string>) => ({
  entity: { id: { entityType: 'DEVICE' as const, id }, name: `Thermostat ${id}`, label: `Room ${id}` },
  values,
});

const T1 = thermostat('T1', {
  temperature: '21.46',
  humidity: '40',
  latitude: '37.77',
  longitude: '-122.42',
  active: 'true',
});
const T2 = thermostat('T2', {
  temperature: '19',
  humidity: '55',
  latitude: '37.80',
  longitude: '-122.27',
  active: 'false',
});
const T3 = thermostat('T3', { temperature: '18', humidity: '50', active: 'true' });

async function show(context: WidgetContext | undefined, change: (settings: MapSettings) => void = () => {}) {
  const config = migrateOpenStreetMap(structuredClone(saved));
  change(config.settings);
  const datasource = config.datasources?.[0];
  if (!datasource) throw new Error('the fixture has a datasource');
  const data: WidgetSeries[] = [T1, T2, T3].flatMap(({ entity, values }) =>
    datasource.dataKeys.map((dataKey) => ({
      datasource,
      dataKey,
      entity,
      data: dataKey.name in values ? ([[1000, values[dataKey.name]]] as Array<[number, unknown]>) : [],
    })),
  );
  const view = await renderWidget(OpenStreetMap, { config, data, context });
  return view.container;
}

const markers = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];

describe('the OpenStreetMap widget', { timeout: 20_000 }, () => {
  it('draws a marker for each entity with a position, with its label', async () => {
    const container = await show(testContext(), (settings) => {
      settings.useLabelFunction = false;
      settings.useMarkerImageFunction = false;
    });
    expect(markers(container).map((marker) => marker.title)).toEqual(['Thermostat T1', 'Thermostat T2']);
    const labels = [...container.querySelectorAll('.fd-map-label')].map((label) => label.textContent);
    expect(labels).toEqual(['Thermostat T1', 'Thermostat T2']);
  });

  it('draws the marker images and labels the functions give', async () => {
    const context = testContext({
      functions: {
        [saved.settings.markerImageFunction as string]: (data, images) => ({
          url: (images as string[])[(data as { active: string }).active === 'true' ? 1 : 0],
          size: 48,
        }),
        [saved.settings.labelFunction as string]: (data) =>
          `<span class="state">${(data as { active: string }).active === 'true' ? 'on' : 'off'}</span> \${entityLabel}`,
      },
    });
    const container = await show(context);
    const images = markers(container).map((marker) => marker.getAttribute('src'));
    const settings = saved.settings as MapSettings;
    expect(images).toEqual([settings.markerImages[1], settings.markerImages[0]]);
    expect(markers(container)[0].style.width).toBe('48px');
    const labels = [...container.querySelectorAll('.fd-map-label')].map((label) => label.textContent);
    expect(labels).toEqual(['on Room T1', 'off Room T2']);
  });

  it('opens the tooltip on click and runs its link action for the marker entity', async () => {
    const navigate = {
      id: 'n',
      name: 'navigate_to_details',
      type: 'openDashboardState' as const,
      targetDashboardStateId: 'chart',
    };
    const context = testContext({ actions: { tooltipAction: [navigate] } });
    const container = await show(context);
    await act(async () => fireEvent.click(markers(container)[0]));
    const tooltip = container.querySelector('.fd-map-tooltip');
    expect(tooltip?.textContent).toContain('Temperature: 21.5 °C');
    expect(tooltip?.textContent).toContain('Humidity: 40 %');
    const link = tooltip?.querySelector('[data-action-name="navigate_to_details"]');
    expect(link?.textContent).toBe('Thermostat details');
    await act(async () => fireEvent.click(link as Element));
    expect(context.calls.actions).toEqual([{ action: navigate, target: { entity: T1.entity } }]);
  });

  it('runs markerClick for the clicked marker', async () => {
    const open = { id: 'm', name: 'open', type: 'updateDashboardState' as const };
    const context = testContext({ actions: { markerClick: [open] } });
    const container = await show(context);
    await act(async () => fireEvent.click(markers(container)[1]));
    expect(context.calls.actions).toEqual([{ action: open, target: { entity: T2.entity } }]);
  });

  it('draws coloured pins when no image is set, and nothing runs outside a dashboard', async () => {
    const container = await show(undefined, (settings) => {
      settings.useMarkerImageFunction = false;
      settings.color = '#123456';
    });
    expect(markers(container)).toHaveLength(2);
    expect(markers(container)[0].innerHTML).toContain('fill="#123456"');
  });

  it('keeps working when tiles cannot load', async () => {
    const container = await show(testContext());
    const tiles = container.querySelector('.leaflet-tile-pane');
    expect(tiles).not.toBeNull();
    expect(markers(container)).toHaveLength(2);
  });
});
