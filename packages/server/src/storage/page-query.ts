import type { PageData } from '@fleetdeck/model';
import { pageData } from '@fleetdeck/model';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { ParsedPageLink } from '../http/paging.js';
import type { Database } from './schema.js';

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Runs one page of a list query: the case-insensitive substring search of §4 on searchColumn, the count, the order
 * (creation order when none is asked for) and the page window. The base query is already scoped to the caller.
 */
export async function fetchPage<Row, Out>(
  // biome-ignore lint/suspicious/noExplicitAny: see above
  base: SelectQueryBuilder<Database, any, Row>,
  link: ParsedPageLink,
  columns: { search: string; table?: string },
  toEntity: (row: Row) => Out,
): Promise<PageData<Out>> {
  const searchColumn = columns.search;
  const qualify = (column: string) => (columns.table ? `${columns.table}.${column}` : column);
  const filtered = link.textSearch
    ? base.where(sql`lower(${sql.ref(searchColumn)})`, 'like', sql<string>`${likePattern(link.textSearch)} escape '\\'`)
    : base;
  const countRow = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  const total = Number((countRow as { count?: number } | undefined)?.count ?? 0);
  const direction = link.sortDirection === 'DESC' ? 'desc' : 'asc';
  const ordered = link.sortColumn
    ? filtered.orderBy(sql.ref(link.sortColumn), direction).orderBy(sql.ref(qualify('id')), direction)
    : filtered.orderBy(sql.ref(qualify('created_time')), 'asc').orderBy(sql.ref(qualify('id')), 'asc');
  const rows = await ordered
    .limit(link.pageSize)
    .offset(link.page * link.pageSize)
    .execute();
  return pageData(rows.map(toEntity), total, link);
}
