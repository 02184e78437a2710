/**
 * A JSON reader that keeps every number as the text it was written in. The telemetry value rules depend on that text
 * (`25` is a LONG, `25.0` a DOUBLE, `12345678901234567890` a STRING), which JSON.parse throws away.
 */

import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from '../common/json-depth.js';

/** A JSON number, as written. */
export class JsonNumber {
  constructor(readonly text: string) {}
}

export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | JsonObject;
/** Objects keep their members in written order; a repeated name keeps its first place and its last value. */
export type JsonObject = Map<string, JsonValue>;

export class JsonSyntaxError extends Error {}

/** The document nests deeper than MAX_JSON_DEPTH: refused before its depth can overflow the stack. */
export class JsonDepthError extends JsonSyntaxError {
  constructor() {
    super(JSON_TOO_DEEP_MESSAGE);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

class Reader {
  private pos = 0;
  private depth = 0;
  constructor(private readonly text: string) {}

  document(): JsonValue {
    const value = this.value();
    this.skipWhitespace();
    if (this.pos < this.text.length) this.fail('unexpected text after the JSON value');
    return value;
  }

  private fail(what: string): never {
    throw new JsonSyntaxError(`${what} at position ${this.pos}`);
  }

  private skipWhitespace(): void {
    while (this.pos < this.text.length && WHITESPACE.has(this.text[this.pos] as string)) this.pos++;
  }

  private value(): JsonValue {
    this.skipWhitespace();
    const c = this.text[this.pos];
    switch (c) {
      case '{':
        return this.object();
      case '[':
        return this.array();
      case '"':
        return this.string();
      case 't':
        return this.literal('true', true);
      case 'f':
        return this.literal('false', false);
      case 'n':
        return this.literal('null', null);
      default:
        return this.number();
    }
  }

  private literal<T>(word: string, value: T): T {
    if (!this.text.startsWith(word, this.pos)) this.fail('unexpected character');
    this.pos += word.length;
    return value;
  }

  private number(): JsonNumber {
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (!match) this.fail(this.pos >= this.text.length ? 'unexpected end of input' : 'unexpected character');
    this.pos += match[0].length;
    return new JsonNumber(match[0]);
  }

  private string(): string {
    this.pos++;
    let out = '';
    let start = this.pos;
    for (;;) {
      if (this.pos >= this.text.length) this.fail('unterminated string');
      const c = this.text.charCodeAt(this.pos);
      if (c === 0x22) {
        out += this.text.slice(start, this.pos);
        this.pos++;
        return out;
      }
      if (c < 0x20) this.fail('control character in string');
      if (c !== 0x5c) {
        this.pos++;
        continue;
      }
      out += this.text.slice(start, this.pos);
      const escaped = this.text[this.pos + 1] ?? '';
      if (escaped === 'u') {
        const hex = this.text.slice(this.pos + 2, this.pos + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('bad unicode escape');
        // PostgreSQL cannot store a NUL in text: refused as unreadable on both storages, so no device is
        // acknowledged for a value that could not be written.
        if (hex === '0000') this.fail('NUL character (\\u0000) in string');
        out += String.fromCharCode(Number.parseInt(hex, 16));
        this.pos += 6;
      } else {
        const decoded = ESCAPES[escaped];
        if (decoded === undefined) this.fail('bad escape');
        out += decoded;
        this.pos += 2;
      }
      start = this.pos;
    }
  }

  private enter(): void {
    if (++this.depth > MAX_JSON_DEPTH) throw new JsonDepthError();
  }

  private array(): JsonValue[] {
    this.enter();
    this.pos++;
    const items: JsonValue[] = [];
    this.skipWhitespace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      this.depth--;
      return items;
    }
    for (;;) {
      items.push(this.value());
      this.skipWhitespace();
      const c = this.text[this.pos++];
      if (c === ']') {
        this.depth--;
        return items;
      }
      if (c !== ',') this.fail('expected , or ]');
    }
  }

  private object(): JsonObject {
    this.enter();
    this.pos++;
    const members: JsonObject = new Map();
    this.skipWhitespace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      this.depth--;
      return members;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.text[this.pos] !== '"') this.fail('expected a member name');
      const name = this.string();
      this.skipWhitespace();
      if (this.text[this.pos++] !== ':') this.fail('expected :');
      members.set(name, this.value());
      this.skipWhitespace();
      const c = this.text[this.pos++];
      if (c === '}') {
        this.depth--;
        return members;
      }
      if (c !== ',') this.fail('expected , or }');
    }
  }
}

/** Reads one JSON document; throws JsonSyntaxError for anything that is not JSON. */
export function readJson(text: string): JsonValue {
  return new Reader(text).document();
}

/** The value from a JSON.parse result (numbers lose their written form: written with a fraction when not whole). */
export function fromPlainJson(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return new JsonNumber(String(value));
  if (Array.isArray(value)) return value.map(fromPlainJson);
  const members: JsonObject = new Map();
  for (const [name, member] of Object.entries(value as Record<string, unknown>))
    members.set(name, fromPlainJson(member));
  return members;
}

/** Compact JSON text with numbers exactly as they were written (Gson's JsonElement.toString()). */
export function writeJson(value: JsonValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof JsonNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(writeJson).join(',')}]`;
  const parts: string[] = [];
  for (const [name, member] of value) parts.push(`${JSON.stringify(name)}:${writeJson(member)}`);
  return `{${parts.join(',')}}`;
}

export function isJsonObject(value: JsonValue): value is JsonObject {
  return value instanceof Map;
}
