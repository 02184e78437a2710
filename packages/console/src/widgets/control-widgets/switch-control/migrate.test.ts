import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { SWITCH_TYPES } from './family';
import { migrateSwitch } from './migrate';
import { DEFAULT_SWITCH_SETTINGS } from './settings';

interface CatalogueType {
  alias: string;
  type: string;
  defaultConfig: WidgetConfig;
}

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: CatalogueType[] }>;
const controlWidgets = catalogue.find((bundle) => bundle.bundleAlias === 'control_widgets')?.widgetTypes ?? [];

describe('migrating the RPC switches', () => {
  for (const { alias } of SWITCH_TYPES) {
    it(`${alias}: starts from the catalogue's default config and reads it with the switch settings`, () => {
      const catalogued = controlWidgets.find((type) => type.alias === alias);
      const definition = widgetDefinition(`control_widgets.${alias}`);
      expect(definition?.kind).toBe(catalogued?.type);
      expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);

      const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
      const migrated = definition?.migrate(structuredClone(saved));
      expect(migrated?.settings).toEqual({ ...DEFAULT_SWITCH_SETTINGS, ...saved.settings });
      expect({ ...migrated, settings: saved.settings }).toEqual(saved);
      expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
    });
  }

  it('reads a switch saved before it had a way to read its state by RPC, with the platform fallbacks', () => {
    const settings = migrateSwitch({ settings: { title: 'Pump', requestTimeout: null } } as WidgetConfig).settings;
    expect(settings).toMatchObject({ title: 'Pump', retrieveValueMethod: 'rpc', requestTimeout: 500 });
  });
});

describe('the subscription of a switch that follows a key', () => {
  const config = (retrieveValueMethod: string) =>
    migrateSwitch({ targetDeviceAliasIds: ['pump-alias'], settings: { retrieveValueMethod, valueKey: 'running' } });
  const datasources = (method: string) => {
    const migrated = config(method);
    return widgetDefinition('control_widgets.round_switch')?.extraDatasources?.(migrated, () => undefined) ?? [];
  };

  it("names the key of the target device's alias as an attribute or a time series", () => {
    expect(datasources('attribute')).toEqual([
      {
        type: 'entity',
        entityAliasId: 'pump-alias',
        dataKeys: [{ name: 'running', type: 'attribute', label: 'running', color: '#2196f3', settings: {} }],
      },
    ]);
    expect(datasources('timeseries')[0].dataKeys[0].type).toBe('timeseries');
  });

  it('subscribes to nothing when the state is read by RPC or not at all', () => {
    expect(datasources('rpc')).toEqual([]);
    expect(datasources('none')).toEqual([]);
  });
});
