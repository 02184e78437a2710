import { isJsonObject, JsonNumber, type JsonObject, type JsonValue, readJson, writeJson } from './json-source.js';
import type { KvEntry, KvValue, TsKvEntry } from './kv.js';
import { valueAsJson } from './values.js';

export { JsonSyntaxError } from './json-source.js';

/**
 * The payload is JSON but not telemetry the platform accepts; the message is the platform converter's
 * (e.g. `Can't parse value: null`, `Big integer values are not supported!`).
 */
export class TelemetryPayloadError extends Error {}

export interface TelemetryParseOptions {
  /** the time of points written without one (server time, or the rule-engine message's ts) */
  ts: number;
  /**
   * JSON null as a value: the device transports skip it; the REST save and the rule engine's time series node
   * reject it.
   */
  nulls: 'skip' | 'reject';
  /** transport.json.type_cast_enabled: numeric strings become numbers, too-big numbers become strings (default true) */
  typeCast?: boolean;
  /** transport.json.max_string_value_length; 0 = no limit (default) */
  maxStringValueLength?: number;
}

/** Points that share one time. */
export interface TsKvGroup {
  ts: number;
  values: KvEntry[];
}

const CANT_PARSE = "Can't parse value: ";
const BIG_INTEGER = 'Big integer values are not supported!';
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

function source(payload: string | JsonValue): JsonValue {
  return typeof payload === 'string' ? readJson(payload) : payload;
}

/** A decimal number as java.math.BigDecimal sees it: unscaled digits and scale. */
interface Decimal {
  negative: boolean;
  /** digits without leading zeros ('0' for zero) */
  digits: string;
  scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function toDecimal(text: string): Decimal {
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && !match[3]))
    throw new TelemetryPayloadError(`Character array is not a valid decimal number: ${text}`);
  const fraction = match[3] ?? '';
  const digits = `${match[2]}${fraction}`.replace(/^0+(?=\d)/, '');
  return { negative: match[1] === '-', digits, scale: fraction.length - Number(match[4] ?? 0) };
}

/** BigDecimal.stripTrailingZeros().scale(); zero strips to scale 0. */
function strippedScale(decimal: Decimal): number {
  if (/^0+$/.test(decimal.digits)) return 0;
  const trailing = decimal.digits.length - decimal.digits.replace(/0+$/, '').length;
  return decimal.scale - trailing;
}

/** Longest plain form written out; beyond it (`1e999999999`) the number keeps the form it was written in. */
const MAX_PLAIN_LENGTH = 400;

/** BigDecimal.toPlainString(). */
function plainString(decimal: Decimal, written: string): string {
  if (Math.abs(decimal.scale) + decimal.digits.length > MAX_PLAIN_LENGTH) return written;
  const sign = decimal.negative && !/^0+$/.test(decimal.digits) ? '-' : '';
  if (decimal.scale <= 0) return `${sign}${decimal.digits}${'0'.repeat(-decimal.scale)}`;
  const padded = decimal.digits.padStart(decimal.scale + 1, '0');
  return `${sign}${padded.slice(0, padded.length - decimal.scale)}.${padded.slice(padded.length - decimal.scale)}`;
}

/** The whole-number value of a decimal whose stripped scale is <= 0, or null when it does not fit a Java long. */
function exactLong(decimal: Decimal): bigint | null {
  const stripped = decimal.digits.replace(/0+$/, '');
  if (stripped === '') return 0n;
  const zeros = -strippedScale(decimal);
  // a long has at most 19 digits; checking the length first keeps `1e999999999` from building a huge number
  if (stripped.length + zeros > 20) return null;
  const value = (decimal.negative ? -1n : 1n) * BigInt(stripped) * 10n ** BigInt(zeros);
  return value < LONG_MIN || value > LONG_MAX ? null : value;
}

/**
 * Telemetry numbers (JsonConverter.parseNumericValue of 3.4.1): a whole value not written as a plain decimal fraction
 * is a LONG when it fits 64 bits; everything else a DOUBLE unless it has more than 16 fraction digits. What does not
 * fit becomes a STRING with type cast on, an error with it off.
 */
