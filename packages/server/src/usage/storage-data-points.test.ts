import { describe, expect, it } from 'vitest';
import { storageDataPointDays } from './storage-data-points.js';

describe('storageDataPointDays', () => {
  it('counts a number as one point, kept at least a day', () => {
    expect(storageDataPointDays([{ key: 't', ts: 1, value: { type: 'LONG', value: 5 } }], 0)).toBe(1);
    expect(storageDataPointDays([{ key: 't', ts: 1, value: { type: 'DOUBLE', value: 5 } }], 3600)).toBe(1);
  });

  it('multiplies the points by the whole days of the TTL', () => {
    const entries = [
      { key: 'a', ts: 1, value: { type: 'BOOLEAN' as const, value: true } },
      { key: 'b', ts: 1, value: { type: 'LONG' as const, value: 2 } },
    ];
    expect(storageDataPointDays(entries, 7 * 86_400 + 100)).toBe(14);
  });

  it('counts a text as one point per started 512 characters', () => {
    const text = (length: number) => [
      { key: 's', ts: 1, value: { type: 'STRING' as const, value: 'x'.repeat(length) } },
    ];
    expect(storageDataPointDays(text(0), 0)).toBe(1);
    expect(storageDataPointDays(text(512), 0)).toBe(1);
    expect(storageDataPointDays(text(513), 0)).toBe(2);
  });
});
