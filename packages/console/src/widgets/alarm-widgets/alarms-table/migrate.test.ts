import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Datasource, WidgetConfig } from '../../widget-config';
import { alarmsTableDefaultConfig } from './default-config';
import { migrateAlarmsTable } from './migrate';

/** The alarms table of the Thermostats dashboard as the platform (3.4.1) exported it. */
const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/thermostats-alarms-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

describe('migrating a saved alarms table', () => {
  const migrated = migrateAlarmsTable(structuredClone(saved));

  it('keeps the saved settings and fills in the ones the export leaves out', () => {
    expect(migrated.settings).toMatchObject({
      alarmsTitle: 'Alarms',
      enableSelectColumnDisplay: false,
      defaultSortOrder: '-createdTime',
      defaultPageSize: 10,
      enableStickyHeader: true,
      enableStickyAction: true,
      reserveSpaceForHiddenAction: 'true',
      useRowStyleFunction: false,
    });
  });

  it('fills in the column settings of the alarm source', () => {
    const source = migrated.alarmSource as Datasource;
    expect(source.dataKeys.map((key) => key.name)).toEqual(['createdTime', 'originator', 'type', 'severity', 'status']);
    expect(source.dataKeys[0].settings).toEqual({
      columnWidth: '0px',
      useCellStyleFunction: false,
      cellStyleFunction: '',
      useCellContentFunction: false,
      cellContentFunction: '',
      defaultColumnVisibility: 'visible',
      columnSelectionToDisplay: 'enabled',
    });
    expect(source.entityAliasId).toBe('68a058e1-fdda-8482-715b-3ae4a488568e');
  });

  it('keeps the alarm filters and every other key, and is idempotent', () => {
    expect(migrated.alarmSearchStatus).toBe('ANY');
    expect(migrated.alarmsFetchSize).toBe(100);
    expect(migrateAlarmsTable(structuredClone(migrated))).toEqual(migrated);
  });

  it("reads the catalogue's default config", () => {
    expect(migrateAlarmsTable(structuredClone(alarmsTableDefaultConfig)).settings.enableStickyAction).toBe(false);
  });
});
