import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_SETTINGS } from '../../maps-v2/openstreetmap/settings';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { PLACEMENT_MAP_ALIASES, PLACEMENT_MAP_TYPES } from './family';

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
const inputs = catalogue.find((bundle) => bundle.bundleAlias === 'input_widgets')?.widgetTypes ?? [];

/** The catalogue's config without the platform's demo keys, which the console's defaults leave blank. */
function withoutDemoKeys(config: WidgetConfig): WidgetConfig {
  const settings = { ...config.settings } as Record<string, unknown>;
  if ('gmApiKey' in settings) settings.gmApiKey = '';
  return { ...config, settings };
}

describe('migrating the markers placement maps of other providers', () => {
  it('covers every placement map of the bundle besides OpenStreetMap', () => {
    const placement = inputs.filter((type) => type.alias.startsWith('markers_placement_'));
    expect([...PLACEMENT_MAP_ALIASES, 'markers_placement_openstreetmap'].sort()).toEqual(
      placement.map((type) => type.alias).sort(),
    );
  });

  for (const alias of PLACEMENT_MAP_ALIASES) {
    it(`${alias}: starts from the catalogue's default config without its demo key, and fills in the map settings`, () => {
      const catalogued = inputs.find((type) => type.alias === alias);
      const definition = widgetDefinition(`input_widgets.${alias}`);
      expect(definition?.kind).toBe(catalogued?.type);
      const saved = withoutDemoKeys(catalogued?.defaultConfig as WidgetConfig);
      expect(definition?.defaultConfig).toEqual(saved);

      const migrated = definition?.migrate(structuredClone(saved));
      const settings = migrated?.settings ?? {};
      expect(settings.provider).toBe(PLACEMENT_MAP_TYPES[alias]);
      expect(settings.draggableMarker).toBe(true);
      for (const [key, value] of Object.entries(saved.settings ?? {})) expect(settings[key], key).toEqual(value);
      for (const key of Object.keys(DEFAULT_MAP_SETTINGS)) expect(settings, key).toHaveProperty(key);
      expect({ ...migrated, settings: saved.settings }).toEqual(saved);
      expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
    });
  }

  it('gives a saved map without a provider its type’s provider and draggable markers', () => {
    for (const alias of PLACEMENT_MAP_ALIASES) {
      const migrated = widgetDefinition(`input_widgets.${alias}`)?.migrate({ settings: {} } as WidgetConfig);
      expect(migrated?.settings, alias).toMatchObject({ provider: PLACEMENT_MAP_TYPES[alias], draggableMarker: true });
    }
  });
});
