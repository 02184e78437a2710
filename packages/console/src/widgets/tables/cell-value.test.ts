import { describe, expect, it } from 'vitest';
import { formatCellValue, keyFormat } from './cell-value';

describe('formatting a table cell', () => {
  it('prints numbers and numeric strings with exactly the decimals, zeros kept, then the units', () => {
    expect(formatCellValue('21.5', 1, '°C')).toBe('21.5 °C');
    expect(formatCellValue(21, 1, '°C')).toBe('21.0 °C');
    expect(formatCellValue('45.678', 0, '%')).toBe('46 %');
  });

  it('prints text as it is and nothing for a missing value', () => {
    expect(formatCellValue('true', 2, undefined)).toBe('true');
    expect(formatCellValue('QUEUED', 2, 'x')).toBe('QUEUED');
    expect(formatCellValue(undefined, 2, '%')).toBe('');
    expect(formatCellValue('', 2, '%')).toBe('');
  });

  it("takes a key's decimals and units before the widget's, and 2 decimals when neither says", () => {
    expect(keyFormat({ decimals: 0, units: '%' }, { decimals: 3, units: 'x' })).toEqual({ decimals: 0, units: '%' });
    expect(keyFormat({ decimals: null, units: null }, { units: 'V' })).toEqual({ decimals: 2, units: 'V' });
    expect(keyFormat({}, { units: '' })).toEqual({ decimals: 2, units: undefined });
  });
});
