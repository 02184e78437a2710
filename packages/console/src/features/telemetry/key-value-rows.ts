import type { SortOrder } from '@fleetdeck/model';
import { valueText } from '../../components/editors/value/value-input';

/** One row of the attributes and latest telemetry tables. */
export interface KeyValueRow {
  key: string;
  lastUpdateTs: number;
  value: unknown;
}

export type KeyValueSortProperty = 'lastUpdateTs' | 'key' | 'value';

export interface KeyValuePage {
  rows: KeyValueRow[];
  total: number;
  /** the page actually shown: a page past the end falls back to the last one */
  page: number;
}

/** The table's default order: by key, ascending (as the platform's attribute table). */
export const DEFAULT_KEY_VALUE_SORT: SortOrder = { property: 'key', direction: 'ASC' };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Search, order and page the rows on the client: the tables hold every key of an entity scope, as the WebSocket
 * sends them. Search matches the key or the value text, ignoring case.
 */
export function pageRows(
  rows: readonly KeyValueRow[],
  options: { textSearch: string; sortOrder: SortOrder; page: number; pageSize: number },
): KeyValuePage {
  const needle = options.textSearch.trim().toLowerCase();
  const found = needle
    ? rows.filter(
        (row) => row.key.toLowerCase().includes(needle) || valueText(row.value).toLowerCase().includes(needle),
      )
    : [...rows];
  const direction = options.sortOrder.direction === 'DESC' ? -1 : 1;
  const property = options.sortOrder.property as KeyValueSortProperty;
  found.sort((a, b) => {
    const order =
      property === 'lastUpdateTs'
        ? a.lastUpdateTs - b.lastUpdateTs
        : property === 'value'
          ? collator.compare(valueText(a.value), valueText(b.value))
          : 0;
    return (order || collator.compare(a.key, b.key)) * direction;
  });
  const lastPage = Math.max(0, Math.ceil(found.length / options.pageSize) - 1);
  const page = Math.min(options.page, lastPage);
  return {
    rows: found.slice(page * options.pageSize, (page + 1) * options.pageSize),
    total: found.length,
    page,
  };
}
