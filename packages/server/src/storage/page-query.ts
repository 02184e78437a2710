import type { PageData } from '@fleetdeck/model';
import { pageData } from '@fleetdeck/model';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { ParsedPageLink } from '../http/paging.js';
import { groupedPage, type SortGroup } from './grouped-page.js';
import type { Database } from './schema.js';
import type { SearchNarrowing } from './text-search.js';

// biome-ignore lint/suspicious/noExplicitAny: the lists differ in tables and selected columns
export type ListQuery = SelectQueryBuilder<Database, any, any>;

/** Adds one joined table of an info list: its join and the columns the rows take from it. */
export type ListJoin = (query: ListQuery) => ListQuery;

export interface PageColumns {
  /** The column the text search looks in, a column of the listed table. */
  search: string;
  /** The listed table (or its alias), when the query qualifies its columns with it. */
  table?: string;
  /**
   * The tables an info list joins, each under the name its sort columns are qualified with. A join must keep
   * every row of the listed table and repeat none (a left join on a key, or an inner join every row matches),
   * so the count and the choice of the page's rows can leave it out unless the order is by one of its columns.
   */
  joins?: Record<string, ListJoin>;
  /** A column every page is ordered by first, ascending with nulls last, before the asked order (a display order). */
  leadingOrder?: string;
  /** The index that narrows the text search before its exact condition runs, where the list has one. */
  searchIndex?: SearchNarrowing | null;
  /**
   * For the joins whose sort column has few distinct values (a profile's name, a customer's title): how a page in
   * that order is chosen by groups rather than by joining and sorting every row. Keyed like `joins`.
   */
  sortGroups?: Record<string, SortGroup>;
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The rows whose search column holds the text, whatever its case; narrowed through the list's index first. */
// biome-ignore lint/suspicious/noExplicitAny: see ListQuery
async function searched<Row>(base: SelectQueryBuilder<Database, any, Row>, text: string, columns: PageColumns) {
  const narrowing = columns.searchIndex ? await columns.searchIndex(text) : null;
  const narrowed = narrowing ? base.where(narrowing) : base;
  return narrowed.where(sql`lower(${sql.ref(columns.search)})`, 'like', sql<string>`${likePattern(text)} escape '\\'`);
}

/** The query with the given joins, all of them by default. */
export function withJoins(query: ListQuery, joins: Record<string, ListJoin>, only?: string | null): ListQuery {
  return Object.entries(joins)
    .filter(([table]) => only === undefined || table === only)
    .reduce((joined, [, join]) => join(joined), query);
}

/**
 * Runs one page of a list query: the case-insensitive substring search on the search column, the count, the
 * order (creation order when none is asked for) and the page window. The base query is already scoped to the
 * caller and filtered, on the listed table's own columns.
 *
 * The count runs on the listed table alone. The page is chosen on narrow rows first (the ids in the asked order,
 * which an index of the listed table usually holds, with the searched column), and only the rows of that page
 * are then read whole and joined: sorting and skipping never carry whole rows.
 */
export async function fetchPage<Row, Out>(
  // biome-ignore lint/suspicious/noExplicitAny: see ListQuery
  base: SelectQueryBuilder<Database, any, Row>,
  link: ParsedPageLink,
  columns: PageColumns,
  toEntity: (row: Row) => Out,
): Promise<PageData<Out>> {
  const qualify = (column: string) => (columns.table ? `${columns.table}.${column}` : column);
  const filtered = link.textSearch ? await searched(base, link.textSearch, columns) : base;
  const id = sql.ref(qualify('id'));
  const joins = columns.joins ?? {};
  const sortTable = link.sortColumn?.includes('.') ? link.sortColumn.slice(0, link.sortColumn.indexOf('.')) : null;
  const direction = link.sortDirection === 'DESC' ? 'desc' : 'asc';
  const leading = columns.leadingOrder ? sql.ref(columns.leadingOrder) : null;
  const order = (query: ListQuery) => {
    // `is null` orders false before true on both databases, so nulls come last whatever each one's default.
    const first = leading ? query.orderBy(sql`${leading} is null`).orderBy(leading, 'asc') : query;
    return link.sortColumn
      ? first.orderBy(sql.ref(link.sortColumn), direction).orderBy(id, direction)
      : first.orderBy(sql.ref(qualify('created_time')), 'asc').orderBy(id, 'asc');
  };
  // The ids already passed the filters; the base's own joins (a relation it lists by) stay.
  const pageRows = async (pageIds: readonly string[] | ListQuery) =>
    (await order(withJoins(filtered.clearWhere(), joins)).where(id, 'in', pageIds).execute()) as Row[];

  const grouped = sortTable && !leading ? columns.sortGroups?.[sortTable] : undefined;
  if (grouped) {
    const { total, ids } = await groupedPage(filtered, link, grouped, id);
    return pageData(ids.length === 0 ? [] : (await pageRows(ids)).map(toEntity), total, link);
  }
  const countRow = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  const total = Number((countRow as { count?: number } | undefined)?.count ?? 0);
  const offset = link.page * link.pageSize;
  if (offset >= total) return pageData([], total, link);

  const pageIds = order(withJoins(filtered, joins, sortTable))
    .clearSelect()
    .select(id.as('page_id'))
    .limit(link.pageSize)
    .offset(offset);
  return pageData((await pageRows(pageIds)).map(toEntity), total, link);
}
