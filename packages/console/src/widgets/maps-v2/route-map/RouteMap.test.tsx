import { vi } from 'vitest';

// Leaflet draws lines as SVG only where the browser can measure SVG, which the test DOM cannot; it says it can.
vi.hoisted(() => {
  const prototype = globalThis.SVGSVGElement?.prototype as { createSVGRect?: () => object } | undefined;
  if (prototype && !prototype.createSVGRect) prototype.createSVGRect = () => ({});
});

import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import { renderWidget } from '../../testing/render-widget';
import { testContext } from '../../testing/test-context';
import type { DataKey, WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import type { RouteMapAlias } from './family';
import { RouteMap } from './RouteMap';
import type { RouteSettings } from './route-settings';
import { TripAnimation } from './TripAnimation';

const truck = { id: { entityType: 'DEVICE' as const, id: 't1' }, name: 'Truck 1', label: '' };
const key = (name: string): DataKey => ({ name, type: 'timeseries', label: name, color: '#000' });
const datasource = { type: 'entity' as const, dataKeys: [key('latitude'), key('longitude'), key('Speed')] };

/** The truck's trip: three positions a minute apart, and its speed at each. */
const TRIP: Array<[number, number, number, number]> = [
  [60_000, 37.77, -122.42, 40],
  [120_000, 37.78, -122.41, 55],
  [180_000, 37.79, -122.4, 70],
];
const tripSeries = (trip = TRIP): WidgetSeries[] =>
  (['latitude', 'longitude', 'Speed'] as const).map((name, column) => ({
    datasource,
    dataKey: key(name),
    entity: truck,
    data: trip.map((row) => [row[0], row[column + 1]] as [number, unknown]),
  }));

/** A map of a type's default config, with its marker functions off unless the change turns them on. */
async function show(alias: RouteMapAlias, data: WidgetSeries[], change: Partial<RouteSettings> = {}) {
  const definition = widgetDefinition(`maps_v2.${alias}`);
  if (!definition) throw new Error(`no map ${alias}`);
  const saved = structuredClone(definition.defaultConfig);
  const config = definition.migrate({
    ...saved,
    settings: { ...saved.settings, useMarkerImageFunction: false, useColorFunction: false, ...change },
  } as WidgetConfig) as WidgetConfig<RouteSettings>;
  const context = testContext({ functions: { 'return "#00aa00";': () => '#00aa00' } });
  const component = alias === 'test' ? TripAnimation : RouteMap;
  const view = await renderWidget(component, { config, data, context });
  return view.container;
}

const marker = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.leaflet-marker-icon[title="Truck 1"]');
/** Where the marker is drawn: Leaflet places it by its left and top where the browser has no 3D transforms. */
const markerPlace = (container: HTMLElement) => {
  const style = marker(container)?.style;
  return style ? `${style.transform} ${style.left} ${style.top}`.trim() : '';
};
const notice = (container: HTMLElement) =>
  container.querySelector('[data-testid="map-provider-notice"]')?.textContent ?? null;

describe('the route maps', { timeout: 20_000 }, () => {
  it('draws the route of the time window as a line, with the marker at its last position', async () => {
    const container = await show('route_map_openstreetmap', tripSeries(), { color: '#123456' });
    const line = container.querySelector('path.fd-route-line');
    expect(line?.getAttribute('stroke')).toBe('#123456');
    expect(line?.getAttribute('stroke-width')).toBe('4');
    expect(marker(container)).not.toBeNull();
    await act(async () => fireEvent.click(marker(container) as HTMLElement));
    // the tooltip reads the values of the last position
    expect(document.querySelector('.fd-map-tooltip')?.textContent).toContain('Speed: 70 MPH');
    expect(container.querySelector('[data-testid="trip-timeline"]')).toBeNull();
  });

  it('colours the line by the colour function, and draws the points and arrows the settings ask for', async () => {
    const container = await show('route_map_openstreetmap', tripSeries(), {
      useColorFunction: true,
      colorFunction: 'return "#00aa00";',
      showPoints: true,
      usePolylineDecorator: true,
    });
    expect(container.querySelector('path.fd-route-line')?.getAttribute('stroke')).toBe('#00aa00');
    expect(container.querySelectorAll('path.fd-route-point')).toHaveLength(3);
    expect(container.querySelectorAll('.fd-route-arrow')).toHaveLength(2);
  });

  it('Tencent without a key says so and shows the route on OpenStreetMap', async () => {
    const container = await show('route_map_tencent_maps', tripSeries());
    expect(notice(container)).toContain('Tencent Maps needs an API key');
    expect(container.querySelector('img.leaflet-tile')?.getAttribute('src') ?? '').toMatch(/openstreetmap\.org/);
    expect(container.querySelector('path.fd-route-line')).not.toBeNull();
  });

  it('Google (the plain route map) without a key says so too', async () => {
    const container = await show('route_map', tripSeries());
    expect(notice(container)).toContain('Google Maps needs an API key');
  });

  it('draws no route and no marker for an entity without positions', async () => {
    const container = await show('route_map_openstreetmap', tripSeries([]));
    expect(container.querySelector('path.fd-route-line')).toBeNull();
    expect(marker(container)).toBeNull();
  });
});

describe('the trip animation', { timeout: 20_000 }, () => {
  it('starts at the end of the trip, and moving the timeline moves the marker along the route', async () => {
    const container = await show('test', tripSeries());
    const slider = screen.getByRole('slider', { name: 'Trip time' });
    expect(slider.getAttribute('aria-valuenow')).toBe('180000');
    const atEnd = markerPlace(container);
    await act(async () => fireEvent.change(slider, { target: { value: 60_000 } }));
    expect(slider.getAttribute('aria-valuenow')).toBe('60000');
    const atStart = markerPlace(container);
    expect(atStart).toBeTruthy();
    expect(atStart).not.toBe(atEnd);
    await act(async () => fireEvent.click(marker(container) as HTMLElement));
    expect(document.querySelector('.fd-map-tooltip')?.textContent).toContain('Latitude: 37.7700000');
  });

  it('plays the trip at the chosen speed, and pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await show('test', tripSeries(), { normalizationStep: 30_000 });
      const slider = screen.getByRole('slider', { name: 'Trip time' });
      await act(async () => fireEvent.change(slider, { target: { value: 60_000 } }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play' })));
      await act(async () => vi.advanceTimersByTime(2_100));
      expect(slider.getAttribute('aria-valuenow')).toBe('120000');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pause' })));
      await act(async () => vi.advanceTimersByTime(3_000));
      expect(slider.getAttribute('aria-valuenow')).toBe('120000');
    } finally {
      vi.useRealTimers();
    }
  });
});
