import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { ROUTE_MAP_ALIASES, ROUTE_MAP_TYPES } from './family';
import { DEFAULT_ROUTE_SETTINGS } from './route-settings';

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

/** The catalogue's config without the platform's demo keys, which the console's defaults leave blank. */
function withoutDemoKeys(config: WidgetConfig): WidgetConfig {
  const settings = { ...config.settings } as Record<string, unknown>;
  if ('gmApiKey' in settings) settings.gmApiKey = '';
  if ('tmApiKey' in settings) settings.tmApiKey = '';
  if ('credentials' in settings) settings.credentials = { app_id: '', app_code: '' };
  return { ...config, settings };
}

describe('migrating the route maps and the trip animation', () => {
  it('covers every route map of the bundle and the trip animation', () => {
    const routes = maps.filter((type) =>
      ['tb-route-map-widget-settings', 'tb-trip-animation-widget-settings'].includes(type.settingsDirective),
    );
    expect([...ROUTE_MAP_ALIASES].sort()).toEqual(routes.map((type) => type.alias).sort());
  });

  for (const alias of ROUTE_MAP_ALIASES) {
    it(`${alias}: starts from the catalogue's default config without its demo keys, and fills in the settings`, () => {
      const catalogued = maps.find((type) => type.alias === alias);
      const definition = widgetDefinition(`maps_v2.${alias}`);
      expect(definition?.kind).toBe(catalogued?.type);
      const saved = withoutDemoKeys(catalogued?.defaultConfig as WidgetConfig);
      expect(definition?.defaultConfig).toEqual(saved);
      expect(JSON.stringify(definition?.defaultConfig)).not.toMatch(/AIza|84d6d83e|AhM6TzD9/);

      const migrated = definition?.migrate(structuredClone(saved));
      const settings = migrated?.settings ?? {};
      expect(settings.provider).toBe(saved.settings?.provider ?? ROUTE_MAP_TYPES[alias].provider);
      for (const [key, value] of Object.entries(saved.settings ?? {})) {
        if (typeof value === 'object' && value !== null) expect(settings[key], key).toMatchObject(value);
        else expect(settings[key], key).toEqual(value);
      }
      for (const key of Object.keys(DEFAULT_ROUTE_SETTINGS)) expect(settings, key).toHaveProperty(key);
      expect({ ...migrated, settings: saved.settings }).toEqual(saved);
      expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
    });
  }

  it('gives a saved map without a provider its type’s provider', () => {
    for (const alias of ROUTE_MAP_ALIASES) {
      const migrated = widgetDefinition(`maps_v2.${alias}`)?.migrate({ settings: {} } as WidgetConfig);
      expect(migrated?.settings.provider, alias).toBe(ROUTE_MAP_TYPES[alias].provider);
    }
  });
});
