import { readFileSync } from 'node:fs';
import { vi } from 'vitest';

// Leaflet draws shapes as SVG only where the browser can measure SVG, which the test DOM cannot; it says it can.
vi.hoisted(() => {
  const prototype = globalThis.SVGSVGElement?.prototype as { createSVGRect?: () => object } | undefined;
  if (prototype && !prototype.createSVGRect) prototype.createSVGRect = () => ({});
});

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

/** What a map hands its actions besides the entity: its entities' data and a position save. */
const mapActions = expect.objectContaining({ datasources: expect.any(Array), saveLocation: expect.any(Function) });

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
    expect(context.calls.actions).toEqual([{ action: navigate, target: { entity: T1.entity, map: mapActions } }]);
  });

  it('runs markerClick for the clicked marker', async () => {
    const open = { id: 'm', name: 'open', type: 'updateDashboardState' as const };
    const context = testContext({ actions: { markerClick: [open] } });
    const container = await show(context);
    await act(async () => fireEvent.click(markers(container)[1]));
    expect(context.calls.actions).toEqual([{ action: open, target: { entity: T2.entity, map: mapActions } }]);
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

  it('draws each entity’s polygon and circle from their keys, styled as the settings say, and runs polygonClick', async () => {
    const clicked = { id: 'p', name: 'field', type: 'updateDashboardState' as const };
    const context = testContext({ actions: { polygonClick: [clicked] } });
    const config = migrateOpenStreetMap(structuredClone(saved));
    Object.assign(config.settings, {
      showPolygon: true,
      polygonKeyName: 'perimeter',
      polygonColor: '#00ff00',
      polygonOpacity: 0.5,
      polygonStrokeWeight: 1,
      showPolygonLabel: true,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's own pattern syntax
      polygonLabel: 'Area of ${entityName}',
      showCircle: true,
      circleKeyName: 'zone',
      circleFillColor: '#ff0000',
    });
    const datasource = config.datasources?.[0];
    if (!datasource) throw new Error('the fixture has a datasource');
    const key = (name: string) => ({ name, type: 'attribute' as const, label: name, color: '#000' });
    const value = (name: string, text: string): WidgetSeries => ({
      datasource,
      dataKey: key(name),
      entity: T1.entity,
      data: [[1000, text]],
    });
    const data = [
      value('latitude', '37.77'),
      value('longitude', '-122.42'),
      value('perimeter', '[[37.7,-122.5],[37.8,-122.5],[37.8,-122.4]]'),
      value('zone', '{"latitude":37.77,"longitude":-122.42,"radius":500}'),
    ];
    const view = await renderWidget(OpenStreetMap, { config, data, context });
    const polygon = view.container.querySelector<SVGPathElement>('path.fd-map-polygon');
    const circle = view.container.querySelector<SVGPathElement>('path.fd-map-circle');
    expect(polygon?.getAttribute('fill')).toBe('#00ff00');
    expect(polygon?.getAttribute('fill-opacity')).toBe('0.5');
    expect(polygon?.getAttribute('stroke-width')).toBe('1');
    expect(circle?.getAttribute('fill')).toBe('#ff0000');
    expect(view.container.querySelector('.fd-map-shape-label')?.textContent).toBe('Area of Thermostat T1');
    await act(async () => fireEvent.click(polygon as Element));
    expect(context.calls.actions).toEqual([{ action: clicked, target: { entity: T1.entity, map: mapActions } }]);
  });

  it('gathers markers into clusters when the settings cluster them', async () => {
    const container = await show(testContext(), (settings) => {
      settings.useClusterMarkers = true;
      // the test page has no size, so every marker lies outside its view
      settings.removeOutsideVisibleBounds = false;
      settings.maxClusterRadius = 80;
      settings.defaultZoomLevel = 3;
      settings.fitMapBounds = false;
      settings.useMarkerImageFunction = false;
    });
    await expect.poll(() => container.querySelector('.marker-cluster')?.textContent).toBe('2');
  });

  it('says when a provider needs a key it was not given, and still draws the markers', async () => {
    const container = await show(testContext(), (settings) => {
      settings.provider = 'google-map';
      settings.gmApiKey = '';
    });
    expect(container.querySelector('[data-testid="map-provider-notice"]')?.textContent).toContain(
      'Google Maps needs an API key',
    );
    expect(markers(container)).toHaveLength(2);
  });

  it('places markers on an image map at the fractions its x and y keys hold', async () => {
    const config = migrateOpenStreetMap(structuredClone(saved));
    Object.assign(config.settings, {
      provider: 'image-map',
      mapImageUrl: '/floor-plan.png',
      useMarkerImageFunction: false,
    });
    const datasource = config.datasources?.[0];
    if (!datasource) throw new Error('the fixture has a datasource');
    const key = (name: string) => ({ name, type: 'attribute' as const, label: name, color: '#000' });
    const data: WidgetSeries[] = [
      { datasource, dataKey: key('xPos'), entity: T1.entity, data: [[1000, '0.25']] },
      { datasource, dataKey: key('yPos'), entity: T1.entity, data: [[1000, '0.5']] },
      { datasource, dataKey: key('xPos'), entity: T2.entity, data: [[1000, '0.75']] },
    ];
    const view = await renderWidget(OpenStreetMap, { config, data, context: testContext() });
    expect(view.container.querySelector('img.leaflet-image-layer')?.getAttribute('src')).toBe('/floor-plan.png');
    expect(markers(view.container).map((marker) => marker.title)).toEqual(['Thermostat T1']);
  });
});
