import type { SortOrder } from '@fleetdeck/model';
import { useMemo, useState } from 'react';
import { DEFAULT_KEY_VALUE_SORT, type KeyValueRow, pageRows } from './key-value-rows';

/** Page, sort, search and selection of one key-value table; the selection keeps only keys that still exist. */
export function useKeyValueTable(allRows: readonly KeyValueRow[]) {
  const [textSearch, setTextSearchValue] = useState('');
  const [sortOrder, setSortOrder] = useState<SortOrder>(DEFAULT_KEY_VALUE_SORT);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const view = useMemo(
    () => pageRows(allRows, { textSearch, sortOrder, page, pageSize }),
    [allRows, textSearch, sortOrder, page, pageSize],
  );
  const existing = useMemo(() => new Set(allRows.map((row) => row.key)), [allRows]);
  const selected = useMemo(() => new Set([...selection].filter((key) => existing.has(key))), [selection, existing]);

  return {
    view,
    textSearch,
    sortOrder,
    pageSize,
    selected,
    setTextSearch: (text: string) => {
      setTextSearchValue(text);
      setPage(0);
    },
    setSort: (order: SortOrder) => {
      setSortOrder(order);
      setPage(0);
    },
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
    toggle: (key: string) =>
      setSelection((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    toggleAll: () =>
      setSelection((current) =>
        view.rows.every((row) => current.has(row.key)) ? new Set() : new Set(view.rows.map((row) => row.key)),
      ),
    clearSelection: () => setSelection(new Set()),
  };
}
