import { describe, expect, it } from 'vitest';
import type { DataKey, Datasource } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { entityRows, entitySortColumn } from './entity-rows';

const keys: DataKey[] = [
  { name: 'active', type: 'attribute', label: 'Active', color: '#2196f3' },
  { name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#4caf50' },
];
const datasource: Datasource = { type: 'entity', entityAliasId: 'a1', dataKeys: keys };
const device = (id: string, name: string, label?: string) => ({
  id: { entityType: 'DEVICE' as const, id },
  name,
  label,
});
const translate = (key: string) => ({ 'entity.type-device': 'Device' })[key] ?? key;

const series = (entity: ReturnType<typeof device>, active: unknown, temperature: unknown): WidgetSeries[] => [
  { datasource, dataKey: keys[0], entity, data: active === undefined ? [] : [[1000, active]] },
  {
    datasource,
    dataKey: keys[1],
    entity,
    data: [
      [900, '19'],
      [2000, temperature],
    ],
  },
];

describe('the rows of the entities table', () => {
  const rows = entityRows(
    [
      ...series(device('d1', 'Thermostat T1', 'Hall'), 'true', '21.5'),
      ...series(device('d2', 'Thermostat T2'), undefined, '19'),
    ],
    keys,
    translate,
  );

  it('makes one row per entity with the latest value of each key', () => {
    expect(rows.map((row) => [row.entityName, row.entityLabel, row.entityType, row.values])).toEqual([
      ['Thermostat T1', 'Hall', 'Device', ['true', '21.5']],
      ['Thermostat T2', 'Thermostat T2', 'Device', [undefined, '19']],
    ]);
  });

  it('hands functions and actions the row with values under the key labels', () => {
    expect(rows[1].data).toEqual({
      id: { entityType: 'DEVICE', id: 'd2' },
      entityName: 'Thermostat T2',
      entityLabel: 'Thermostat T2',
      entityType: 'Device',
      Active: '',
      Temperature: '19',
    });
  });

  it('makes one row of a function datasource, named after the datasource', () => {
    const simulated: Datasource = { type: 'function', name: 'Simulated', dataKeys: keys };
    const [row] = entityRows(
      keys.map((dataKey) => ({ datasource: simulated, dataKey, data: [[1, 5]] as Array<[number, unknown]> })),
      keys,
      translate,
    );
    expect(row).toMatchObject({ entityName: 'Simulated', entity: undefined, values: [5, 5] });
  });

  it('lists the entities of a datasource without data keys, in the order the host resolved them', () => {
    const bare: Datasource = { type: 'entity', entityAliasId: 'a1', dataKeys: [] };
    const listed = entityRows([], [], translate, [
      { datasource: bare, entity: device('d2', 'Thermostat T2') },
      { datasource: bare, entity: device('d1', 'Thermostat T1', 'Hall') },
    ]);
    expect(listed.map((row) => [row.entityName, row.entityLabel, row.entityType, row.values])).toEqual([
      ['Thermostat T2', 'Thermostat T2', 'Device', []],
      ['Thermostat T1', 'Hall', 'Device', []],
    ]);
    expect(listed[1].data).toEqual({
      id: { entityType: 'DEVICE', id: 'd1' },
      entityName: 'Thermostat T1',
      entityLabel: 'Hall',
      entityType: 'Device',
    });
  });

  it('fills the rows of resolved entities with their series, one row per entity', () => {
    const t1 = device('d1', 'Thermostat T1');
    const listed = entityRows(series(t1, 'true', '21.5'), keys, translate, [{ datasource, entity: t1 }]);
    expect(listed.map((row) => [row.entityName, row.values])).toEqual([['Thermostat T1', ['true', '21.5']]]);
  });

  it('finds the column a saved sort order names', () => {
    expect(entitySortColumn('entityName', keys)).toBe('entityName');
    expect(entitySortColumn('Temperature', keys)).toBe('key1');
    expect(entitySortColumn('active', keys)).toBe('key0');
    expect(entitySortColumn('nothing', keys)).toBeUndefined();
  });
});
