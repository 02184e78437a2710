import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { DEFAULT_MAP_SETTINGS } from '../openstreetmap/settings';
import { PROVIDER_MAP_ALIASES, PROVIDER_MAP_TYPES } from './family';

interface CatalogueType {
  alias: string;
  type: string;
  settingsDirective: string;
  defaultConfig: WidgetConfig;
}

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: CatalogueType[] }>;
const maps = catalogue.find((bundle) => bundle.bundleAlias === 'maps_v2')?.widgetTypes ?? [];

describe('migrating the maps of other providers', () => {
  it('covers every latest-values map of the bundle besides OpenStreetMap, with the map settings', () => {
    const latest = maps.filter((type) => type.settingsDirective === 'tb-map-widget-settings');
    expect([...PROVIDER_MAP_ALIASES, 'openstreetmap'].sort()).toEqual(latest.map((type) => type.alias).sort());
  });

  for (const alias of PROVIDER_MAP_ALIASES) {
    it(`${alias}: starts from the catalogue's default config, keeps it and fills in the map settings`, () => {
      const catalogued = maps.find((type) => type.alias === alias);
      const definition = widgetDefinition(`maps_v2.${alias}`);
      expect(definition?.kind).toBe(catalogued?.type);
      expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);

      const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
      const migrated = definition?.migrate(structuredClone(saved));
      const settings = migrated?.settings ?? {};
      expect(settings.provider).toBe(PROVIDER_MAP_TYPES[alias]);
      for (const [key, value] of Object.entries(saved.settings ?? {})) {
        if (typeof value === 'object' && value !== null) expect(settings[key], key).toMatchObject(value);
        else expect(settings[key], key).toEqual(value);
      }
      for (const key of Object.keys(DEFAULT_MAP_SETTINGS)) expect(settings, key).toHaveProperty(key);
      expect({ ...migrated, settings: saved.settings }).toEqual(saved);
      expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
    });
  }

  it('gives a saved map without a provider setting its type’s provider', () => {
    for (const alias of PROVIDER_MAP_ALIASES) {
      const migrated = widgetDefinition(`maps_v2.${alias}`)?.migrate({ settings: {} } as WidgetConfig);
      expect(migrated?.settings.provider, alias).toBe(PROVIDER_MAP_TYPES[alias]);
    }
  });
});
