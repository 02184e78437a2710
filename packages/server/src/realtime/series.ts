import type { EntityId, EntityTsValue } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import { AGGREGATIONS, type Aggregation } from '../telemetry/aggregation.js';
import type { RangeQuery } from '../telemetry/service.js';
import { pointsJson, type TextPoint } from '../telemetry/store.js';
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

function windowKeys(window: SeriesWindow): string[] {
  return window.keys.filter((key) => typeof key === 'string' && key);
}

function rangeOf(window: SeriesWindow): RangeQuery {
  return {
    startTs: window.startTs,
    endTs: window.endTs,
    interval: Number(window.interval ?? 0),
    limit: Number(window.limit) > 0 ? Number(window.limit) : DEFAULT_LIMIT,
    agg: aggregation(window.agg),
  };
}

/** With fetchLatestPreviousPoint, each key's last point before the window (so a chart can start at its left edge). */
async function previousPoints(
  ctx: AppContext,
  entityId: EntityId,
  keys: string[],
  window: SeriesWindow,
): Promise<Record<string, TextPoint[]>> {
  if (!window.fetchLatestPreviousPoint) return {};
  const found = await ctx.telemetry.range(entityId, keys, {
    startTs: 0,
    endTs: window.startTs,
    limit: 1,
    orderBy: 'DESC',
  });
  return Object.fromEntries(
    Object.entries(found).map(([key, entries]) => [
      key,
      entries.map((entry) => ({ ts: entry.ts, value: valueAsString(entry.value) })),
    ]),
  );
}

/**
 * The points of some keys of one entity in a window, as EntityTsValue lists (newest first, as the platform reads them);
 * with fetchLatestPreviousPoint also the last point before the window, after them.
 */
export async function readSeries(
  ctx: AppContext,
  entityId: EntityId,
  window: SeriesWindow,
): Promise<Record<string, EntityTsValue[]>> {
  const keys = windowKeys(window);
  const result: Record<string, EntityTsValue[]> = {};
  if (keys.length === 0) return result;
  const found = await ctx.telemetry.rangeAsText(entityId, keys, rangeOf(window));
  const previous = await previousPoints(ctx, entityId, keys, window);
  for (const key of keys) result[key] = [...(found[key] ?? []), ...(previous[key] ?? [])];
  return result;
}

/** The same lists as readSeries, each as its JSON text: what a history answer carries, written once. */
export async function readSeriesJson(
  ctx: AppContext,
  entityId: EntityId,
  window: SeriesWindow,
): Promise<Record<string, string>> {
  const keys = windowKeys(window);
  const result: Record<string, string> = {};
  if (keys.length === 0) return result;
  const found = await ctx.telemetry.rangeAsJson(entityId, keys, rangeOf(window));
  const previous = await previousPoints(ctx, entityId, keys, window);
  for (const key of keys) {
    const json = found[key] ?? '[]';
    const before = previous[key] ?? [];
    if (before.length === 0) result[key] = json;
    else result[key] = json === '[]' ? pointsJson(before) : `${json.slice(0, -1)},${pointsJson(before).slice(1)}`;
  }
  return result;
}
