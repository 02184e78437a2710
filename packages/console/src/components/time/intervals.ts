export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
export const YEAR = 365 * DAY;

/** The shortest aggregation interval. */
export const MIN_INTERVAL = SECOND;
/** The longest: 7300 days, twenty years. */
export const MAX_INTERVAL = 7300 * DAY;

/** Data points a chart window may hold: at least 7, at most 500 unless the server says otherwise. */
export const MIN_DATAPOINTS_LIMIT = 7;
export const DEFAULT_MAX_DATAPOINTS_LIMIT = 500;
/** The lowest bound of an interval is the window over this many points, whatever the server's maximum. */
const MIN_INTERVAL_POINTS = 500;
/** The default interval is the window over this many points. */
const AVG_INTERVAL_POINTS = 200;

export type IntervalUnit = 'seconds' | 'minutes' | 'hours' | 'days';

export interface PredefinedInterval {
  value: number;
  unit: IntervalUnit;
  count: number;
}

const UNIT_MS: Record<IntervalUnit, number> = { seconds: SECOND, minutes: MINUTE, hours: HOUR, days: DAY };

const interval = (count: number, unit: IntervalUnit): PredefinedInterval => ({
  value: count * UNIT_MS[unit],
  unit,
  count,
});

/**
 * The aggregation intervals a user may pick: 1, 5, 10, 15, 30 seconds (no 2 seconds);
 * 1, 2, 5, 10, 15, 30 minutes; 1, 2, 5, 10, 12 hours; 1, 7, 30 days. Shortest first.
 */
export const PREDEFINED_INTERVALS: readonly PredefinedInterval[] = [
  ...[1, 5, 10, 15, 30].map((count) => interval(count, 'seconds')),
  ...[1, 2, 5, 10, 15, 30].map((count) => interval(count, 'minutes')),
  ...[1, 2, 5, 10, 12].map((count) => interval(count, 'hours')),
  ...[1, 7, 30].map((count) => interval(count, 'days')),
];

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** A lower bound rounded up to whole seconds and kept between MIN_INTERVAL and MAX_INTERVAL. */
export function boundMinInterval(min: number | undefined): number {
  if (min === undefined || Number.isNaN(min)) return MIN_INTERVAL;
  return clamp(Math.ceil(min / SECOND) * SECOND, MIN_INTERVAL, MAX_INTERVAL);
}

/** An upper bound rounded down to whole seconds and kept between MIN_INTERVAL and MAX_INTERVAL. */
export function boundMaxInterval(max: number | undefined): number {
  if (max === undefined || Number.isNaN(max)) return MAX_INTERVAL;
  return clamp(Math.floor(max / SECOND) * SECOND, MIN_INTERVAL, MAX_INTERVAL);
}

/** The shortest interval for a window: the window over 500 points. */
export function minIntervalLimit(windowMs: number): number {
  return boundMinInterval(windowMs / MIN_INTERVAL_POINTS);
}

/** The longest interval for a window: the window over 7 points. */
export function maxIntervalLimit(windowMs: number): number {
  return boundMaxInterval(windowMs / MIN_DATAPOINTS_LIMIT);
}

/** The predefined intervals between two bounds. */
export function intervalsBetween(min: number, max: number): PredefinedInterval[] {
  const low = boundMinInterval(min);
  const high = boundMaxInterval(max);
  return PREDEFINED_INTERVALS.filter((candidate) => candidate.value >= low && candidate.value <= high);
}

/** The aggregation intervals allowed for a window length. */
export function allowedIntervals(windowMs: number): PredefinedInterval[] {
  return intervalsBetween(minIntervalLimit(windowMs), maxIntervalLimit(windowMs));
}

/**
 * The predefined interval nearest to the wanted one (or to the lower bound when none is wanted) among those between
 * the bounds; on a tie the longer one wins. Without any predefined interval in range the wanted value is kept.
 */
export function boundToPredefinedInterval(min: number, max: number, wanted: number | undefined): number {
  const candidates = intervalsBetween(min, max);
  const target = wanted || min;
  if (candidates.length === 0) return target;
  let best = candidates[0];
  for (const candidate of candidates) {
    if (Math.abs(candidate.value - target) <= Math.abs(best.value - target)) best = candidate;
  }
  return best.value;
}

/** The default interval of a window: the predefined one nearest to the window over 200 points. */
export function defaultAggregationInterval(windowMs: number): number {
  return boundToPredefinedInterval(
    minIntervalLimit(windowMs),
    maxIntervalLimit(windowMs),
    boundMinInterval(windowMs / AVG_INTERVAL_POINTS),
  );
}

/**
 * The interval actually used for a window: a chosen interval is kept between the window's bounds, a missing one
 * becomes the window's default. Without aggregation points are read one second apart.
 */
export function boundIntervalToWindow(windowMs: number, wanted: number | undefined, aggregated: boolean): number {
  if (!aggregated) return SECOND;
  if (!wanted) return defaultAggregationInterval(windowMs);
  return clamp(wanted, minIntervalLimit(windowMs), maxIntervalLimit(windowMs));
}

/**
 * The maximum data points of the server (GET /api/dashboard/maxDatapointsLimit): a missing value, or one of 7 or
 * less, becomes 8.
 */
export function maxDatapointsLimitFrom(serverValue: number | null | undefined): number {
  if (typeof serverValue !== 'number' || !Number.isFinite(serverValue) || serverValue <= MIN_DATAPOINTS_LIMIT) {
    return MIN_DATAPOINTS_LIMIT + 1;
  }
  return Math.floor(serverValue);
}

/** A limit of points for aggregation NONE, clamped between 7 and the maximum. */
export function clampLimit(limit: number | undefined, maxLimit: number): number {
  if (limit === undefined || !Number.isFinite(limit)) return Math.floor(maxLimit / 2);
  return clamp(Math.round(limit), MIN_DATAPOINTS_LIMIT, maxLimit);
}
