import type { Db } from '../storage/schema.js';
import type { TsKvEntry } from '../telemetry/kv.js';
import type { TelemetryService } from '../telemetry/service.js';
import { findTenantUsageState } from './store.js';
import type { TransportCount, TransportPeriods } from './transport-usage.js';
import { API_FEATURES, type ApiFeature, FEATURE_KEYS, hourly, USAGE_KEYS } from './usage-keys.js';

const { transportMessages, transportDataPoints } = USAGE_KEYS;
const KEYS = [transportMessages, transportDataPoints, hourly(transportMessages), hourly(transportDataPoints)];

/** A counter's latest value when it is of the period starting then; an older period's count is not this one's. */
function countOf(latest: readonly TsKvEntry[], key: string, from: number): number {
  const entry = latest.find((candidate) => candidate.key === key);
  if (!entry || entry.ts !== from) return 0;
  const value = Number(entry.value.value);
  return Number.isFinite(value) ? value : 0;
}

/**
 * What the tenant's usage entity stored for the month and the hour starting at these times: a counter's latest point
 * is stamped with the start of its period, as the platform stamps them.
 */
export async function readStoredCounts(
  db: Db,
  telemetry: Pick<TelemetryService, 'latest'>,
  tenantId: string,
  monthFrom: number,
  hourFrom: number,
): Promise<TransportPeriods> {
  const state = await findTenantUsageState(db, tenantId);
  const latest = state ? await telemetry.latest({ entityType: 'API_USAGE_STATE', id: state.id }, KEYS) : [];
  const period = (from: number, messages: string, dataPoints: string): TransportCount => ({
    from,
    messages: countOf(latest, messages, from),
    dataPoints: countOf(latest, dataPoints, from),
  });
  return {
    month: period(monthFrom, transportMessages, transportDataPoints),
    hour: period(hourFrom, hourly(transportMessages), hourly(transportDataPoints)),
  };
}

const FEATURE_COUNT_KEYS = API_FEATURES.flatMap((feature) => [
  FEATURE_KEYS[feature].count,
  hourly(FEATURE_KEYS[feature].count),
]);

/** What the tenant's usage entity stored of each feature's counters for the month and the hour starting then. */
export async function readStoredFeatureCounts(
  db: Db,
  telemetry: Pick<TelemetryService, 'latest'>,
  tenantId: string,
  monthFrom: number,
  hourFrom: number,
): Promise<Record<ApiFeature, { month: number; hour: number }>> {
  const state = await findTenantUsageState(db, tenantId);
  const latest = state
    ? await telemetry.latest({ entityType: 'API_USAGE_STATE', id: state.id }, FEATURE_COUNT_KEYS)
    : [];
  const counts = {} as Record<ApiFeature, { month: number; hour: number }>;
  for (const feature of API_FEATURES) {
    const key = FEATURE_KEYS[feature].count;
    counts[feature] = { month: countOf(latest, key, monthFrom), hour: countOf(latest, hourly(key), hourFrom) };
  }
  return counts;
}
