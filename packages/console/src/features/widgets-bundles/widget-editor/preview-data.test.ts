import { describe, expect, it } from 'vitest';
import { nextRandomValue, previewSeries } from './preview-data';

describe('the preview function datasource', () => {
  it("steps as the platform's Random function: ±50 around the previous value, two decimals, within ±1000", () => {
    expect(nextRandomValue(10, () => 0.5)).toBe(10);
    expect(nextRandomValue(10, () => 0.123456)).toBe(-27.65);
    expect(nextRandomValue(990, () => 1)).toBe(1000);
    expect(nextRandomValue(-990, () => 0)).toBe(-1000);
  });

  it('is one function key, Random', () => {
    const [series] = previewSeries([[1000, 5]]);
    expect(series?.datasource.type).toBe('function');
    expect(series?.dataKey.label).toBe('Random');
    expect(series?.data).toEqual([[1000, 5]]);
  });
});
