import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WidgetAction } from '@fleetdeck/model';
import { screen } from '@testing-library/react';
import { type TestContext, testContext } from '../../testing/test-context';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { migrateEntitiesTable } from './migrate';
import type { EntitiesTableSettings } from './settings';

/** Test data of the entities table's component tests: the "Thermostats" table of the Thermostats dashboard. */
export const saved = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures/thermostats-table-3.4.1.json'), 'utf8'),
).config as WidgetConfig;

/** The migrated table and `count` thermostats with a value for each of its keys. */
export function setup(change: (config: WidgetConfig<EntitiesTableSettings>) => void = () => {}, count = 12) {
  const config = migrateEntitiesTable(structuredClone(saved));
  change(config);
  const datasource = config.datasources?.[0];
  if (!datasource) throw new Error('the fixture has a datasource');
  const data: WidgetSeries[] = [];
  for (let n = 1; n <= count; n++) {
    const entity = { id: { entityType: 'DEVICE' as const, id: `d${n}` }, name: `Thermostat T${n}`, label: null };
    const values = [n % 2 ? 'true' : 'false', String(18 + n / 4), String(40 + n), '37.7', '-122.4'];
    datasource.dataKeys.forEach((dataKey, index) => {
      data.push({ datasource, dataKey, entity, data: [[1000, values[index]]] });
    });
  }
  return { config, data };
}

export const cellContent = "value = '&#11044;';\nreturn value;";
const cellStyle = saved.datasources?.[0].dataKeys[0].settings?.cellStyleFunction as string;

/** A context with the table's actions whose sandbox runs the fixture's "Active" cell functions. */
export function contextFor(config: WidgetConfig, isEdit = false): TestContext {
  return testContext({
    actions: config.actions as Record<string, WidgetAction[]>,
    isEdit,
    functions: {
      [cellContent]: () => '&#11044;<script>steal()</script>',
      [cellStyle]: (value) => ({ color: value === 'true' ? 'rgb(39, 134, 34)' : 'rgb(255, 0, 0)', fontSize: '18px' }),
    },
  });
}

// Plain DOM queries: role queries are slow in jsdom on tables of this size.
export const bodyRows = () => [...document.querySelectorAll('tbody tr')] as HTMLElement[];
export const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')] as HTMLElement[];
export const firstCells = () => bodyRows().map((row) => cellsOf(row)[0].textContent);
export const headers = () => [...document.querySelectorAll('thead th')].map((header) => header.textContent);
export const button = (name: string) => screen.getByLabelText(name) as HTMLButtonElement;
