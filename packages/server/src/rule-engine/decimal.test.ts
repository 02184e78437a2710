import { describe, expect, it } from 'vitest';
import { roundHalfUp } from './decimal.js';

describe('rounding half up on decimal digits', () => {
  it('rounds halves away from zero on the decimal text of the value', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(2.5, 0)).toBe(3);
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
    expect(roundHalfUp(0.19999999999999998, 3)).toBe(0.2);
    expect(roundHalfUp(12.344, 2)).toBe(12.34);
    expect(roundHalfUp(0.05, 1)).toBe(0.1);
  });

  it('keeps values that already have no more places', () => {
    expect(roundHalfUp(7, 2)).toBe(7);
    expect(roundHalfUp(1.5, 3)).toBe(1.5);
  });
});
