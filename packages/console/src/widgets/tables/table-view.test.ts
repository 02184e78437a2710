import { describe, expect, it } from 'vitest';
import { compareCellValues, pageSizeOptions, parseSortOrder, tableView, type ViewColumn } from './table-view';

interface Row {
  name: string;
  temperature: string;
}

const rows: Row[] = [
  { name: 'Thermostat T2', temperature: '19.5' },
  { name: 'Thermostat T10', temperature: '' },
  { name: 'Boiler B1', temperature: '101' },
  { name: 'Thermostat T1', temperature: '22' },
];

const columns: ViewColumn<Row>[] = [
  { id: 'entityName', sortValue: (row) => row.name, searchText: (row) => row.name },
  { id: 'key0', sortValue: (row) => row.temperature, searchText: (row) => row.temperature },
];

describe('the rows a widget table shows', () => {
  it('reads a saved sort order with its direction', () => {
    const resolve = (name: string) => ({ entityName: 'entityName', Temperature: 'key0' })[name];
    expect(parseSortOrder('entityName', resolve)).toEqual({ column: 'entityName', direction: 'asc' });
    expect(parseSortOrder('-Temperature', resolve)).toEqual({ column: 'key0', direction: 'desc' });
    expect(parseSortOrder('+Temperature', resolve)).toEqual({ column: 'key0', direction: 'asc' });
    expect(parseSortOrder('Unknown', resolve)).toBeNull();
    expect(parseSortOrder('', resolve)).toBeNull();
  });

  it('sorts numbers by value and names naturally, empty values first', () => {
    expect(compareCellValues('101', '19.5')).toBeGreaterThan(0);
    expect(compareCellValues('Thermostat T10', 'Thermostat T2')).toBeGreaterThan(0);
    expect(compareCellValues('', '1')).toBeLessThan(0);
    const view = tableView(rows, columns, {
      search: '',
      sort: { column: 'key0', direction: 'desc' },
      page: 0,
      pageSize: null,
    });
    expect(view.rows.map((row) => row.name)).toEqual(['Boiler B1', 'Thermostat T1', 'Thermostat T2', 'Thermostat T10']);
  });

  it('keeps the rows matching the search in any column, ignoring case', () => {
    const view = tableView(rows, columns, { search: 'thermo', sort: null, page: 0, pageSize: 10 });
    expect(view.total).toBe(3);
    expect(tableView(rows, columns, { search: '101', sort: null, page: 0, pageSize: 10 }).rows).toEqual([rows[2]]);
  });

  it('shows one page at a time and the last page when the page shown no longer exists', () => {
    const sort = { column: 'entityName', direction: 'asc' } as const;
    const second = tableView(rows, columns, { search: '', sort, page: 1, pageSize: 3 });
    expect(second).toEqual({ rows: [rows[1]], total: 4, page: 1 });
    expect(tableView(rows, columns, { search: 'boiler', sort, page: 1, pageSize: 3 }).page).toBe(0);
    expect(pageSizeOptions(10)).toEqual([10, 20, 30]);
  });
});
