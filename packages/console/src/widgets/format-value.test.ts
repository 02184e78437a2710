import { describe, expect, it } from 'vitest';
import { formatValue } from './format-value';

describe('formatValue', () => {
  it('rounds numbers to the decimals and drops trailing zeros', () => {
    expect(formatValue(21.456, 1, undefined)).toBe('21.5');
    expect(formatValue(21.5, 3, undefined)).toBe('21.5');
    expect(formatValue(20, 2, undefined)).toBe('20');
  });

  it('uses 2 decimals when none are given, and appends the units', () => {
    expect(formatValue(21.4567, undefined, '°C')).toBe('21.46 °C');
  });

  it('prints other values as they are', () => {
    expect(formatValue('on', 2, '')).toBe('on');
    expect(formatValue(null, 2, 'V')).toBe('');
  });
});
