import { describe, expect, it } from 'vitest';
import { partitionOf } from './partition.js';

describe('the partition of an originator', () => {
  it('is always the same for an originator, within the count, and spreads originators over every partition', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`);
    const first = ids.map((id) => partitionOf(id, 10));
    expect(ids.map((id) => partitionOf(id, 10))).toEqual(first);
    expect(new Set(first)).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(ids.every((id) => partitionOf(id, 1) === 0)).toBe(true);
  });

  it('takes a count below one, or not a whole number, as one partition', () => {
    expect(partitionOf('a', 0)).toBe(0);
    expect(partitionOf('a', Number.NaN)).toBe(0);
  });
});
