import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { DIGITAL_GAUGE_ALIASES } from './family';
import { DEFAULT_DIGITAL_GAUGE_SETTINGS } from './settings';

interface CatalogueType {
  alias: string;
  type: string;
  defaultConfig: WidgetConfig;
}

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: CatalogueType[] }>;
const digitalGauges = catalogue.find((bundle) => bundle.bundleAlias === 'digital_gauges')?.widgetTypes ?? [];

describe('migrating the digital gauges', () => {
  it('covers every type of the digital gauges bundle', () => {
    expect([...DIGITAL_GAUGE_ALIASES].sort()).toEqual(digitalGauges.map((type) => type.alias).sort());
  });

  for (const alias of DIGITAL_GAUGE_ALIASES) {
    it(`${alias}: starts from the catalogue's default config and keeps its settings`, () => {
      const catalogued = digitalGauges.find((type) => type.alias === alias);
      const definition = widgetDefinition(`digital_gauges.${alias}`);
      expect(definition?.kind).toBe(catalogued?.type);
      expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);

      const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
      const migrated = definition?.migrate(structuredClone(saved));
      const settings = migrated?.settings ?? {};
      for (const [key, value] of Object.entries(saved.settings ?? {})) {
        // a saved null means "not set": the form's default stands in for it; saved fonts get the missing parts
        if (value === null) continue;
        if (typeof value === 'object' && !Array.isArray(value)) expect(settings[key], key).toMatchObject(value);
        else expect(settings[key], key).toEqual(value);
      }
      for (const key of Object.keys(DEFAULT_DIGITAL_GAUGE_SETTINGS)) expect(settings, key).toHaveProperty(key);
      expect({ ...migrated, settings: saved.settings }).toEqual(saved);
      expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
    });
  }

  it('fills in the settings an older gauge left out, keeping its fonts', () => {
    const migrate = widgetDefinition('digital_gauges.gauge_justgage')?.migrate;
    const settings = migrate?.({ settings: { maxValue: 50, valueFont: { size: 30 }, showTitle: null } }).settings;
    expect(settings).toMatchObject({
      minValue: 0,
      maxValue: 50,
      gaugeType: 'arc',
      showTitle: false,
      showMinMax: true,
      levelColors: [],
      valueFont: { family: 'Roboto', size: 30, style: 'normal', weight: '500', color: null },
    });
  });
});
