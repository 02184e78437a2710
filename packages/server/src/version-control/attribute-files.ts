import type { AttributeExportData } from '@fleetdeck/model';
import type { AttributeKvEntry, KvValue } from '../telemetry/kv.js';

/** An attribute as the platform's files hold it: one typed field set, the others left out. */
export function toAttributeExport(entry: AttributeKvEntry): AttributeExportData {
  const { key, lastUpdateTs, value } = entry;
  switch (value.type) {
    case 'BOOLEAN':
      return { key, lastUpdateTs, booleanValue: value.value };
    case 'LONG':
      return { key, lastUpdateTs, longValue: value.value };
    case 'DOUBLE':
      return { key, lastUpdateTs, doubleValue: value.value };
    case 'STRING':
      return { key, lastUpdateTs, strValue: value.value };
    case 'JSON':
      return { key, lastUpdateTs, jsonValue: value.value };
  }
}

/** The stored attribute of a file's entry, null for an entry with no value (the platform writes its nulls too). */
export function fromAttributeExport(data: AttributeExportData): AttributeKvEntry | null {
  const value = typedValue(data);
  if (!value || typeof data.key !== 'string' || !data.key.trim()) return null;
  const lastUpdateTs = typeof data.lastUpdateTs === 'number' ? data.lastUpdateTs : Date.now();
  return { key: data.key, lastUpdateTs, value };
}

function typedValue(data: AttributeExportData): KvValue | null {
  if (typeof data.booleanValue === 'boolean') return { type: 'BOOLEAN', value: data.booleanValue };
  if (typeof data.longValue === 'number') return { type: 'LONG', value: data.longValue };
  if (typeof data.doubleValue === 'number') return { type: 'DOUBLE', value: data.doubleValue };
  if (typeof data.strValue === 'string') return { type: 'STRING', value: data.strValue };
  if (typeof data.jsonValue === 'string') return { type: 'JSON', value: data.jsonValue };
  return null;
}
