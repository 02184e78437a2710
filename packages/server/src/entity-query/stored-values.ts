import { sql } from 'kysely';
import type { DialectName } from '../storage/database.js';
import type { Sql } from './sql.js';

/** The typed value columns shared by ts_kv, ts_kv_latest and attribute_kv; exactly one is set. */
export interface ValueColumns {
  bool_v: number | boolean | null;
  long_v: number | string | null;
  dbl_v: number | string | null;
  str_v: string | null;
  json_v: string | null;
}

/**
 * A stored value as the contract's strings: booleans `true`/`false`, integers as digits, doubles as Java prints
 * them (a whole double keeps its `.0`), JSON as its text. NULL when nothing is stored.
 */
export function valueText(row: ValueColumns): string | null {
  if (row.bool_v !== null && row.bool_v !== undefined)
    return row.bool_v === true || Number(row.bool_v) === 1 ? 'true' : 'false';
  if (row.long_v !== null && row.long_v !== undefined) return String(row.long_v);
  if (row.dbl_v !== null && row.dbl_v !== undefined) return doubleText(Number(row.dbl_v));
  if (row.str_v !== null && row.str_v !== undefined) return row.str_v;
  if (row.json_v !== null && row.json_v !== undefined) return row.json_v;
  return null;
}

/** Java's Double.toString, which the platform's strings come from: `25.0`, `25.3`, `1.0E7`, `1.5E-4`. */
export function doubleText(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? 'Infinity' : '-Infinity';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-3 && magnitude < 1e7) {
    const text = String(value);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa = '', exponent = ''] = value.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${exponent.replace('+', '')}`;
}

/** SQL reading of one joined value row (alias): as text, as number, as 1/0 boolean. */
export function valueAccess(dialect: DialectName, alias: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const boolFlag = sql`(case when ${column('bool_v')} is null then null when ${boolIsTrue(dialect, column('bool_v'))} then 1 else 0 end)`;
  const text: Sql = sql`coalesce(${column('str_v')}, ${column('json_v')}, (case when ${boolFlag} = 1 then 'true' when ${boolFlag} = 0 then 'false' end), cast(${column('long_v')} as varchar), cast(${column('dbl_v')} as varchar))`;
  const number: Sql = sql`coalesce(${column('dbl_v')}, ${column('long_v')})`;
  return { text, number, bool: boolFlag };
}

function boolIsTrue(dialect: DialectName, expr: Sql): Sql {
  // Both databases keep flags as integers here; a boolean column on PostgreSQL would compare with true instead.
  return dialect === 'postgres' ? sql`cast(${expr} as integer) = 1` : sql`${expr} = 1`;
}
