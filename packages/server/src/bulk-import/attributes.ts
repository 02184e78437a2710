import type { EntityId } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import type { KvValue } from '../telemetry/kv.js';
import type { ImportLine } from './csv.js';

/**
 * A CSV value typed as the platform's import does: true/false → BOOLEAN, an integer → LONG, another number →
 * DOUBLE, anything else → STRING.
 */
export function typedValue(value: string): KvValue {
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'false') return { type: 'BOOLEAN', value: lower === 'true' };
  if (/^[-+]?\d+$/.test(value) && Number.isSafeInteger(Number(value))) return { type: 'LONG', value: Number(value) };
  if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) && Number.isFinite(Number(value))) {
    return { type: 'DOUBLE', value: Number(value) };
  }
  return { type: 'STRING', value };
}

/**
 * Saves a line's attribute and time-series columns through the telemetry store, so subscribers and connected
 * devices hear of them like of any other save. Time series points take the moment of the import as their time.
 */
export async function saveImportedValues(
  ctx: AppContext,
  tenantId: string,
  entityId: EntityId,
  values: ImportLine['values'],
): Promise<void> {
  const now = Date.now();
  for (const scope of ['SHARED_SCOPE', 'SERVER_SCOPE'] as const) {
    const entries = values
      .filter((column) => column.target === scope)
      .map((column) => ({ key: column.key, lastUpdateTs: now, value: typedValue(column.value) }));
    if (entries.length > 0) await ctx.telemetry.saveAttributes(tenantId, entityId, scope, entries);
  }
  const points = values
    .filter((column) => column.target === 'TIMESERIES')
    .map((column) => ({ key: column.key, ts: now, value: typedValue(column.value) }));
  if (points.length > 0) await ctx.telemetry.saveTimeseries(tenantId, entityId, points);
}
