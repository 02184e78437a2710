import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { openStreetMapDefaultConfig } from './default-config';
import { migrateOpenStreetMap } from './migrate';

/** The thermostat map of the Thermostats dashboard as the platform (3.4.1) exported it. */
const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/thermostats-map-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

describe('migrating a saved OpenStreetMap', () => {
  const migrated = migrateOpenStreetMap(structuredClone(saved));

  it('keeps the saved settings and fills in the ones the export leaves out', () => {
    expect(migrated.settings).toMatchObject({
      mapProvider: 'OpenStreetMap.HOT',
      latKeyName: 'latitude',
      lngKeyName: 'longitude',
      defaultZoomLevel: 14,
      defaultCenterPosition: [0, 0],
      useLabelFunction: true,
      useMarkerImageFunction: true,
      markerImageSize: 48,
      // not in the export: the platform's defaults
      useCustomProvider: false,
      draggableMarker: false,
      disableScrollZooming: false,
      tooltipOffsetY: -1,
      markerOffsetX: 0.5,
      markerOffsetY: 1,
    });
  });

  it('keeps the settings it does not draw, the tooltip action and every other key, and is idempotent', () => {
    expect(migrated.settings.polygonKeyName).toBe('coordinates');
    expect(migrated.settings.maxClusterRadius).toBe(80);
    expect((migrated.actions as Record<string, unknown[]>).tooltipAction).toHaveLength(1);
    expect(migrateOpenStreetMap(structuredClone(migrated))).toEqual(migrated);
  });

  it("reads the catalogue's default config", () => {
    expect(migrateOpenStreetMap(structuredClone(openStreetMapDefaultConfig)).settings.fitMapBounds).toBe(true);
  });
});
