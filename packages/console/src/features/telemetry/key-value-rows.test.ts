import { describe, expect, it } from 'vitest';
import { DEFAULT_KEY_VALUE_SORT, type KeyValueRow, pageRows } from './key-value-rows';

const rows: KeyValueRow[] = [
  { key: 'temperature', lastUpdateTs: 3, value: '21.5' },
  { key: 'active', lastUpdateTs: 1, value: true },
  { key: 'config', lastUpdateTs: 2, value: { mode: 'eco' } },
  { key: 'Humidity', lastUpdateTs: 4, value: '40' },
];
const options = { textSearch: '', sortOrder: DEFAULT_KEY_VALUE_SORT, page: 0, pageSize: 10 };
const keys = (page: { rows: KeyValueRow[] }) => page.rows.map((row) => row.key);

describe('attribute and telemetry rows', () => {
  it('are ordered by key by default, ignoring case', () => {
    expect(keys(pageRows(rows, options))).toEqual(['active', 'config', 'Humidity', 'temperature']);
  });

  it('can be ordered by last update time or value, newest first', () => {
    const byTime = pageRows(rows, { ...options, sortOrder: { property: 'lastUpdateTs', direction: 'DESC' } });
    expect(keys(byTime)).toEqual(['Humidity', 'temperature', 'config', 'active']);
    const byValue = pageRows(rows, { ...options, sortOrder: { property: 'value', direction: 'ASC' } });
    // Punctuation sorts before digits, digits by their number before letters.
    expect(keys(byValue)).toEqual(['config', 'temperature', 'Humidity', 'active']);
  });

  it('are searched by key or value text', () => {
    expect(keys(pageRows(rows, { ...options, textSearch: 'HUM' }))).toEqual(['Humidity']);
    expect(keys(pageRows(rows, { ...options, textSearch: 'eco' }))).toEqual(['config']);
  });

  it('are paged, a page past the end showing the last one', () => {
    const second = pageRows(rows, { ...options, pageSize: 3, page: 1 });
    expect(second).toMatchObject({ total: 4, page: 1 });
    expect(keys(second)).toEqual(['temperature']);
    expect(pageRows(rows, { ...options, pageSize: 3, page: 5 }).page).toBe(1);
  });
});
