import type { EntityId, EntityTsValue } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import { AGGREGATIONS, type Aggregation } from '../telemetry/aggregation.js';
import { valueAsString } from '../telemetry/values.js';

export interface SeriesWindow {
  keys: string[];
  startTs: number;
  endTs: number;
  interval?: number;
  limit?: number;
  agg?: string;
  fetchLatestPreviousPoint?: boolean;
}

const DEFAULT_LIMIT = 100;

function aggregation(value: unknown): Aggregation {
  return typeof value === 'string' && (AGGREGATIONS as readonly string[]).includes(value)
    ? (value as Aggregation)
    : 'NONE';
}

/**
 * The points of some keys of one entity in a window, as EntityTsValue lists (newest first, as the platform reads them);
 * with fetchLatestPreviousPoint also the last point before the window, so a chart can start at its left edge.
 */
export async function readSeries(
  ctx: AppContext,
  entityId: EntityId,
  window: SeriesWindow,
): Promise<Record<string, EntityTsValue[]>> {
  const keys = window.keys.filter((key) => typeof key === 'string' && key);
  const result: Record<string, EntityTsValue[]> = {};
  if (keys.length === 0) return result;
  const found = await ctx.telemetry.rangeAsText(entityId, keys, {
    startTs: window.startTs,
    endTs: window.endTs,
    interval: Number(window.interval ?? 0),
    limit: Number(window.limit) > 0 ? Number(window.limit) : DEFAULT_LIMIT,
    agg: aggregation(window.agg),
  });
  const previous = window.fetchLatestPreviousPoint
    ? await ctx.telemetry.range(entityId, keys, { startTs: 0, endTs: window.startTs, limit: 1, orderBy: 'DESC' })
    : {};
  for (const key of keys) {
    const points = found[key] ?? [];
    for (const entry of previous[key] ?? []) points.push({ ts: entry.ts, value: valueAsString(entry.value) });
    result[key] = points;
  }
  return result;
}
