import { describe, expect, it } from 'vitest';
import { alarm, numericFilter, rule } from '../../testing/alarm-rules.js';
import { ownerAttributesOf, snapshotKey, snapshotKeysOf } from './keys.js';
import { createSnapshot, mergeAttributes, mergeTimeseries, removeAttributes } from './snapshot.js';

const long = (value: number) => ({ type: 'LONG' as const, value });
const temperature = snapshotKey('TIME_SERIES', 'temperature');

describe('the data snapshot', () => {
  it('keeps only the keys the rules reference', () => {
    const snapshot = createSnapshot([temperature]);
    const update = mergeTimeseries(snapshot, 1, [
      { key: 'temperature', value: long(20) },
      { key: 'humidity', value: long(50) },
    ]);
    expect([...update.keys]).toEqual([temperature]);
    expect([...snapshot.values.keys()]).toEqual([temperature]);
    expect(snapshot.ts).toBe(1);
  });

  it('counts the same value at a new time as a change, and at the same time as none', () => {
    const snapshot = createSnapshot([temperature]);
    mergeTimeseries(snapshot, 1, [{ key: 'temperature', value: long(20) }]);
    expect(mergeTimeseries(snapshot, 1, [{ key: 'temperature', value: long(20) }]).keys.size).toBe(0);
    expect(mergeTimeseries(snapshot, 2, [{ key: 'temperature', value: long(20) }]).keys.size).toBe(1);
    expect(mergeTimeseries(snapshot, 2, [{ key: 'temperature', value: { type: 'DOUBLE', value: 20 } }]).keys.size).toBe(
      1,
    );
  });

  it('treats attributes of every scope as one key, and removes deleted ones', () => {
    const flag = snapshotKey('ATTRIBUTE', 'flag');
    const snapshot = createSnapshot([flag]);
    expect(mergeAttributes(snapshot, 5, [{ key: 'flag', value: { type: 'BOOLEAN', value: true } }])).toEqual({
      type: 'ATTRIBUTE',
      keys: new Set([flag]),
    });
    removeAttributes(snapshot, ['flag']);
    expect(snapshot.values.has(flag)).toBe(false);
  });
});

describe('the keys of a profile', () => {
  const definition = alarm(
    {
      MAJOR: rule([
        numericFilter('temperature', 'GREATER', 0, { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'limit' }),
      ]),
    },
    rule(
      [
        numericFilter('temperature', 'LESS', 0, {
          sourceType: 'CURRENT_CUSTOMER',
          sourceAttribute: 'low',
          inherit: true,
        }),
      ],
      {
        spec: {
          type: 'DURATION',
          unit: 'SECONDS',
          predicate: {
            defaultValue: 1,
            dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'hold', inherit: true },
          },
        },
      },
    ),
  );

  it('holds the tested keys and the device attributes the rules read', () => {
    expect(snapshotKeysOf([definition])).toEqual(
      new Set([temperature, snapshotKey('ATTRIBUTE', 'limit'), snapshotKey('ATTRIBUTE', 'hold')]),
    );
  });

  it('names the customer and tenant attributes the rules may read', () => {
    expect(ownerAttributesOf([definition])).toEqual({
      customer: new Set(['low', 'hold']),
      tenant: new Set(['low', 'hold']),
    });
  });
});
