import { describe, expect, it } from 'vitest';
import { detectValueType, draftOf, draftOfType, parseDraft, parseJsonObject, valueText } from './value-input';

describe('typed value input', () => {
  it('edits an existing value as its own type', () => {
    expect(detectValueType(true)).toBe('BOOLEAN');
    expect(detectValueType(42)).toBe('INTEGER');
    expect(detectValueType(4.2)).toBe('DOUBLE');
    expect(detectValueType({ a: 1 })).toBe('JSON');
    expect(detectValueType([1, 2])).toBe('JSON');
    expect(detectValueType('42')).toBe('STRING');
    expect(draftOf({ a: 1 })).toEqual({ type: 'JSON', text: '{"a":1}', checked: false });
    expect(draftOf(false)).toEqual({ type: 'BOOLEAN', text: '', checked: false });
  });

  it('resets the value when the type changes: false, an empty object, or empty', () => {
    expect(parseDraft(draftOfType('BOOLEAN'))).toEqual({ value: false, error: null });
    expect(parseDraft(draftOfType('JSON'))).toEqual({ value: {}, error: null });
    expect(draftOfType('INTEGER').text).toBe('');
  });

  it('requires a value of every text type', () => {
    expect(parseDraft({ type: 'STRING', text: '', checked: false }).error).toBe('value.string-value-required');
    expect(parseDraft({ type: 'INTEGER', text: ' ', checked: false }).error).toBe('value.integer-value-required');
    expect(parseDraft({ type: 'DOUBLE', text: '', checked: false }).error).toBe('value.double-value-required');
    expect(parseDraft({ type: 'JSON', text: '', checked: false }).error).toBe('value.json-value-required');
  });

  it('accepts an optional minus and digits as an integer, nothing else', () => {
    expect(parseDraft({ type: 'INTEGER', text: '-17', checked: false })).toEqual({ value: -17, error: null });
    for (const text of ['1.5', '1e3', '+3', '12a', '--1'])
      expect(parseDraft({ type: 'INTEGER', text, checked: false }).error).toBe('value.invalid-integer-value');
  });

  it('reads doubles and keeps strings as typed', () => {
    expect(parseDraft({ type: 'DOUBLE', text: '21.5', checked: false })).toEqual({ value: 21.5, error: null });
    expect(parseDraft({ type: 'STRING', text: ' 42 ', checked: false })).toEqual({ value: ' 42 ', error: null });
  });

  it('refuses JSON that does not parse to an object', () => {
    expect(parseJsonObject('{"mode": "eco"').error).toBe('value.json-value-invalid');
    expect(parseJsonObject('"text"').error).toBe('value.json-value-invalid');
    expect(parseJsonObject('null').error).toBe('value.json-value-invalid');
    expect(parseJsonObject('[1, 2]').error).toBe('value.json-value-invalid');
    expect(parseJsonObject('{"mode":"eco"}')).toEqual({ value: { mode: 'eco' }, error: null });
  });

  it('shows JSON values as compact text in tables', () => {
    expect(valueText({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(valueText(false)).toBe('false');
    expect(valueText(null)).toBe('');
  });
});
