import { describe, expect, it } from 'vitest';
import { splitClearedKeys } from './cleared-keys';

describe('values a widget saves', () => {
  it('writes values and deletes the keys saved as null', () => {
    expect(splitClearedKeys({ latitude: null, longitude: undefined, label: '', zero: 0, flag: false })).toEqual({
      written: { label: '', zero: 0, flag: false },
      cleared: ['latitude', 'longitude'],
    });
  });
});
