import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { markersPlacementDefaultConfig } from './default-config';
import { migrateMarkersPlacement } from './migrate';

/** The "Gateway Location" map of the Gateways dashboard as the platform (3.4.1) exported it. */
const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/gateway-location-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

describe('migrating a saved markers placement map', () => {
  const migrated = migrateMarkersPlacement(structuredClone(saved));

  it('makes markers draggable when the export does not say, and keeps the saved settings', () => {
    expect(migrated.settings).toMatchObject({ draggableMarker: true, defaultZoomLevel: 5, markerImageSize: 34 });
    expect(migrated.settings.tooltipPattern).toContain("<link-act name='delete'>Delete</link-act>");
  });

  it('keeps a saved choice of fixed markers, every other key, and is idempotent', () => {
    const fixed = migrateMarkersPlacement({ ...structuredClone(saved), settings: { draggableMarker: false } });
    expect(fixed.settings.draggableMarker).toBe(false);
    expect(migrated.settings.polygonKeyName).toBe('coordinates');
    expect(migrateMarkersPlacement(structuredClone(migrated))).toEqual(migrated);
  });

  it("reads the catalogue's default config", () => {
    const config = migrateMarkersPlacement(structuredClone(markersPlacementDefaultConfig));
    expect(config.settings.draggableMarker).toBe(true);
  });
});
