import { describe, expect, it } from 'vitest';
import { JSON_NOT_VALID, JSON_OBJECT_REQUIRED, minifyJson, parseJsonObject, tidyJson } from './json-object';
import { addKeys } from './key-list';
import { KEY_VALUES_ERROR, keyValueRowsError, mapFromRows, rowsFromMap } from './key-value-map';

describe('key-value map', () => {
  it('needs a key and a value in every row', () => {
    expect(keyValueRowsError([{ key: 'a', value: '1' }])).toBeNull();
    expect(keyValueRowsError([{ key: ' ', value: '1' }])).toBe(KEY_VALUES_ERROR);
    expect(keyValueRowsError([{ key: 'a', value: '' }])).toBe('keyVals');
    expect(keyValueRowsError([])).toBeNull();
  });

  it('turns rows into a plain object and back', () => {
    expect(rowsFromMap({ a: '1', b: '2' })).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ]);
    expect(
      mapFromRows([
        { key: ' a ', value: '1' },
        { key: '', value: 'x' },
      ]),
    ).toEqual({ a: '1' });
  });
});

describe('key list', () => {
  it('trims keys and ignores empty ones and duplicates', () => {
    expect(addKeys(['temperature'], ' humidity ; ,temperature, pressure')).toEqual([
      'temperature',
      'humidity',
      'pressure',
    ]);
    expect(addKeys([], '   ')).toEqual([]);
  });
});

describe('JSON object editor', () => {
  it('accepts empty text unless required', () => {
    expect(parseJsonObject('', false)).toEqual({ valid: true, value: null });
    expect(parseJsonObject('  ', true)).toEqual({ valid: false, error: JSON_OBJECT_REQUIRED });
  });

  it('accepts only JSON objects', () => {
    expect(parseJsonObject('{"a":1}', true)).toEqual({ valid: true, value: { a: 1 } });
    expect(parseJsonObject('[1]', false)).toEqual({ valid: false, error: JSON_NOT_VALID });
    expect(parseJsonObject('42', false)).toEqual({ valid: false, error: JSON_NOT_VALID });
    expect(parseJsonObject('{a:1}', false)).toEqual({ valid: false, error: JSON_NOT_VALID });
  });

  it('tidies with a 2-space indent and minifies', () => {
    expect(tidyJson('{"a":{"b":1}}')).toBe('{\n  "a": {\n    "b": 1\n  }\n}');
    expect(minifyJson('{\n  "a": 1\n}')).toBe('{"a":1}');
  });
});
