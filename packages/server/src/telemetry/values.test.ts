import { describe, expect, it } from 'vitest';
import { javaDouble, valueAsJson, valueAsString } from './values.js';

describe('Java double text', () => {
  it('writes plain notation with a fraction digit between 10^-3 and 10^7', () => {
    expect(javaDouble(25)).toBe('25.0');
    expect(javaDouble(25.3)).toBe('25.3');
    expect(javaDouble(0.001)).toBe('0.001');
    expect(javaDouble(9999999)).toBe('9999999.0');
    expect(javaDouble(-0)).toBe('-0.0');
  });

  it('writes scientific notation outside it', () => {
    expect(javaDouble(1e7)).toBe('1.0E7');
    expect(javaDouble(12345678.9)).toBe('1.23456789E7');
    expect(javaDouble(0.00015)).toBe('1.5E-4');
    expect(javaDouble(1e300)).toBe('1.0E300');
  });
});

describe('value text', () => {
  it('gives every type as the platform strings it', () => {
    expect(valueAsString({ type: 'BOOLEAN', value: true })).toBe('true');
    expect(valueAsString({ type: 'LONG', value: 42 })).toBe('42');
    expect(valueAsString({ type: 'DOUBLE', value: 2 })).toBe('2.0');
    expect(valueAsString({ type: 'JSON', value: '{"a":1}' })).toBe('{"a":1}');
  });

  it('gives typed JSON that keeps a whole double a double', () => {
    expect(valueAsJson({ type: 'DOUBLE', value: 2 })).toBe('2.0');
    expect(valueAsJson({ type: 'STRING', value: 'a"b' })).toBe('"a\\"b"');
    expect(valueAsJson({ type: 'JSON', value: '[1,2]' })).toBe('[1,2]');
  });
});
