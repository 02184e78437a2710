export const HOUR_MS = 3_600_000;

/** The UTC month the time falls in, from its first millisecond. */
export function monthOf(ts: number): number {
  const date = new Date(ts);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** The hour the time falls in, from its first millisecond. */
export const hourOf = (ts: number): number => ts - (ts % HOUR_MS);

/** Whether a monthly limit (0 = unlimited) is reached. */
export const reached = (count: number, limit: number): boolean => limit > 0 && count >= limit;

/** Whether a count is at the warnThreshold share of its limit (0 = unlimited) or above. */
export const warned = (count: number, limit: number, threshold: number): boolean =>
  limit > 0 && count >= Math.trunc(limit * threshold);