/** A whole number of at most 15 digits: always a LONG, and exact as a double. */
const SHORT_INTEGER = /^-?\d{1,15}$/;
/** A plain decimal fraction with at most 16 fraction digits and no exponent: always a DOUBLE. */
const SHORT_FRACTION = /^-?\d+\.\d{1,16}$/;

function numericValue(text: string, typeCast: boolean): KvValue {
  // The forms nearly every device sends take a shortcut past the decimal analysis below, with the same answers:
  // `-0` is the LONG 0 there too.
  if (SHORT_INTEGER.test(text)) return { type: 'LONG', value: Number(text) + 0 };
  if (SHORT_FRACTION.test(text)) return { type: 'DOUBLE', value: Number(text) };
  const decimal = toDecimal(text);
  const simpleDouble = text.includes('.') && !text.includes('e') && !text.includes('E');
  if (strippedScale(decimal) <= 0 && !simpleDouble) {
    const long = exactLong(decimal);
    if (long !== null) return { type: 'LONG', value: Number(long) };
    if (typeCast) return { type: 'STRING', value: plainString(decimal, text) };
    throw new TelemetryPayloadError(BIG_INTEGER);
  }
  if (decimal.scale <= 16) return { type: 'DOUBLE', value: Number(text) };
  if (typeCast) return { type: 'STRING', value: plainString(decimal, text) };
  throw new TelemetryPayloadError(BIG_INTEGER);
}

/** commons-lang3 NumberUtils.isParsable: an optional minus, digits with at most one point, not ending in a point. */
const PARSABLE = /^-?(?:\d*\.)?\d+$/;

/** One member value by the device rules; undefined when it is a null to skip. */
function deviceValue(key: string, element: JsonValue, options: TelemetryParseOptions): KvValue | undefined {
  const typeCast = options.typeCast ?? true;
  if (typeof element === 'string') {
    const max = options.maxStringValueLength ?? 0;
    if (max > 0 && element.length > max) {
      throw new TelemetryPayloadError(
        `String value length [${element.length}] for key [${key}] is greater than maximum allowed [${max}]`,
      );
    }
    if (typeCast && PARSABLE.test(element)) {
      try {
        return numericValue(element, typeCast);
      } catch {
        return { type: 'STRING', value: element };
      }
    }
    return { type: 'STRING', value: element };
  }
  if (typeof element === 'boolean') return { type: 'BOOLEAN', value: element };
  if (element instanceof JsonNumber) return numericValue(element.text, typeCast);
  if (element === null) {
    if (options.nulls === 'skip') return undefined;
    throw new TelemetryPayloadError(`${CANT_PARSE}null`);
  }
  return { type: 'JSON', value: writeJson(element) };
}

function deviceValues(members: JsonObject, options: TelemetryParseOptions): KvEntry[] {
  const entries: KvEntry[] = [];
  for (const [key, element] of members) {
    const value = deviceValue(key, element, options);
    if (value) entries.push({ key, value });
  }
  return entries;
}

/** `jo.get("ts").getAsLong()`, with Gson's failures. */
function timestamp(element: JsonValue): number {
  if (element instanceof JsonNumber) return Math.trunc(Number(element.text));
  if (typeof element === 'string' || typeof element === 'boolean') {
    const text = String(element);
    if (/^[+-]?\d+$/.test(text)) return Number(text);
    throw new TelemetryPayloadError(`For input string: "${text}"`);
  }
  throw new TelemetryPayloadError(element === null ? 'JsonNull' : Array.isArray(element) ? 'JsonArray' : 'JsonObject');
}

function addGroup(groups: Map<number, KvEntry[]>, ts: number, values: KvEntry[]): void {
  if (values.length === 0) return;
  const group = groups.get(ts);
  if (group) group.push(...values);
  else groups.set(ts, values);
}

