import { sql } from 'kysely';
import { fromColumns, valueAsString } from '../telemetry/values.js';
import type { Sql } from './sql.js';

/** The typed value columns shared by ts_kv, ts_kv_latest and attribute_kv; exactly one is set. */
export interface ValueColumns {
  bool_v: number | boolean | null;
  long_v: number | string | null;
  dbl_v: number | string | null;
  str_v: string | null;
  json_v: string | null;
}

/** A stored value as the contract's strings (the platform's getValueAsString). */
export function valueText(row: ValueColumns): string {
  return valueAsString(fromColumns(row as Parameters<typeof fromColumns>[0]));
}

/** SQL reading of one joined value row (alias): as text, as number, as 1/0 boolean. */
export function valueAccess(alias: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const boolFlag = sql`(case when ${column('bool_v')} is null then null when ${column('bool_v')} = 1 then 1 else 0 end)`;
  const text: Sql = sql`coalesce(${column('str_v')}, ${column('json_v')}, (case when ${boolFlag} = 1 then 'true' when ${boolFlag} = 0 then 'false' end), cast(${column('long_v')} as varchar), cast(${column('dbl_v')} as varchar))`;
  const number: Sql = sql`coalesce(${column('dbl_v')}, ${column('long_v')})`;
  return { text, number, bool: boolFlag };
}
