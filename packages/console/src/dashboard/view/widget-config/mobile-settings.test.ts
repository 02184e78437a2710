import { describe, expect, it } from 'vitest';
import { mobileNumber, mobileProblems } from './mobile-settings';

describe('mobile mode settings', () => {
  it('store an emptied field as null', () => {
    expect(mobileNumber(' ')).toBeNull();
    expect(mobileNumber('4')).toBe(4);
  });

  it('accept whole numbers and unset values only', () => {
    expect(mobileProblems({})).toEqual([]);
    expect(mobileProblems({ mobileOrder: -1, mobileHeight: 1 })).toEqual([]);
    expect(mobileProblems({ mobileOrder: null, mobileHeight: null })).toEqual([]);
    expect(mobileProblems({ mobileOrder: 1.5, mobileHeight: 0 })).toEqual([
      { key: 'widget-config.mobile-order-invalid' },
      { key: 'widget-config.mobile-height-invalid' },
    ]);
  });
});