function parseObject(groups: Map<number, KvEntry[]>, members: JsonObject, options: TelemetryParseOptions): void {
  // Form 2 needs both members; an object with only one of them is plain key/values (form 1).
  if (members.has('ts') && members.has('values')) {
    const ts = timestamp(members.get('ts') as JsonValue);
    const values = members.get('values') as JsonValue;
    if (!isJsonObject(values)) throw new TelemetryPayloadError(`Not a JSON Object: ${writeJson(values)}`);
    addGroup(groups, ts, deviceValues(values, options));
  } else {
    addGroup(groups, options.ts, deviceValues(members, options));
  }
}

/**
 * Telemetry JSON: `{"k":v}`, `{"ts":…,"values":{…}}`, or an array of those. Points of the same time are
 * grouped, in the order their times first appear. Throws JsonSyntaxError for text that is not JSON and
 * TelemetryPayloadError for JSON that is not telemetry.
 */
export function parseTelemetry(payload: string | JsonValue, options: TelemetryParseOptions): TsKvGroup[] {
  const json = source(payload);
  const groups = new Map<number, KvEntry[]>();
  if (isJsonObject(json)) {
    parseObject(groups, json, options);
  } else if (Array.isArray(json)) {
    for (const element of json) {
      if (!isJsonObject(element)) throw new TelemetryPayloadError(`${CANT_PARSE}${writeJson(element)}`);
      parseObject(groups, element, options);
    }
  } else {
    throw new TelemetryPayloadError(`${CANT_PARSE}${writeJson(json)}`);
  }
  return [...groups].map(([ts, values]) => ({ ts, values }));
}

/** The groups as one list of points. */
export function toTsKvEntries(groups: TsKvGroup[]): TsKvEntry[] {
  return groups.flatMap((group) => group.values.map(({ key, value }) => ({ key, ts: group.ts, value })));
}

/** Attributes a device posts: one flat object, values by the same rules as telemetry (nulls skipped). */
export function parseDeviceAttributes(
  payload: string | JsonValue,
  options: Omit<TelemetryParseOptions, 'ts' | 'nulls'> & { nulls?: 'skip' | 'reject' } = {},
): KvEntry[] {
  const json = source(payload);
  if (!isJsonObject(json)) throw new TelemetryPayloadError(`${CANT_PARSE}${writeJson(json)}`);
  return deviceValues(json, { ts: 0, nulls: options.nulls ?? 'skip', ...options });
}

/**
 * Attributes saved through REST (TelemetryController.extractRequestAttributes): values keep their JSON types,
 * strings are never cast, a number with a point or an exponent is a DOUBLE, a whole number a LONG (too big: error),
 * nulls are left out.
 */
export function parseRestAttributes(members: JsonObject): KvEntry[] {
  const entries: KvEntry[] = [];
  for (const [key, element] of members) {
    if (element === null) continue;
    if (typeof element === 'string') entries.push({ key, value: { type: 'STRING', value: element } });
    else if (typeof element === 'boolean') entries.push({ key, value: { type: 'BOOLEAN', value: element } });
    else if (element instanceof JsonNumber) {
      if (/[.eE]/.test(element.text)) {
        entries.push({ key, value: { type: 'DOUBLE', value: Number(element.text) } });
      } else {
        const long = BigInt(element.text);
        if (long < LONG_MIN || long > LONG_MAX) throw new TelemetryPayloadError(BIG_INTEGER);
        entries.push({ key, value: { type: 'LONG', value: Number(long) } });
      }
    } else entries.push({ key, value: { type: 'JSON', value: writeJson(element) } });
  }
  return entries;
}

/**
 * Key/values as the JSON object the platform puts in a rule-engine message's data (`{"temperature":25.0}`); parsing
 * it again with parseTelemetry gives the same types.
 */
export function kvEntriesToJson(entries: readonly KvEntry[]): string {
  return `{${entries.map(({ key, value }) => `${JSON.stringify(key)}:${valueAsJson(value)}`).join(',')}}`;
}

export { JsonNumber, readJson };
