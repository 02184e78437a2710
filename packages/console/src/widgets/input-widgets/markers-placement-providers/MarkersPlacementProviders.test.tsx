import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MapSettings } from '../../maps-v2/openstreetmap/settings';
import { widgetDefinition } from '../../registry';
import { renderWidget } from '../../testing/render-widget';
import { type TestContext, testContext } from '../../testing/test-context';
import type { DataKey, WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { MarkersPlacementMap } from '../markers-placement-openstreetmap/MarkersPlacementMap';
import type { PlacementMapAlias } from './family';

const pump = { id: { entityType: 'DEVICE' as const, id: 'pump-1' }, name: 'Pump 1', label: '' };
const key = (name: string): DataKey => ({ name, type: 'attribute', label: name, color: '#000' });

/** A plain plan drawn in place, so the map loads nothing from another host. */
const PLAN = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"/>')}`;

/** The pump at the given values of two keys, on a placement map of a type's default config with settings changed. */
async function show(
  alias: PlacementMapAlias,
  context: TestContext,
  places: Record<string, string>,
  change: Partial<MapSettings> = {},
) {
  const definition = widgetDefinition(`input_widgets.${alias}`);
  if (!definition) throw new Error(`no map ${alias}`);
  const saved = structuredClone(definition.defaultConfig);
  const config = definition.migrate({ ...saved, settings: { ...saved.settings, ...change } } as WidgetConfig);
  const datasource = { type: 'entity' as const, dataKeys: Object.keys(places).map(key) };
  const data: WidgetSeries[] = Object.entries(places).map(([name, value]) => ({
    datasource,
    dataKey: key(name),
    entity: pump,
    data: [[1000, value]],
  }));
  const view = await renderWidget(MarkersPlacementMap, {
    config: config as WidgetConfig<MapSettings>,
    data,
    context,
  });
  const marker = view.container.querySelector<HTMLElement>('.leaflet-marker-icon[title="Pump 1"]');
  if (!marker) throw new Error('the pump has a marker');
  return { container: view.container, marker };
}

/** Leaflet takes a press as a drag start by its legacy `which` field, which the test DOM leaves out. */
const press = (type: string, clientX: number, clientY: number) =>
  Object.defineProperty(new MouseEvent(type, { clientX, clientY, bubbles: true }), 'which', { value: 1 });

async function drag(marker: HTMLElement) {
  await act(async () => {
    marker.dispatchEvent(press('mousedown', 100, 100));
    document.body.dispatchEvent(press('mousemove', 140, 120));
    document.body.dispatchEvent(press('mousemove', 180, 140));
    document.body.dispatchEvent(press('mouseup', 180, 140));
  });
}

const notice = (container: HTMLElement) =>
  container.querySelector('[data-testid="map-provider-notice"]')?.textContent ?? null;

describe('the markers placement maps of other providers', { timeout: 20_000 }, () => {
  it('image map: saves a dragged marker’s place as fractions of the image in its x and y keys', async () => {
    const context = testContext();
    const { container, marker } = await show(
      'markers_placement_image_map',
      context,
      { xPos: '0.25', yPos: '0.5' },
      {
        mapImageUrl: PLAN,
      },
    );
    expect(container.querySelector('img.leaflet-image-layer')?.getAttribute('src')).toBe(PLAN);
    expect(marker.classList.contains('leaflet-marker-draggable')).toBe(true);
    await drag(marker);
    expect(context.calls.attributes).toHaveLength(1);
    const [saving] = context.calls.attributes;
    expect(saving.scope).toBe('SERVER_SCOPE');
    expect(Object.keys(saving.values).sort()).toEqual(['xPos', 'yPos']);
    for (const value of Object.values(saving.values)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(saving.values.xPos).toBeGreaterThan(0.25);
    expect(saving.values.yPos).toBeGreaterThan(0.5);
  });

  it('image map: shows an error when the place cannot be saved', async () => {
    const context = testContext({ saveAttributes: () => Promise.reject(new Error('Forbidden')) });
    const { marker } = await show(
      'markers_placement_image_map',
      context,
      { xPos: '0.25', yPos: '0.5' },
      {
        mapImageUrl: PLAN,
      },
    );
    await drag(marker);
    await expect
      .poll(() => context.calls.toasts)
      .toEqual([{ message: 'The new location could not be saved', severity: 'error' }]);
  });

  it('Google map: without a key says so and keeps the marker draggable on OpenStreetMap', async () => {
    const context = testContext();
    const { container, marker } = await show('markers_placement_google_maps', context, {
      latitude: '50.45',
      longitude: '30.52',
    });
    expect(notice(container)).toContain('Google Maps needs an API key');
    expect(container.querySelector('.leaflet-tile-container, .leaflet-layer')).not.toBeNull();
    await drag(marker);
    expect(Object.keys(context.calls.attributes[0]?.values ?? {})).toEqual(['latitude', 'longitude']);
  });

  it('Google map: with a key draws Google’s tiles and no notice', async () => {
    const { container } = await show(
      'markers_placement_google_maps',
      testContext(),
      { latitude: '50.45', longitude: '30.52' },
      { gmApiKey: 'own-key' },
    );
    expect(notice(container)).toBeNull();
    const tile = container.querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile?.getAttribute('src')).toMatch(/google\.com\/vt/);
  });
});
