/** The column to sort by and the direction. */
export interface SortOrder {
  column: string;
  direction: 'asc' | 'desc';
}

/**
 * A saved sort order (`entityName`, `-Temperature`, `+0`): a leading `-` sorts descending, `+` or nothing ascending.
 * `resolve` maps the text (a column's title or key name) to a column id; an unknown column means no sorting.
 */
export function parseSortOrder(
  text: string | undefined,
  resolve: (name: string) => string | undefined,
): SortOrder | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  const direction = trimmed.startsWith('-') ? 'desc' : 'asc';
  const column = resolve(trimmed.replace(/^[-+]/, ''));
  return column === undefined ? null : { column, direction };
}

/** Orders two cell values: numbers by value, anything else as text; empty values first. */
export function compareCellValues(a: unknown, b: unknown): number {
  const emptyA = a === undefined || a === null || a === '';
  const emptyB = b === undefined || b === null || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? -1 : 1;
  const numberA = Number(a);
  const numberB = Number(b);
  if (!Number.isNaN(numberA) && !Number.isNaN(numberB)) return numberA - numberB;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

export interface ViewColumn<R> {
  id: string;
  sortValue(row: R): unknown;
  searchText(row: R): string;
}

export interface ViewState {
  search: string;
  sort: SortOrder | null;
  /** zero-based */
  page: number;
  /** null: every row on one page */
  pageSize: number | null;
}

/** The rows a table shows: those matching the search in any visible column, sorted, then the current page. */
export function tableView<R>(
  rows: R[],
  columns: ViewColumn<R>[],
  state: ViewState,
): { rows: R[]; total: number; page: number } {
  const search = state.search.trim().toLowerCase();
  const matching = search
    ? rows.filter((row) => columns.some((column) => column.searchText(row).toLowerCase().includes(search)))
    : rows;
  const sortColumn = state.sort && columns.find((column) => column.id === state.sort?.column);
  const sorted = sortColumn
    ? [...matching].sort(
        (a, b) =>
          compareCellValues(sortColumn.sortValue(a), sortColumn.sortValue(b)) *
          (state.sort?.direction === 'desc' ? -1 : 1),
      )
    : matching;
  if (state.pageSize === null) return { rows: sorted, total: sorted.length, page: 0 };
  // A search or new data can leave fewer pages than the one shown: show the last one there is.
  const lastPage = Math.max(0, Math.ceil(sorted.length / state.pageSize) - 1);
  const page = Math.min(state.page, lastPage);
  return { rows: sorted.slice(page * state.pageSize, (page + 1) * state.pageSize), total: sorted.length, page };
}

/** The page sizes offered: the default, twice and three times it. */
export const pageSizeOptions = (defaultPageSize: number) => [defaultPageSize, defaultPageSize * 2, defaultPageSize * 3];
