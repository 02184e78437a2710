import type { KvValue } from '../../telemetry/kv.js';
import { valueAsString } from '../../telemetry/values.js';

/**
 * How an alarm rule reads a stored value. Each predicate type reads the value its own way, whatever type the
 * device sent: a number compares as a double (text parsed, booleans as 1 and 0), a boolean is true for a positive
 * number or the text "true" in any case, and text is the value as the platform writes it ("25.0" for a double).
 * A value that cannot be read so is absent, and a filter on an absent value does not hold.
 */
export function numberOf(value: KvValue): number | undefined {
  switch (value.type) {
    case 'LONG':
    case 'DOUBLE':
      return value.value;
    case 'BOOLEAN':
      return value.value ? 1 : 0;
    default: {
      const text = value.value.trim();
      if (text === '') return undefined;
      const number = Number(text);
      return Number.isNaN(number) ? undefined : number;
    }
  }
}

export function booleanOf(value: KvValue): boolean {
  switch (value.type) {
    case 'BOOLEAN':
      return value.value;
    case 'LONG':
    case 'DOUBLE':
      return value.value > 0;
    default:
      return value.value.toLowerCase() === 'true';
  }
}

export function textOf(value: KvValue): string {
  return valueAsString(value);
}

/** A whole number of a duration or a repeat count; fractions are cut off, text must be a number. */
export function longOf(value: KvValue): number | undefined {
  if (value.type === 'JSON') return undefined;
  const number = numberOf(value);
  return number === undefined || !Number.isFinite(number) ? undefined : Math.trunc(number);
}

/** Two values are the same when type and value are: a device sending 25 after 25.0 changed the value. */
export function sameValue(a: KvValue | undefined, b: KvValue | undefined): boolean {
  return a !== undefined && b !== undefined && a.type === b.type && a.value === b.value;
}

/** A value given as plain JSON (a filter's constant, a message's data) with the type JSON reading gives it. */
export function kvOf(value: unknown): KvValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return { type: 'BOOLEAN', value };
  if (typeof value === 'number') return Number.isInteger(value) ? { type: 'LONG', value } : { type: 'DOUBLE', value };
  if (typeof value === 'string') return { type: 'STRING', value };
  return { type: 'JSON', value: JSON.stringify(value) };
}
