import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { migrateKnob } from './migrate';
import { DEFAULT_KNOB_SETTINGS } from './settings';

interface CatalogueType {
  alias: string;
  type: string;
  defaultConfig: WidgetConfig;
}

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: CatalogueType[] }>;
const catalogued = catalogue
  .find((bundle) => bundle.bundleAlias === 'control_widgets')
  ?.widgetTypes.find((type) => type.alias === 'knob_control');

describe('migrating the knob control', () => {
  const definition = widgetDefinition('control_widgets.knob_control');

  it("starts from the catalogue's default config and reads it with the knob settings", () => {
    expect(definition?.kind).toBe(catalogued?.type);
    expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);
    const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
    const migrated = definition?.migrate(structuredClone(saved));
    expect(migrated?.settings).toEqual({ ...DEFAULT_KNOB_SETTINGS, ...saved.settings });
    expect({ ...migrated, settings: saved.settings }).toEqual(saved);
    expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
  });

  it('reads a knob saved with settings left out or null with the platform fallbacks', () => {
    const settings = migrateKnob({ settings: { maxValue: 30, requestTimeout: null } } as WidgetConfig).settings;
    expect(settings).toMatchObject({ minValue: 0, maxValue: 30, requestTimeout: 500, setValueMethod: 'setValue' });
  });
});
