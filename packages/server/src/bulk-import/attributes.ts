import type { EntityId } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import type { AttributeKvEntry, KvValue, TsKvEntry } from '../telemetry/kv.js';
import type { EntityValues } from '../telemetry/service.js';
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

/** A line's attribute and time-series columns as one entity's saves; points take `now` as their time. */
export function importedValues(entityId: EntityId, values: ImportLine['values'], now: number): EntityValues {
  const shared: AttributeKvEntry[] = [];
  const server: AttributeKvEntry[] = [];
  const timeseries: TsKvEntry[] = [];
  for (const { target, key, value } of values) {
    if (target === 'TIMESERIES') timeseries.push({ key, ts: now, value: typedValue(value) });
    else (target === 'SHARED_SCOPE' ? shared : server).push({ key, lastUpdateTs: now, value: typedValue(value) });
  }
  const attributes = [
    { scope: 'SHARED_SCOPE' as const, entries: shared },
    { scope: 'SERVER_SCOPE' as const, entries: server },
  ].filter((scoped) => scoped.entries.length > 0);
  return { entityId, attributes, timeseries };
}

/**
 * Saves the attribute and time-series columns of many imported lines in one write through the telemetry store,
 * so subscribers and connected devices hear of them like of any other save. Time series points take the moment of
 * the import as their time. All or nothing: when it fails, none of the lines' values were stored.
 */
export async function saveImportedValues(
  ctx: AppContext,
  tenantId: string,
  lines: ReadonlyArray<{ entityId: EntityId; values: ImportLine['values'] }>,
): Promise<void> {
  const now = Date.now();
  const saves = lines
    .map(({ entityId, values }) => importedValues(entityId, values, now))
    .filter((save) => save.attributes.length > 0 || save.timeseries.length > 0);
  if (saves.length > 0) await ctx.telemetry.saveMany(tenantId, saves);
}
