import { chartValue } from '../chart-value';
import type { SeriesStats } from './legend-stats';

/** A series' points as the chart draws them, with the legend's figures of those points. */
export interface DrawnSeries {
  points: Array<[number, number]>;
  stats: SeriesStats | null;
}

// By the host's points list: a list that did not change since the last draw is not read again.
const drawnByPoints = new WeakMap<object, DrawnSeries>();

/**
 * The drawable points of a series (numbers, booleans as 1 and 0; other values left out), oldest first, and their
 * min, max, average, total and latest, in one pass.
 */
export function drawnSeries(points: ReadonlyArray<readonly [number, unknown]>): DrawnSeries {
  const known = drawnByPoints.get(points);
  if (known) return known;
  const drawn: Array<[number, number]> = [];
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let total = 0;
  for (const [ts, value] of points) {
    const number = typeof value === 'number' && Number.isFinite(value) ? value : chartValue(value);
    if (number === null) continue;
    drawn.push([ts, number]);
    if (number < min) min = number;
    if (number > max) max = number;
    total += number;
  }
  const stats =
    drawn.length === 0 ? null : { min, max, avg: total / drawn.length, total, latest: drawn[drawn.length - 1][1] };
  const result = { points: drawn, stats };
  drawnByPoints.set(points, result);
  return result;
}
