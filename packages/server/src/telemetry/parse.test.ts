import { describe, expect, it } from 'vitest';
import type { JsonObject } from './json-source.js';
import {
  JsonSyntaxError,
  kvEntriesToJson,
  parseDeviceAttributes,
  parseRestAttributes,
  parseTelemetry,
  readJson,
  TelemetryPayloadError,
  toTsKvEntries,
} from './parse.js';

const NOW = 1_660_000_000_000;
const device = { ts: NOW, nulls: 'skip' as const };
const rest = { ts: NOW, nulls: 'reject' as const };

function values(payload: string, options: Parameters<typeof parseTelemetry>[1] = device) {
  return Object.fromEntries(toTsKvEntries(parseTelemetry(payload, options)).map((e) => [e.key, e.value]));
}

describe('telemetry forms', () => {
  it('reads plain key/values at the given time', () => {
    expect(parseTelemetry('{"temperature":25,"humidity":60}', device)).toEqual([
      {
        ts: NOW,
        values: [
          { key: 'temperature', value: { type: 'LONG', value: 25 } },
          { key: 'humidity', value: { type: 'LONG', value: 60 } },
        ],
      },
    ]);
  });

  it('reads an object with both ts and values at its own time', () => {
    expect(parseTelemetry('{"ts":1650000000000,"values":{"temperature":25.5}}', device)).toEqual([
      { ts: 1650000000000, values: [{ key: 'temperature', value: { type: 'DOUBLE', value: 25.5 } }] },
    ]);
  });

  it('treats an object with only ts or only values as plain key/values', () => {
    expect(values('{"ts":1650000000000,"temperature":1}')).toEqual({
      ts: { type: 'LONG', value: 1650000000000 },
      temperature: { type: 'LONG', value: 1 },
    });
    expect(parseTelemetry('{"values":{"a":1}}', device)).toEqual([
      { ts: NOW, values: [{ key: 'values', value: { type: 'JSON', value: '{"a":1}' } }] },
    ]);
  });

  it('reads an array of both forms and groups points of the same time', () => {
    const groups = parseTelemetry('[{"ts":1,"values":{"a":1}},{"b":true},{"ts":1,"values":{"c":"x"}}]', device);
    expect(groups).toEqual([
      {
        ts: 1,
        values: [
          { key: 'a', value: { type: 'LONG', value: 1 } },
          { key: 'c', value: { type: 'STRING', value: 'x' } },
        ],
      },
      { ts: NOW, values: [{ key: 'b', value: { type: 'BOOLEAN', value: true } }] },
    ]);
  });

  it('accepts a ts written as a numeric string', () => {
    expect(parseTelemetry('{"ts":"1000","values":{"a":1}}', device)[0]?.ts).toBe(1000);
  });

  it('rejects array elements that are not objects', () => {
    expect(() => parseTelemetry('[{"a":1},5]', device)).toThrow(new TelemetryPayloadError("Can't parse value: 5"));
  });

  it('rejects a payload that is neither an object nor an array', () => {
    expect(() => parseTelemetry('"hello"', device)).toThrow(new TelemetryPayloadError('Can\'t parse value: "hello"'));
  });

  it('rejects values that are not an object in the ts form', () => {
    expect(() => parseTelemetry('{"ts":1,"values":5}', device)).toThrow(
      new TelemetryPayloadError('Not a JSON Object: 5'),
    );
  });

  it('rejects a ts that is not a number', () => {
    expect(() => parseTelemetry('{"ts":"soon","values":{}}', device)).toThrow(
      new TelemetryPayloadError('For input string: "soon"'),
    );
  });

  it('reports text that is not JSON as a syntax error', () => {
    for (const text of ['{', '{"a":}', '{a:1}', '[1,]', '{"a":1} x', '', '01', '{"a":1,}']) {
      expect(() => parseTelemetry(text, device), text).toThrow(JsonSyntaxError);
    }
  });

  it('returns no groups for an empty object', () => {
    expect(parseTelemetry('{}', device)).toEqual([]);
    expect(parseTelemetry('[]', device)).toEqual([]);
  });
});

