import type { EntityData } from '@fleetdeck/model';
import { api } from '../../core/http/api';
import { LATEST_KEYS, USAGE_FEATURES } from './usage-figures';

const DAY_MS = 24 * 3_600_000;

/** The tenant's API usage state entity with its latest counters and states, as the apiUsageState filter finds it. */
export async function readUsageState(): Promise<EntityData | null> {
  const page = await api.entityQuery.find({
    entityFilter: { type: 'apiUsageState', customerId: null },
    pageLink: { page: 0, pageSize: 1 },
    latestValues: LATEST_KEYS.map((key) => ({ type: 'TIME_SERIES', key })),
  });
  return page.data[0] ?? null;
}

/** Counters' points over a time, by key, oldest first. */
export type CounterSeries = Record<string, Array<{ ts: number; value: number }>>;

/** Each hourly counter's points of the last 24 hours. */
export function readHourlyUsage(usage: EntityData, now: number): Promise<CounterSeries> {
  return readCounters(
    usage,
    USAGE_FEATURES.map((feature) => feature.hourlyKey),
    now - DAY_MS,
    24,
    now,
  );
}

/** Each monthly counter's points (each stamped with its month's start) from the month starting then. */
export function readMonthlyUsage(usage: EntityData, from: number, now: number): Promise<CounterSeries> {
  return readCounters(
    usage,
    USAGE_FEATURES.map((feature) => feature.monthKey),
    from,
    12,
    now,
  );
}

async function readCounters(
  usage: EntityData,
  keys: string[],
  startTs: number,
  limit: number,
  endTs: number,
): Promise<CounterSeries> {
  const data = await api.telemetry.timeseries(usage.entityId, {
    keys,
    startTs,
    endTs,
    limit,
    orderBy: 'ASC',
    useStrictDataTypes: true,
  });
  return Object.fromEntries(
    Object.entries(data).map(([key, points]) => [
      key,
      points.map((point) => ({ ts: point.ts, value: Number(point.value) || 0 })),
    ]),
  );
}
