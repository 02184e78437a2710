import { vi } from 'vitest';

// Leaflet draws shapes as SVG only where the browser can measure SVG, which the test DOM cannot; it says it can.
vi.hoisted(() => {
  const prototype = globalThis.SVGSVGElement?.prototype as { createSVGRect?: () => object } | undefined;
  if (prototype && !prototype.createSVGRect) prototype.createSVGRect = () => ({});
});

import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import { renderWidget } from '../../testing/render-widget';
import { testContext } from '../../testing/test-context';
import type { DataKey, WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { OpenStreetMap } from '../openstreetmap/OpenStreetMap';
import type { MapSettings } from '../openstreetmap/settings';
import type { ProviderMapAlias } from './family';

const pump = (id: string) => ({ id: { entityType: 'DEVICE' as const, id }, name: `Pump ${id}`, label: '' });
const key = (name: string): DataKey => ({ name, type: 'attribute', label: name, color: '#000' });

/** Two pumps at positions of the given keys, on a map of a type's default config with some settings changed. */
async function show(alias: ProviderMapAlias, keys: [string, string], change: Partial<MapSettings> = {}) {
  const definition = widgetDefinition(`maps_v2.${alias}`);
  if (!definition) throw new Error(`no map ${alias}`);
  const saved = structuredClone(definition.defaultConfig);
  const config = definition.migrate({ ...saved, settings: { ...saved.settings, ...change } } as WidgetConfig);
  const datasource = { type: 'entity' as const, dataKeys: [key(keys[0]), key(keys[1])] };
  const places: Array<[string, string, string]> = [
    ['P1', '0.25', '0.5'],
    ['P2', '0.75', '0.25'],
  ];
  const data: WidgetSeries[] = places.flatMap(([id, first, second]) => [
    { datasource, dataKey: key(keys[0]), entity: pump(id), data: [[1000, first]] },
    { datasource, dataKey: key(keys[1]), entity: pump(id), data: [[1000, second]] },
  ]);
  const view = await renderWidget(OpenStreetMap, {
    config: config as WidgetConfig<MapSettings>,
    data,
    context: testContext(),
  });
  return view.container;
}

const markers = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon')].map((marker) => marker.title);
const notice = (container: HTMLElement) =>
  container.querySelector('[data-testid="map-provider-notice"]')?.textContent ?? null;

describe('the maps of other providers', { timeout: 20_000 }, () => {
  for (const alias of ['google_maps', 'here_map', 'tencent_maps'] as const) {
    it(`${alias}: draws a marker for each entity with a position, with no notice: its default config has the provider's key`, async () => {
      const container = await show(alias, ['latitude', 'longitude'], { useMarkerImageFunction: false });
      expect(markers(container)).toEqual(['Pump P1', 'Pump P2']);
      expect(notice(container)).toBeNull();
    });
  }

  it('google_maps: says it needs a key where none is set, and still draws the markers on OpenStreetMap', async () => {
    const container = await show('google_maps', ['latitude', 'longitude'], {
      gmApiKey: '',
      useMarkerImageFunction: false,
    });
    expect(notice(container)).toContain('Google Maps needs an API key');
    expect(markers(container)).toEqual(['Pump P1', 'Pump P2']);
  });

  it('image_map: places the markers by their x and y keys over the image of its settings', async () => {
    const container = await show('image_map', ['xPos', 'yPos'], {
      mapImageUrl: '/plant-floor.png',
      useMarkerImageFunction: false,
    });
    expect(container.querySelector('img.leaflet-image-layer')?.getAttribute('src')).toBe('/plant-floor.png');
    expect(markers(container)).toEqual(['Pump P1', 'Pump P2']);
    expect(notice(container)).toBeNull();
  });
});
