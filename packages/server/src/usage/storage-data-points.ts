import type { TsKvEntry } from '../telemetry/kv.js';

/** The platform counts a text value as one data point per started 512 characters. */
const MAX_CHARS_PER_DATA_POINT = 512;
const SECONDS_IN_DAY = 86_400;

function dataPointsOf(entry: TsKvEntry): number {
  const { value } = entry;
  if (value.type !== 'STRING' && value.type !== 'JSON') return 1;
  return Math.max(1, Math.ceil(value.value.length / MAX_CHARS_PER_DATA_POINT));
}

/**
 * The data point days a save of these points adds to its tenant's storage usage, as the platform counts them against
 * maxDPStorageDays: each point's data points times the days it is kept (at least one).
 */
export function storageDataPointDays(entries: readonly TsKvEntry[], ttlSeconds: number): number {
  const days = Math.max(1, Math.trunc(ttlSeconds / SECONDS_IN_DAY));
  let points = 0;
  for (const entry of entries) points += dataPointsOf(entry);
  return points * days;
}
