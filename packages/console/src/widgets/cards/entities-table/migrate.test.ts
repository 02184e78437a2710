import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { entitiesTableDefaultConfig } from './default-config';
import { migrateEntitiesTable } from './migrate';

/** The "Thermostats" table of the Thermostats dashboard as the platform (3.4.1) exported it. */
const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/thermostats-table-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

describe('migrating a saved entities table', () => {
  const migrated = migrateEntitiesTable(structuredClone(saved));

  it('keeps the saved settings and fills in the ones the export leaves out', () => {
    expect(migrated.settings).toEqual({
      entitiesTitle: 'Thermostats',
      enableSearch: true,
      enableSelectColumnDisplay: false,
      enableStickyHeader: true,
      enableStickyAction: true,
      reserveSpaceForHiddenAction: 'true',
      displayEntityName: true,
      entityNameColumnTitle: 'Thermostat name',
      displayEntityLabel: false,
      entityLabelColumnTitle: '',
      displayEntityType: false,
      displayPagination: true,
      defaultPageSize: 10,
      defaultSortOrder: 'entityName',
      useRowStyleFunction: false,
      rowStyleFunction: '',
    });
  });

  it('keeps each column with its functions and fills in the visibility settings', () => {
    const keys = migrated.datasources?.[0].dataKeys ?? [];
    expect(keys.map((key) => key.label)).toEqual(['Active', 'Temperature', 'Humidity', 'latitude', 'longitude']);
    expect(keys[0].settings).toMatchObject({
      useCellContentFunction: true,
      cellContentFunction: "value = '&#11044;';\nreturn value;",
      useCellStyleFunction: true,
      defaultColumnVisibility: 'visible',
      columnSelectionToDisplay: 'enabled',
    });
    expect(keys[1]).toMatchObject({ units: '°C', decimals: 1 });
  });

  it('keeps the actions and every other key, so saving again loses nothing', () => {
    expect(migrated.actions).toEqual(saved.actions);
    expect(migrated.titleStyle).toEqual(saved.titleStyle);
    expect(migrated.title).toBe('Thermostats');
  });

  it('changes nothing when run again and does not change the config it reads', () => {
    const copy = structuredClone(saved);
    expect(migrateEntitiesTable(structuredClone(migrated) as WidgetConfig)).toEqual(migrateEntitiesTable(copy));
    expect(copy).toEqual(saved);
  });

  it("reads the platform's default config", () => {
    const fresh = migrateEntitiesTable(structuredClone(entitiesTableDefaultConfig));
    expect(fresh.settings.entitiesTitle).toBe('');
    expect(fresh.datasources?.[0].dataKeys.map((key) => key.label)).toEqual(['Sin', 'Cos', 'Random']);
  });
});