describe('value typing', () => {
  it('types booleans, whole numbers, fractions, strings and nested JSON', () => {
    expect(values('{"b":false,"l":25,"d":25.0,"f":0.5,"s":"on","o":{"x":[1, 2.50]},"a":[true, null]}')).toEqual({
      b: { type: 'BOOLEAN', value: false },
      l: { type: 'LONG', value: 25 },
      d: { type: 'DOUBLE', value: 25 },
      f: { type: 'DOUBLE', value: 0.5 },
      s: { type: 'STRING', value: 'on' },
      o: { type: 'JSON', value: '{"x":[1,2.50]}' },
      a: { type: 'JSON', value: '[true,null]' },
    });
  });

  it('reads exponents as whole numbers when the value is whole', () => {
    expect(values('{"a":1e3,"b":1.5e3,"c":1E-3,"d":2.50E1,"e":-0}')).toEqual({
      a: { type: 'LONG', value: 1000 },
      b: { type: 'LONG', value: 1500 },
      c: { type: 'DOUBLE', value: 0.001 },
      d: { type: 'LONG', value: 25 },
      e: { type: 'LONG', value: 0 },
    });
  });

  it('keeps numbers beyond 64 bits or with more than 16 fraction digits as strings', () => {
    expect(
      values(
        '{"big":12345678901234567890,"max":9223372036854775807,"fine":0.1234567890123456,"long":0.12345678901234567,"tiny":1e-20}',
      ),
    ).toEqual({
      big: { type: 'STRING', value: '12345678901234567890' },
      max: { type: 'LONG', value: Number(2n ** 63n - 1n) },
      fine: { type: 'DOUBLE', value: 0.1234567890123456 },
      long: { type: 'STRING', value: '0.12345678901234567' },
      tiny: { type: 'STRING', value: '0.00000000000000000001' },
    });
  });

  it('types the short forms devices send the same as any other', () => {
    expect(
      values(
        '{"a":123456789012345,"b":-123456789012345,"c":1234567890123456,"d":-0.0,"e":-20.25,"f":0.0000000000000001,"g":"-0","h":"-12.50"}',
      ),
    ).toEqual({
      a: { type: 'LONG', value: 123456789012345 },
      b: { type: 'LONG', value: -123456789012345 },
      c: { type: 'LONG', value: 1234567890123456 },
      d: { type: 'DOUBLE', value: -0 },
      e: { type: 'DOUBLE', value: -20.25 },
      f: { type: 'DOUBLE', value: 1e-16 },
      g: { type: 'LONG', value: 0 },
      h: { type: 'DOUBLE', value: -12.5 },
    });
  });

  it('rejects too-big numbers when type cast is off', () => {
    expect(() => parseTelemetry('{"big":12345678901234567890}', { ...device, typeCast: false })).toThrow(
      new TelemetryPayloadError('Big integer values are not supported!'),
    );
  });

  it('does not build huge numbers from huge exponents', () => {
    expect(values('{"x":1e999999999}').x).toEqual({ type: 'STRING', value: '1e999999999' });
  });

  it('casts strings that look numeric to numbers, leading zeros included', () => {
    expect(
      values(
        '{"a":"25","b":"25.5","c":"007","d":"-.5","e":"1e3","f":"5.","g":"+5","h":" 5","i":"99999999999999999999"}',
      ),
    ).toEqual({
      a: { type: 'LONG', value: 25 },
      b: { type: 'DOUBLE', value: 25.5 },
      c: { type: 'LONG', value: 7 },
      d: { type: 'DOUBLE', value: -0.5 },
      e: { type: 'STRING', value: '1e3' },
      f: { type: 'STRING', value: '5.' },
      g: { type: 'STRING', value: '+5' },
      h: { type: 'STRING', value: ' 5' },
      i: { type: 'STRING', value: '99999999999999999999' },
    });
  });

  it('leaves numeric strings alone when type cast is off', () => {
    expect(values('{"a":"25"}', { ...device, typeCast: false })).toEqual({ a: { type: 'STRING', value: '25' } });
  });

  it('skips nulls for devices and rejects them for REST', () => {
    expect(values('{"a":null,"b":1}')).toEqual({ b: { type: 'LONG', value: 1 } });
    expect(() => parseTelemetry('{"a":null,"b":1}', rest)).toThrow(
      new TelemetryPayloadError("Can't parse value: null"),
    );
  });

  it('limits string length when configured', () => {
    expect(() => parseTelemetry('{"s":"abcdef"}', { ...device, maxStringValueLength: 5 })).toThrow(
      new TelemetryPayloadError('String value length [6] for key [s] is greater than maximum allowed [5]'),
    );
  });

  it('decodes string escapes', () => {
    expect(values('{"s":"a\\"b\\\\c\\n\\u00e9"}')).toEqual({ s: { type: 'STRING', value: 'a"b\\c\né' } });
  });

  it('keeps the last value of a repeated key', () => {
    expect(values('{"a":1,"a":2}')).toEqual({ a: { type: 'LONG', value: 2 } });
  });
});

describe('attributes', () => {
  it('reads device attributes by the telemetry rules, one flat object', () => {
    expect(parseDeviceAttributes('{"fw":"1.0","n":null,"cfg":{"a":1}}')).toEqual([
      { key: 'fw', value: { type: 'DOUBLE', value: 1 } },
      { key: 'cfg', value: { type: 'JSON', value: '{"a":1}' } },
    ]);
    expect(() => parseDeviceAttributes('[1]')).toThrow(TelemetryPayloadError);
  });

  it('keeps REST attribute types and never casts strings', () => {
    const members = readJson('{"s":"25","l":25,"d":25.0,"e":1e3,"b":true,"j":[1],"n":null}') as JsonObject;
    expect(parseRestAttributes(members)).toEqual([
      { key: 's', value: { type: 'STRING', value: '25' } },
      { key: 'l', value: { type: 'LONG', value: 25 } },
      { key: 'd', value: { type: 'DOUBLE', value: 25 } },
      { key: 'e', value: { type: 'DOUBLE', value: 1000 } },
      { key: 'b', value: { type: 'BOOLEAN', value: true } },
      { key: 'j', value: { type: 'JSON', value: '[1]' } },
    ]);
  });

  it('rejects REST attribute numbers beyond 64 bits', () => {
    expect(() => parseRestAttributes(readJson('{"a":12345678901234567890}') as JsonObject)).toThrow(
      new TelemetryPayloadError('Big integer values are not supported!'),
    );
  });
});

describe('message data', () => {
  it('writes key/values that parse back to the same types', () => {
    const entries = toTsKvEntries(
      parseTelemetry('{"d":25.0,"l":25,"s":"x","b":true,"j":{"a":1},"small":1.5e-7}', device),
    );
    const text = kvEntriesToJson(entries);
    expect(text).toBe('{"d":25.0,"l":25,"s":"x","b":true,"j":{"a":1},"small":1.5E-7}');
    const again = toTsKvEntries(parseTelemetry(text, device));
    expect(again.map((e) => e.value.type)).toEqual(['DOUBLE', 'LONG', 'STRING', 'BOOLEAN', 'JSON', 'DOUBLE']);
  });
});
