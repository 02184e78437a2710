import { useState } from 'react';
import type { SortOrder } from './table-view';

/** What the user changed on a widget table: search, sort, page and page size, and the columns they hid. */
export function useTableState(defaultSort: SortOrder | null, defaultPageSize: number, hiddenByDefault: string[]) {
  const [searchOpen, setSearchOpen] = useState(false);
  const [search, setSearchText] = useState('');
  const [sort, setSort] = useState<SortOrder | null>(defaultSort);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeValue] = useState(defaultPageSize);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(hiddenByDefault));

  return {
    searchOpen,
    search,
    sort,
    page,
    pageSize,
    hidden,
    openSearch: () => setSearchOpen(true),
    closeSearch: () => {
      setSearchOpen(false);
      setSearchText('');
      setPage(0);
    },
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(0);
    },
    /** a header click: ascending first, then descending, then ascending again; back to the first page */
    toggleSort: (column: string) => {
      setSort((current) => ({
        column,
        direction: current?.column === column && current.direction === 'asc' ? 'desc' : 'asc',
      }));
      setPage(0);
    },
    setPage,
    setPageSize: (size: number) => {
      setPageSizeValue(size);
      setPage(0);
    },
    toggleColumn: (column: string) =>
      setHidden((current) => {
        const next = new Set(current);
        if (next.has(column)) next.delete(column);
        else next.add(column);
        return next;
      }),
  };
}

export type TableState = ReturnType<typeof useTableState>;
