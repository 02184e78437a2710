import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { updateMultipleAttributesDefaultConfig } from './default-config';
import { migrateMultipleInput } from './migrate';

/** The thermostat alarm settings form of the Thermostats dashboard as the platform (3.4.1) exported it. */
const saved = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures/thermostats-alarm-settings-3.4.1.json'), 'utf8'),
).config as WidgetConfig;

describe('migrating a saved Update Multiple Attributes widget', () => {
  const migrated = migrateMultipleInput(structuredClone(saved));

  it('keeps the saved settings and fills in the ones the export leaves out', () => {
    expect(migrated.settings).toEqual({
      showActionButtons: false,
      showResultMessage: true,
      fieldsAlignment: 'column',
      fieldsInRow: 2,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's own pattern syntax
      groupTitle: '${entityName}',
      widgetTitle: 'Termostat settings',
      updateAllValues: false,
      saveButtonLabel: '',
      resetButtonLabel: '',
      showGroupTitle: false,
    });
  });

  it('keeps the key settings and fills in the missing ones', () => {
    const threshold = migrated.datasources?.[0].dataKeys[1];
    expect(threshold?.name).toBe('temperatureAlarmThreshold');
    expect(threshold?.settings).toMatchObject({
      dataKeyType: 'server',
      dataKeyValueType: 'double',
      disabledOnDataKey: 'temperatureAlarmFlag',
      minValue: null,
      maxValue: null,
      selectOptions: [],
      useGetValueFunction: false,
    });
  });

  it('keeps every other key and is idempotent', () => {
    expect(migrated.datasources?.[0].entityAliasId).toBe('12ae98c7-1ea2-52cf-64d5-763e9d993547');
    expect(migrated.title).toBe('New Update Multiple Attributes');
    expect(migrateMultipleInput(structuredClone(migrated))).toEqual(migrated);
  });

  it("reads the catalogue's default config", () => {
    expect(
      migrateMultipleInput(structuredClone(updateMultipleAttributesDefaultConfig)).settings.showActionButtons,
    ).toBe(true);
  });
});
