import { describe, expect, it } from 'vitest';
import { isPostalCodeValid } from './postal-code-patterns';

describe('postal codes', () => {
  it('accepts the formats of the listed countries', () => {
    expect(isPostalCodeValid('United States', '94043')).toBe(true);
    expect(isPostalCodeValid('United States', '94043-1351')).toBe(true);
    expect(isPostalCodeValid('Netherlands', '1012 AB')).toBe(true);
    expect(isPostalCodeValid('United Kingdom', 'SW1A 1AA')).toBe(true);
    expect(isPostalCodeValid('Canada', 'K1A 0B1')).toBe(true);
    expect(isPostalCodeValid('Poland', '00-950')).toBe(true);
  });

  it('rejects codes of the wrong shape', () => {
    expect(isPostalCodeValid('Germany', '1234')).toBe(false);
    expect(isPostalCodeValid('Japan', '1234567')).toBe(false);
    expect(isPostalCodeValid('Canada', 'D1A 0B1')).toBe(false);
  });

  it('accepts anything for other countries or without a country', () => {
    expect(isPostalCodeValid('France', 'anything')).toBe(true);
    expect(isPostalCodeValid(null, '???')).toBe(true);
  });
});
