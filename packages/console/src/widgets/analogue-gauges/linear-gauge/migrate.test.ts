import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { DEFAULT_LINEAR_GAUGE_SETTINGS } from './settings';

interface CatalogueType {
  alias: string;
  type: string;
  defaultConfig: WidgetConfig;
}

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: CatalogueType[] }>;
const linear = catalogue
  .find((bundle) => bundle.bundleAlias === 'analogue_gauges')
  ?.widgetTypes.find((type) => type.alias === 'temperature_gauge_canvas_gauges');

describe('migrating the linear gauge', () => {
  const definition = widgetDefinition('analogue_gauges.temperature_gauge_canvas_gauges');

  it("starts from the catalogue's default config and keeps its settings", () => {
    expect(definition?.kind).toBe(linear?.type);
    expect(definition?.defaultConfig).toEqual(linear?.defaultConfig);
    const saved = structuredClone(linear?.defaultConfig as WidgetConfig);
    const migrated = definition?.migrate(structuredClone(saved));
    expect(migrated?.settings).toMatchObject(saved.settings as object);
    for (const key of Object.keys(DEFAULT_LINEAR_GAUGE_SETTINGS)) expect(migrated?.settings, key).toHaveProperty(key);
    expect({ ...migrated, settings: saved.settings }).toEqual(saved);
    expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
  });
});
