import { type RawBuilder, SqliteAdapter, sql } from 'kysely';
import type { ParsedPageLink } from '../http/paging.js';
import type { ListQuery } from './page-query.js';
import type { Db } from './schema.js';

/**
 * A list ordered by a column of a small joined table (a device's profile name, its customer's title), which the
 * listed table's key column points to. `values` answers the sort value of each key found in the joined table, in
 * the database's own order of that value for the direction given (so its collation decides, as in the full query);
 * keys it does not answer sort as null.
 */
export interface SortGroup {
  /** the listed table's column holding the joined row's id, qualified */
  key: string;
  /** whether the database orders null before every value (SQLite) or after (PostgreSQL) */
  nullsSmallest: boolean;
  values(keys: readonly string[], direction: 'asc' | 'desc'): Promise<Array<{ key: string; value: string | null }>>;
}

interface Group {
  keys: string[];
  rows: number;
}

/** Keys per IN list, inside both databases' limits on bound values. */
const KEYS_PER_LIST = 1000;

/**
 * The keys in page order, those with the same sort value together (their rows then interleave by id). Nulls come
 * where the database puts them in an ORDER BY without NULLS FIRST/LAST: SQLite takes null as the smallest value,
 * PostgreSQL as the largest.
 */
async function orderedGroups(
  counts: ReadonlyMap<string, number>,
  group: SortGroup,
  direction: 'asc' | 'desc',
): Promise<Group[]> {
  const keys = [...counts.keys()];
  const found: Array<{ key: string; value: string | null }> = [];
  for (let from = 0; from < keys.length; from += KEYS_PER_LIST) {
    found.push(...(await group.values(keys.slice(from, from + KEYS_PER_LIST), direction)));
  }
  const ordered: Group[] = [];
  const nullKeys: string[] = [];
  const answered = new Set<string>();
  let last: { value: string; group: Group } | null = null;
  for (const { key, value } of found) {
    answered.add(key);
    if (value === null) {
      nullKeys.push(key);
      continue;
    }
    if (last && last.value === value) last.group.keys.push(key);
    else {
      last = { value, group: { keys: [key], rows: 0 } };
      ordered.push(last.group);
    }
    last.group.rows += counts.get(key) ?? 0;
  }
  nullKeys.push(...keys.filter((key) => !answered.has(key)));
  if (nullKeys.length > 0) {
    const nulls = { keys: nullKeys, rows: nullKeys.reduce((sum, key) => sum + (counts.get(key) ?? 0), 0) };
    if (group.nullsSmallest === (direction === 'asc')) ordered.unshift(nulls);
    else ordered.push(nulls);
  }
  return ordered;
}

/**
 * Chooses a page of a list ordered by a joined table's column without joining and sorting every row: the filtered
 * rows are counted per key (the total is their sum), the few keys are ordered by their value, and only the groups
 * the page window falls in are read, each in id order from an index on (key, id). The page holds exactly the ids the
 * full `order by value, id` would, in that order.
 */
export async function groupedPage(
  filtered: ListQuery,
  link: ParsedPageLink,
  group: SortGroup,
  id: RawBuilder<unknown>,
): Promise<{ total: number; ids: string[] }> {
  const key = sql.ref(group.key);
  const rows = (await filtered
    .clearSelect()
    .select([key.as('group_key'), (eb) => eb.fn.countAll<number>().as('rows')])
    .groupBy(key)
    .execute()) as Array<{ group_key: string; rows: number | string }>;
  const counts = new Map(rows.map((row) => [row.group_key, Number(row.rows)]));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const offset = link.page * link.pageSize;
  if (offset >= total) return { total, ids: [] };
  const direction = link.sortDirection === 'DESC' ? 'desc' : 'asc';
  const groups = await orderedGroups(counts, group, direction);
  const ids: string[] = [];
  let start = 0;
  for (const { keys, rows: size } of groups) {
    const end = start + size;
    const from = Math.max(offset, start);
    const to = Math.min(offset + link.pageSize, end);
    if (from < to) {
      const page = (await filtered
        .clearSelect()
        .select(id.as('page_id'))
        .where(key, 'in', keys)
        .orderBy(id, direction)
        .limit(to - from)
        .offset(from - start)
        .execute()) as Array<{ page_id: string }>;
      ids.push(...page.map((row) => row.page_id));
    }
    if (end >= offset + link.pageSize) break;
    start = end;
  }
  return { total, ids };
}

/** A sort group on the given database: the key column and how the joined table answers the keys' values. */
export function sortGroup(db: Db, key: string, values: SortGroup['values']): SortGroup {
  return { key, nullsSmallest: db.getExecutor().adapter instanceof SqliteAdapter, values };
}
