import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { UPDATE_VALUE_TYPES } from './family';
import { defaultUpdateValueSettings } from './settings';

interface CatalogueType {
  alias: string;
  type: string;
  defaultConfig: WidgetConfig;
}

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: CatalogueType[] }>;
const inputWidgets = catalogue.find((bundle) => bundle.bundleAlias === 'input_widgets')?.widgetTypes ?? [];

describe('migrating the update attribute / time series widgets', () => {
  it('covers every update widget of the input widgets bundle but the multiple attributes form', () => {
    const family = inputWidgets
      .map((type) => type.alias)
      .filter((alias) => alias.startsWith('update_') && alias !== 'update_multiple_attributes');
    expect(UPDATE_VALUE_TYPES.map((type) => type.alias).sort()).toEqual(family.sort());
  });

  for (const { alias, valueType } of UPDATE_VALUE_TYPES) {
    it(`${alias}: starts from the catalogue's default config and reads it with the ${valueType} settings`, () => {
      const catalogued = inputWidgets.find((type) => type.alias === alias);
      const definition = widgetDefinition(`input_widgets.${alias}`);
      expect(definition?.kind).toBe(catalogued?.type);
      expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);

      const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
      const migrated = definition?.migrate(structuredClone(saved));
      expect(migrated?.settings).toEqual({ ...defaultUpdateValueSettings(valueType), ...saved.settings });
      expect({ ...migrated, settings: saved.settings }).toEqual(saved);
      expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
    });
  }

  it('keeps what the platform saved and fills in the rest', () => {
    const migrate = widgetDefinition('input_widgets.update_shared_integer_attribute')?.migrate;
    expect(migrate?.({ settings: { maxValue: 10, labelValue: 'Set point', extra: 'kept' } }).settings).toEqual({
      widgetTitle: '',
      showLabel: true,
      labelValue: 'Set point',
      isRequired: true,
      requiredErrorMessage: '',
      showResultMessage: true,
      minValue: null,
      maxValue: 10,
      extra: 'kept',
    });
    const json = widgetDefinition('input_widgets.update_json_attribute');
    expect(json?.migrate(structuredClone(json.defaultConfig)).settings).toMatchObject({
      attributeScope: 'SERVER_SCOPE',
      attributeRequired: true,
      labelValue: '',
    });
  });
});
