import type { KvValue } from './kv.js';

/** The typed value columns of ts_kv, ts_kv_latest and attribute_kv; exactly one is set. */
export interface KvColumns {
  bool_v: number | null;
  str_v: string | null;
  long_v: number | null;
  dbl_v: number | null;
  json_v: string | null;
}

export function toColumns(value: KvValue): KvColumns {
  return {
    bool_v: value.type === 'BOOLEAN' ? (value.value ? 1 : 0) : null,
    str_v: value.type === 'STRING' ? value.value : null,
    long_v: value.type === 'LONG' ? value.value : null,
    dbl_v: value.type === 'DOUBLE' ? value.value : null,
    json_v: value.type === 'JSON' ? value.value : null,
  };
}

/**
 * The value columns in the order bool_v, str_v, long_v, dbl_v, json_v, written into a statement's parameters from
 * `at` on without building a row object.
 */
export function putValueColumns(params: unknown[], at: number, value: KvValue): void {
  params[at] = value.type === 'BOOLEAN' ? (value.value ? 1 : 0) : null;
  params[at + 1] = value.type === 'STRING' ? value.value : null;
  params[at + 2] = value.type === 'LONG' ? value.value : null;
  params[at + 3] = value.type === 'DOUBLE' ? value.value : null;
  params[at + 4] = value.type === 'JSON' ? value.value : null;
}

/** The value a row holds; pg may hand bigint and double columns back as strings, so numbers are converted. */
export function fromColumns(row: {
  bool_v: number | boolean | null;
  str_v: string | null;
  long_v: number | string | null;
  dbl_v: number | string | null;
  json_v: string | null;
}): KvValue {
  if (row.bool_v !== null && row.bool_v !== undefined)
    return { type: 'BOOLEAN', value: row.bool_v === 1 || row.bool_v === true };
  if (row.long_v !== null && row.long_v !== undefined) return { type: 'LONG', value: Number(row.long_v) };
  if (row.dbl_v !== null && row.dbl_v !== undefined) return { type: 'DOUBLE', value: Number(row.dbl_v) };
  if (row.json_v !== null && row.json_v !== undefined) return { type: 'JSON', value: row.json_v };
  return { type: 'STRING', value: row.str_v ?? '' };
}

/**
 * Java's Double.toString: plain notation with at least one fraction digit from 10^-3 up to 10^7, computerised
 * scientific notation ("1.0E7", "1.5E-4") outside it. Values of DOUBLE keys are sent in this form.
 */
export function javaDouble(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-3 && magnitude < 1e7) {
    const text = String(value);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa = '', exponent = ''] = value.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${exponent.replace('+', '')}`;
}

/**
 * The text valueAsString gives for the value these columns hold (the same precedence as fromColumns), without
 * building the value object: history reads convert tens of thousands of rows at once.
 */
export function columnsAsString(
  bool: number | null,
  str: string | null,
  long: number | null,
  dbl: number | null,
  json: string | null,
): string {
  if (bool !== null) return bool === 1 ? 'true' : 'false';
  if (long !== null) return String(long);
  if (dbl !== null) return javaDouble(dbl);
  if (json !== null) return json;
  return str ?? '';
}

/** The value as the platform's getValueAsString() gives it (REST time series without strict types, WebSocket). */
export function valueAsString(value: KvValue): string {
  switch (value.type) {
    case 'BOOLEAN':
      return value.value ? 'true' : 'false';
    case 'LONG':
      return String(value.value);
    case 'DOUBLE':
      return javaDouble(value.value);
    default:
      return value.value;
  }
}

/**
 * The value as JSON text, typed (strict REST reads, attribute reads, rule-engine message data): doubles keep their
 * fraction ("25.0") so that reading the text back gives a DOUBLE again, and JSON values are inlined.
 */
export function valueAsJson(value: KvValue): string {
  switch (value.type) {
    case 'BOOLEAN':
      return value.value ? 'true' : 'false';
    case 'LONG':
      return String(value.value);
    case 'DOUBLE':
      return Number.isFinite(value.value) ? javaDouble(value.value) : 'null';
    case 'STRING':
      return JSON.stringify(value.value);
    case 'JSON':
      return value.value;
  }
}

/** The value as a plain JavaScript value (JSON values parsed), for code that works on objects. */
export function plainValue(value: KvValue): unknown {
  if (value.type !== 'JSON') return value.value;
  try {
    return JSON.parse(value.value);
  } catch {
    return value.value;
  }
}
