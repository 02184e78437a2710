import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MapSettings } from '../../maps-v2/openstreetmap/settings';
import { renderWidget } from '../../testing/render-widget';
import { testContext } from '../../testing/test-context';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetContext } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';
import { MarkersPlacementMap } from './MarkersPlacementMap';
import { migrateMarkersPlacement } from './migrate';

/** The "Gateway Location" map of the Gateways dashboard as the platform (3.4.1) exported it. */
const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/gateway-location-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;
const gateway = { id: { entityType: 'DEVICE' as const, id: 'gw-1' }, name: 'Gateway 1', label: null };

async function show(
  context: WidgetContext | undefined,
  keyType: 'attribute' | 'timeseries' = 'attribute',
  change: (settings: MapSettings) => void = () => {},
) {
  const config = migrateMarkersPlacement(structuredClone(saved));
  change(config.settings);
  const datasource = config.datasources?.[0];
  if (!datasource) throw new Error('the fixture has a datasource');
  const values: Record<string, string> = { latitude: '50.45', longitude: '30.52' };
  const data: WidgetSeries[] = datasource.dataKeys.map((dataKey) => ({
    datasource,
    dataKey: { ...dataKey, type: keyType },
    entity: gateway,
    data: [[1000, values[dataKey.name]]],
  }));
  const view = await renderWidget(MarkersPlacementMap, { config, data, context });
  const marker = view.container.querySelector<HTMLElement>('.leaflet-marker-icon');
  if (!marker) throw new Error('the gateway has a marker');
  return marker;
}

/** Leaflet takes a press as a drag start by its legacy `which` field, which the test DOM leaves out. */
const press = (type: string, clientX: number, clientY: number) =>
  Object.defineProperty(new MouseEvent(type, { clientX, clientY, bubbles: true }), 'which', { value: 1 });

async function drag(marker: HTMLElement) {
  await act(async () => {
    marker.dispatchEvent(press('mousedown', 100, 100));
    document.body.dispatchEvent(press('mousemove', 160, 140));
    document.body.dispatchEvent(press('mousemove', 200, 180));
    document.body.dispatchEvent(press('mouseup', 200, 180));
  });
}

describe('the markers placement map', { timeout: 20_000 }, () => {
  it('saves a dragged marker’s position as the latitude and longitude server attributes', async () => {
    const context = testContext();
    const marker = await show(context);
    expect(marker.classList.contains('leaflet-marker-draggable')).toBe(true);
    await drag(marker);
    expect(context.calls.attributes).toHaveLength(1);
    const [saving] = context.calls.attributes;
    expect(saving.entity).toEqual(gateway.id);
    expect(saving.scope).toBe('SERVER_SCOPE');
    expect(Object.keys(saving.values)).toEqual(['latitude', 'longitude']);
    expect(saving.values.latitude).toBeLessThan(50.45);
    expect(saving.values.longitude).toBeGreaterThan(30.52);
  });

  it('does not let markers move outside a dashboard', async () => {
    const marker = await show(undefined);
    expect(marker.classList.contains('leaflet-marker-draggable')).toBe(false);
  });

  it('keeps the saved tooltip with its delete link', async () => {
    const context = testContext();
    const marker = await show(context);
    await act(async () => fireEvent.click(marker));
    const link = document.querySelector('[data-action-name="delete"]');
    expect(link?.textContent).toBe('Delete');
  });

  it('saves the position as telemetry when the widget reads it as time series', async () => {
    const context = testContext();
    const marker = await show(context, 'timeseries');
    await drag(marker);
    expect(context.calls.attributes).toEqual([]);
    expect(context.calls.timeseries).toHaveLength(1);
    expect(Object.keys(context.calls.timeseries[0].values)).toEqual(['latitude', 'longitude']);
  });

  it('shows an error and puts the marker back when the position cannot be saved', async () => {
    const context = testContext({ saveAttributes: () => Promise.reject(new Error('Forbidden')) });
    const marker = await show(context);
    const before = marker.style.transform;
    await drag(marker);
    await expect
      .poll(() => context.calls.toasts)
      .toEqual([{ message: 'The new location could not be saved', severity: 'error' }]);
    await expect.poll(() => marker.style.transform).toBe(before);
  });

  it('offers the tools to draw polygons, rectangles and circles, to edit and to remove them', async () => {
    await show(testContext(), 'attribute', (settings) => {
      settings.editableCircle = true;
    });
    for (const tool of ['polygon', 'rectangle', 'circle', 'edit', 'drag', 'delete']) {
      expect(document.querySelector(`.leaflet-pm-toolbar .leaflet-pm-icon-${tool}`), tool).not.toBeNull();
    }
    expect(document.querySelector('.leaflet-pm-icon-polyline')).toBeNull();
  });

  it('hides the tools the settings hide', async () => {
    await show(testContext(), 'attribute', (settings) => {
      settings.hideDrawControlButton = true;
    });
    expect(document.querySelector('.leaflet-pm-icon-polygon')).toBeNull();
    expect(document.querySelector('.leaflet-pm-icon-edit')).not.toBeNull();
  });

  it('shows no tools when every button is hidden, nor outside a dashboard', async () => {
    await show(testContext(), 'attribute', (settings) => {
      settings.hideAllControlButton = true;
    });
    expect(document.querySelector('.leaflet-pm-toolbar')).toBeNull();
  });

  it('clears the position keys of a marker the remove tool takes off the map', async () => {
    const context = testContext();
    const marker = await show(context);
    const remove = document.querySelector<HTMLElement>('.leaflet-pm-toolbar .leaflet-pm-icon-delete');
    if (!remove) throw new Error('the editor has a remove tool');
    await act(async () => fireEvent.click(remove));
    await act(async () => fireEvent.click(marker));
    await expect
      .poll(() => context.calls.attributes)
      .toEqual([{ entity: gateway.id, scope: 'SERVER_SCOPE', values: { latitude: null, longitude: null } }]);
  });
});
