import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { GPIO_TYPES } from './family';
import { migrateGpio } from './migrate';
import { DEFAULT_GPIO_SETTINGS } from './settings';

interface CatalogueType {
  alias: string;
  type: string;
  defaultConfig: WidgetConfig;
}

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: CatalogueType[] }>;
const gpioWidgets = catalogue.find((bundle) => bundle.bundleAlias === 'gpio_widgets')?.widgetTypes ?? [];

describe('migrating the GPIO widgets', () => {
  it('registers every type of the bundle', () => {
    expect(GPIO_TYPES.map((type) => type.alias).sort()).toEqual(gpioWidgets.map((type) => type.alias).sort());
  });

  for (const { alias } of GPIO_TYPES) {
    it(`${alias}: starts from the catalogue's default config and reads it with the GPIO settings`, () => {
      const catalogued = gpioWidgets.find((type) => type.alias === alias);
      const definition = widgetDefinition(`gpio_widgets.${alias}`);
      expect(definition?.kind).toBe(catalogued?.type);
      expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);

      const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
      const migrated = definition?.migrate(structuredClone(saved));
      expect(migrated?.settings).toEqual({ ...DEFAULT_GPIO_SETTINGS, ...saved.settings });
      expect({ ...migrated, settings: saved.settings }).toEqual(saved);
      expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
    });
  }

  it('fills a request saved without its params with the default body', () => {
    const settings = migrateGpio({ settings: { gpioStatusRequest: { method: 'readPins' } } } as WidgetConfig).settings;
    expect(settings.gpioStatusRequest).toEqual({ method: 'readPins', paramsBody: '{}' });
    expect(settings.gpioList).toEqual([]);
  });
});
