import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { DEFAULT_LED_INDICATOR_SETTINGS } from './settings';

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
  ?.widgetTypes.find((type) => type.alias === 'led_indicator');

describe('migrating the LED indicator', () => {
  const definition = widgetDefinition('control_widgets.led_indicator');

  it("starts from the catalogue's default config and reads it with the LED settings", () => {
    expect(definition?.kind).toBe(catalogued?.type);
    expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);
    const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
    const migrated = definition?.migrate(structuredClone(saved));
    expect(migrated?.settings).toEqual({ ...DEFAULT_LED_INDICATOR_SETTINGS, ...saved.settings });
    expect({ ...migrated, settings: saved.settings }).toEqual(saved);
    expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
  });

  it('subscribes to the followed key of its target device alias', () => {
    const migrated = definition?.migrate({
      targetDeviceAliasIds: ['lamp'],
      settings: { retrieveValueMethod: 'timeseries', valueAttribute: 'lit' },
    }) as WidgetConfig;
    expect(definition?.extraDatasources?.(migrated, () => undefined)).toEqual([
      {
        type: 'entity',
        entityAliasId: 'lamp',
        dataKeys: [{ name: 'lit', type: 'timeseries', label: 'lit', color: '#2196f3', settings: {} }],
      },
    ]);
  });
});
