import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { RADIAL_GAUGE_ALIASES } from './family';
import { DEFAULT_RADIAL_GAUGE_SETTINGS } from './settings';

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
const analogueGauges = catalogue.find((bundle) => bundle.bundleAlias === 'analogue_gauges')?.widgetTypes ?? [];

describe('migrating the radial analogue gauges', () => {
  it('covers every analogue gauge with the radial gauge settings', () => {
    const radial = analogueGauges.filter(
      (type) => type.settingsDirective === 'tb-analogue-radial-gauge-widget-settings',
    );
    expect([...RADIAL_GAUGE_ALIASES].sort()).toEqual(radial.map((type) => type.alias).sort());
  });

  for (const alias of RADIAL_GAUGE_ALIASES) {
    it(`${alias}: starts from the catalogue's default config and keeps its settings`, () => {
      const catalogued = analogueGauges.find((type) => type.alias === alias);
      const definition = widgetDefinition(`analogue_gauges.${alias}`);
      expect(definition?.kind).toBe(catalogued?.type);
      expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);

      const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
      const migrated = definition?.migrate(structuredClone(saved));
      const settings = migrated?.settings ?? {};
      for (const [key, value] of Object.entries(saved.settings ?? {})) {
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
          expect(settings[key], key).toMatchObject(value);
        } else expect(settings[key], key).toEqual(value);
      }
      for (const key of Object.keys(DEFAULT_RADIAL_GAUGE_SETTINGS)) expect(settings, key).toHaveProperty(key);
      expect({ ...migrated, settings: saved.settings }).toEqual(saved);
      expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
    });
  }
});
