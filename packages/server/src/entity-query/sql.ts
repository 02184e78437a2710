import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../storage/database.js';

export type Sql = RawBuilder<unknown>;

/** Small lists go inline; long ones as one parameter, so no statement hits the databases' parameter limits. */
const INLINE_LIMIT = 200;

/** `expr IN (ids)`; an empty list matches nothing. */
export function inList(dialect: DialectName, expr: Sql, ids: readonly string[]): Sql {
  if (ids.length === 0) return sql`1 = 0`;
  if (ids.length <= INLINE_LIMIT) return sql`${expr} in (${sql.join(ids)})`;
  if (dialect === 'postgres') return sql`${expr} = any(${[...ids]})`;
  return sql`${expr} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/** Case-sensitive substring test, true when `needle` occurs in `text`. */
export function contains(dialect: DialectName, text: Sql, needle: Sql): Sql {
  return dialect === 'postgres' ? sql`strpos(${text}, ${needle}) > 0` : sql`instr(${text}, ${needle}) > 0`;
}

export function startsWith(text: Sql, prefix: Sql): Sql {
  return sql`substr(${text}, 1, length(${prefix})) = ${prefix}`;
}

export function endsWith(dialect: DialectName, text: Sql, suffix: Sql): Sql {
  // SQLite's substr(x, 0) is the whole string, so an empty suffix needs no special case there either.
  return dialect === 'postgres'
    ? sql`right(${text}, length(${suffix})) = ${suffix}`
    : sql`(length(${suffix}) = 0 or substr(${text}, -length(${suffix})) = ${suffix})`;
}

/** The LIKE pattern of a case-insensitive substring search, with LIKE's wildcards escaped. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function likeSubstring(expr: Sql, text: string): Sql {
  return sql`lower(${expr}) like ${likePattern(text)} escape '\\'`;
}

export function textOf(expr: Sql): Sql {
  return sql`cast(${expr} as varchar)`;
}

/** A number read from a text column; non-numeric text gives NULL instead of an error (PostgreSQL) or 0 (SQLite). */
export function numberOfText(dialect: DialectName, expr: Sql): Sql {
  return dialect === 'postgres'
    ? sql`(case when ${expr} ~ '^\\s*-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$' then cast(${expr} as double precision) end)`
    : sql`(case when trim(${expr}) <> '' and trim(${expr}) not glob '*[^0-9.eE+-]*' then cast(${expr} as real) end)`;
}

export const and = (parts: Sql[]): Sql => (parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`1 = 1`);
export const or = (parts: Sql[]): Sql => (parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`1 = 0`);
