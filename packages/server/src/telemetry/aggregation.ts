import type { KvValue } from './kv.js';

export const AGGREGATIONS = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

/** What the database tells about the points of one bucket (all counts are of non-null values). */
export interface BucketStats {
  longCount: number;
  doubleCount: number;
  boolCount: number;
  stringCount: number;
  jsonCount: number;
  longSum: number | null;
  doubleSum: number | null;
  longMin: number | null;
  longMax: number | null;
  doubleMin: number | null;
  doubleMax: number | null;
  stringMin: string | null;
  stringMax: string | null;
}

export interface Bucket {
  start: number;
  end: number;
  /** the time its value is given: the middle of the bucket, as the platform computes it */
  ts: number;
}

/**
 * The buckets of [startTs, endTs) in steps of interval: the last one ends at endTs, and a bucket's value time is
 * start + (end - start) / 2 rounded down (AbstractChunkedAggregationTimeseriesDao of 3.4.1).
 */
export function buckets(startTs: number, endTs: number, interval: number): Bucket[] {
  const result: Bucket[] = [];
  const endPeriod = Math.max(startTs + 1, endTs);
  for (let start = startTs; start < endPeriod; ) {
    const end = Math.min(start + interval, endPeriod);
    result.push({ start, end, ts: start + Math.floor((end - start) / 2) });
    start = end;
  }
  return result;
}

/** The platform's cap on buckets (max_ts_intervals) and its error text. */
export const MAX_TS_INTERVALS = 700;

/** How many intervals a query spans, counted as the platform counts them (interval floor of one second). */
export function intervalCount(startTs: number, endTs: number, interval: number): number {
  return Math.trunc((endTs - startTs) / Math.max(interval, 1000));
}

export function tooManyIntervalsMessage(count: number): string {
  return `Incorrect TsKvQuery. Number of intervals is to high - ${count}. Please increase 'interval' parameter for your query or reduce the time range of the query.`;
}

/**
 * One bucket's value, or null when it has none, following the 3.4.1 SQL aggregation: AVG is always a DOUBLE (0.0 when
 * the bucket has points but none numeric), SUM a LONG unless a DOUBLE took part, MIN/MAX over numbers (mixed longs
 * and doubles compare as doubles) and otherwise over strings, COUNT counts the first kind present of boolean,
 * string, JSON, then numbers.
 */
export function aggregate(stats: BucketStats, aggregation: Exclude<Aggregation, 'NONE'>): KvValue | null {
  const rows = stats.longCount + stats.doubleCount + stats.boolCount + stats.stringCount + stats.jsonCount;
  if (rows === 0) return null;
  switch (aggregation) {
    case 'AVG': {
      const count = stats.longCount + stats.doubleCount;
      const sum = (stats.longSum ?? 0) + (stats.doubleSum ?? 0);
      return { type: 'DOUBLE', value: count > 0 ? sum / count : 0 };
    }
    case 'SUM':
      if (stats.doubleCount > 0) return { type: 'DOUBLE', value: (stats.doubleSum ?? 0) + (stats.longSum ?? 0) };
      return { type: 'LONG', value: stats.longSum ?? 0 };
    case 'MIN':
    case 'MAX': {
      const pick = aggregation === 'MAX' ? Math.max : Math.min;
      const long = aggregation === 'MAX' ? stats.longMax : stats.longMin;
      const double = aggregation === 'MAX' ? stats.doubleMax : stats.doubleMin;
      if (stats.longCount > 0 && stats.doubleCount > 0) {
        return { type: 'DOUBLE', value: pick(double as number, long as number) };
      }
      if (stats.doubleCount > 0) return { type: 'DOUBLE', value: double as number };
      if (stats.longCount > 0) return { type: 'LONG', value: long as number };
      const text = aggregation === 'MAX' ? stats.stringMax : stats.stringMin;
      return text ? { type: 'STRING', value: text } : null;
    }
    case 'COUNT': {
      if (stats.boolCount > 0) return { type: 'LONG', value: stats.boolCount };
      if (stats.stringCount > 0) return { type: 'LONG', value: stats.stringCount };
      if (stats.jsonCount > 0) return { type: 'LONG', value: stats.jsonCount };
      return { type: 'LONG', value: stats.longCount + stats.doubleCount };
    }
  }
}
