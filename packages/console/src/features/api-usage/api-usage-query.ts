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

/** One hourly counter's points of the last 24 hours, oldest first. */
export type HourlySeries = Record<string, Array<{ ts: number; value: number }>>;

export async function readHourlyUsage(usage: EntityData, now: number): Promise<HourlySeries> {
  const data = await api.telemetry.timeseries(usage.entityId, {
    keys: USAGE_FEATURES.map((feature) => feature.hourlyKey),
    startTs: now - DAY_MS,
    endTs: now,
    limit: 24,
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
