import type { SubscriptionUpdate } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { applyUpdate, NO_VALUES } from './live-values';

const update = (data: Record<string, [number, string | null][]>): SubscriptionUpdate =>
  ({ subscriptionId: 1, errorCode: 0, errorMsg: null, data }) as SubscriptionUpdate;

describe('live values', () => {
  it('takes the newest point of each key', () => {
    const values = applyUpdate(
      NO_VALUES,
      update({
        t: [
          [3, 'c'],
          [1, 'a'],
          [2, 'b'],
        ],
      }),
      true,
    );
    expect(values.get('t')).toEqual({ key: 't', ts: 3, value: 'c' });
  });

  it('replaces everything with a complete update and merges partial ones', () => {
    const first = applyUpdate(NO_VALUES, update({ a: [[1, '1']], b: [[1, '2']] }), true);
    const merged = applyUpdate(first, update({ b: [[2, '3']] }), false);
    expect([...merged.values()].map((value) => `${value.key}=${value.value}`)).toEqual(['a=1', 'b=3']);
    const replaced = applyUpdate(merged, update({ b: [[3, '4']] }), true);
    expect([...replaced.keys()]).toEqual(['b']);
  });

  it('drops a key whose newest value is null', () => {
    const first = applyUpdate(NO_VALUES, update({ a: [[1, '1']] }), true);
    expect(applyUpdate(first, update({ a: [[2, null]] }), false).has('a')).toBe(false);
  });
});
