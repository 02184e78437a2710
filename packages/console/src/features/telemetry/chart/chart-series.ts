import type { EntityData } from '@fleetdeck/model';
import { chartValue } from '../../../widgets/charts/chart-value';

/** [ts, value] points of one key, oldest first. */
export type ChartPoint = [number, number];
export type ChartSeries = Record<string, ChartPoint[]>;

/** Points of a REST read or a WebSocket update, per key, oldest first; values that cannot be drawn are left out. */
export function toSeries(data: Record<string, Array<{ ts: number; value: unknown }>> | null | undefined): ChartSeries {
  const series: ChartSeries = {};
  for (const [key, values] of Object.entries(data ?? {})) {
    const points: ChartPoint[] = [];
    for (const { ts, value } of values) {
      const number = chartValue(value);
      if (number !== null) points.push([ts, number]);
    }
    series[key] = points.sort((a, b) => a[0] - b[0]);
  }
  return series;
}

/**
 * Adds the points of a realtime update: a point at a known time replaces it (an aggregation bucket that grew),
 * others join in time order, and points older than the window's start fall out.
 */
export function mergeSeries(current: ChartSeries, incoming: ChartSeries, windowStart: number): ChartSeries {
  const merged: ChartSeries = {};
  const keys = new Set([...Object.keys(current), ...Object.keys(incoming)]);
  for (const key of keys) {
    const byTs = new Map<number, number>((current[key] ?? []).map(([ts, value]) => [ts, value]));
    for (const [ts, value] of incoming[key] ?? []) byTs.set(ts, value);
    merged[key] = [...byTs].filter(([ts]) => ts >= windowStart).sort((a, b) => a[0] - b[0]) as ChartPoint[];
  }
  return merged;
}

/** The time series of the one entity a chart subscription asks for (tsCmd answers). */
export function entityTimeseries(entities: EntityData[] | null | undefined): ChartSeries {
  const entity = entities?.[0];
  return toSeries(entity?.timeseries ?? null);
}
