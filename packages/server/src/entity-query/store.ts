import type { Db } from '../storage/schema.js';
import type { EntityQuerySql } from './query-builder.js';

/** Runs the SQL the entity data query builds. */

export interface IdRow {
  id: string;
  entity_type: string;
}

/** Every entity the query selects, up to `limit`, in creation order. */
export async function queryIds(db: Db, builder: EntityQuerySql, limit: number): Promise<IdRow[]> {
  return (await builder.idsQuery(limit).execute(db)).rows as IdRow[];
}

/** How many entities the query selects. */
export async function queryCount(db: Db, builder: EntityQuerySql): Promise<number> {
  const result = await builder.countQuery().execute(db);
  return Number((result.rows[0] as { count?: number | string } | undefined)?.count ?? 0);
}

/** One page of entity ids in query order, each row with the total when asked for. */
export async function queryPage(
  db: Db,
  builder: EntityQuerySql,
  pageSize: number,
  page: number,
  withTotal: boolean,
): Promise<Array<IdRow & { total?: number | string }>> {
  return (await builder.pageQuery(pageSize, page, withTotal).execute(db)).rows as Array<
    IdRow & { total?: number | string }
  >;
}
