import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { timeseriesTableDefaultConfig } from './default-config';
import { migrateTimeseriesTable } from './migrate';

/** The "Total Messages" table of the Gateways dashboard as the platform (3.4.1) exported it. */
const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/gateways-total-messages-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

describe('migrating a saved time-series table', () => {
  const migrated = migrateTimeseriesTable(structuredClone(saved));

  it('keeps the saved settings and fills in the ones the export leaves out', () => {
    expect(migrated.settings).toEqual({
      enableSearch: true,
      enableStickyHeader: true,
      enableStickyAction: true,
      reserveSpaceForHiddenAction: 'true',
      showTimestamp: true,
      showMilliseconds: false,
      displayPagination: true,
      useEntityLabel: false,
      defaultPageSize: 6,
      hideEmptyLines: true,
      useRowStyleFunction: false,
      rowStyleFunction: '',
    });
  });

  it('fills in the key settings and keeps every other key', () => {
    expect(migrated.datasources?.[0].dataKeys.map((key) => [key.label, key.settings])).toEqual([
      [
        'Events',
        { useCellStyleFunction: false, cellStyleFunction: '', useCellContentFunction: false, cellContentFunction: '' },
      ],
      [
        'Produced',
        { useCellStyleFunction: false, cellStyleFunction: '', useCellContentFunction: false, cellContentFunction: '' },
      ],
    ]);
    expect(migrated.legendConfig).toEqual(saved.legendConfig);
    expect(migrated.timewindow).toEqual(saved.timewindow);
  });

  it('changes nothing when run again and does not change the config it reads', () => {
    const copy = structuredClone(saved);
    expect(migrateTimeseriesTable(structuredClone(migrated) as WidgetConfig)).toEqual(migrateTimeseriesTable(copy));
    expect(copy).toEqual(saved);
  });

  it('keeps the header of a table saved with the older disableStickyHeader unpinned', () => {
    const old = migrateTimeseriesTable({ ...saved, settings: { disableStickyHeader: true } });
    expect(old.settings.enableStickyHeader).toBe(false);
    expect(old.settings.disableStickyHeader).toBe(true);
  });

  it('shows latest keys unless told otherwise, and reads the default config', () => {
    const withLatest = migrateTimeseriesTable({
      ...saved,
      datasources: [
        { type: 'entity', dataKeys: [], latestDataKeys: [{ name: 'fw', type: 'attribute', label: 'FW', color: '' }] },
      ],
    });
    expect(withLatest.datasources?.[0].latestDataKeys?.[0].settings).toMatchObject({ show: true });
    const fresh = migrateTimeseriesTable(structuredClone(timeseriesTableDefaultConfig));
    expect(fresh.datasources?.[0].latestDataKeys).toBeNull();
    expect(fresh.settings.defaultPageSize).toBe(10);
  });
});
