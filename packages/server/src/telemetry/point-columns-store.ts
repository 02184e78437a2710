import type SqliteDatabase from 'better-sqlite3';
import { javaDouble } from './values.js';

/**
 * The window's timestamps, DOUBLE values and LONG values as three aligned JSON arrays built by SQLite (null where a
 * row holds the other type), in the order the inner select gives them (newest first), and how many rows hold each.
 * Kept apart from store.ts so that the history read workers load this and nothing of the server's database layer.
 */
const POINT_COLUMNS_SQL = `select json_group_array(ts), json_group_array(dbl_v), json_group_array(long_v),
  count(*), count(dbl_v), count(long_v) from (select ts, dbl_v, long_v from ts_kv
  where entity_id = ? and key = ? and ts >= ? and ts < ? and (expires_at is null or expires_at > ?)
  order by ts desc limit ?)`;

type PointColumnsRow = [ts: string, dbl: string, long: string, rows: number, dbls: number, longs: number];

export interface PointWindow {
  entityId: string;
  keyId: number;
  startTs: number;
  endTs: number;
  limit: number;
  /** points that expired before this time are left out */
  now: number;
}

function newestFirst(ts: readonly number[]): boolean {
  for (let i = 1; i < ts.length; i++) if ((ts[i] as number) >= (ts[i - 1] as number)) return false;
  return true;
}

/**
 * The JSON array of a window whose points are all numbers (DOUBLE or LONG, as a key posted as JSON numbers mixes
 * them), or null when some point holds another type.
 */
function numberPointsJson(row: PointColumnsRow): string | null {
  const [tsJson, dblJson, longJson, rows, dbls, longs] = row;
  if (rows === 0) return '[]';
  if (dbls + longs !== rows) return null;
  const ts = JSON.parse(tsJson) as number[];
  // the aggregate keeps the inner select's order in practice; a window that came otherwise takes the other path
  if (!newestFirst(ts)) return null;
  const doubles = (dbls > 0 ? JSON.parse(dblJson) : []) as Array<number | null>;
  const longValues = (longs > 0 ? JSON.parse(longJson) : []) as Array<number | null>;
  let json = '';
  for (let i = 0; i < ts.length; i++) {
    const double = dbls > 0 ? doubles[i] : null;
    const value = double !== null && double !== undefined ? javaDouble(double) : String(longValues[i]);
    json += `,{"ts":${ts[i]},"value":"${value}"}`;
  }
  return `[${json.slice(1)}]`;
}

const statements = new WeakMap<object, SqliteDatabase.Statement<unknown[], PointColumnsRow>>();

/**
 * The window's points as the JSON array the WebSocket sends, when they are all numbers; null otherwise (the caller
 * then reads them row by row). A chart's history is tens of thousands of points of one number type: SQLite hands
 * back the timestamps and values as JSON arrays (one string each, where rows as JavaScript arrays cost three times
 * as much) and the answer's text is written once from them. Synchronous: the caller decides which connection and
 * which thread it runs on.
 */
export function readNumberPointsJson(sqlite: SqliteDatabase.Database, window: PointWindow): string | null {
  let statement = statements.get(sqlite);
  if (!statement) {
    statement = sqlite.prepare<unknown[], PointColumnsRow>(POINT_COLUMNS_SQL).raw(true);
    statements.set(sqlite, statement);
  }
  const row = statement.get(
    window.entityId,
    window.keyId,
    window.startTs,
    window.endTs,
    window.now,
    window.limit,
  ) as PointColumnsRow;
  return numberPointsJson(row);
}
