import { describe, expect, it } from 'vitest';
import { chartValue } from './chart-value';

describe('chartValue', () => {
  it('draws numbers and booleans, nothing else', () => {
    expect(chartValue('21.5')).toBe(21.5);
    expect(chartValue(7)).toBe(7);
    expect(chartValue('true')).toBe(1);
    expect(chartValue(false)).toBe(0);
    expect(chartValue('{"a":1}')).toBeNull();
    expect(chartValue('')).toBeNull();
  });
});
