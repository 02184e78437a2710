import type { AlarmConditionFilter, KeyFilterPredicate } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import type { KvValue } from '../../telemetry/kv.js';
import { NO_OWNER_ATTRIBUTES, type OwnerAttributes } from './dynamic-values.js';
import { snapshotKey } from './keys.js';
import { filterHolds } from './predicates.js';
import { createSnapshot } from './snapshot.js';

const long = (value: number): KvValue => ({ type: 'LONG', value });
const double = (value: number): KvValue => ({ type: 'DOUBLE', value });
const text = (value: string): KvValue => ({ type: 'STRING', value });
const bool = (value: boolean): KvValue => ({ type: 'BOOLEAN', value });

function holds(
  value: KvValue | undefined,
  predicate: KeyFilterPredicate,
  options: {
    valueType?: AlarmConditionFilter['valueType'];
    keyType?: AlarmConditionFilter['key']['type'];
    constant?: AlarmConditionFilter['value'];
    device?: Record<string, KvValue>;
    owners?: OwnerAttributes;
  } = {},
): boolean {
  const keyType = options.keyType ?? 'TIME_SERIES';
  const key = keyType === 'CONSTANT' ? 'constant' : snapshotKey(keyType, 'k');
  const device = Object.entries(options.device ?? {}).map(([name, v]) => [snapshotKey('ATTRIBUTE', name), v] as const);
  const snapshot = createSnapshot(
    [key, ...device.map(([name]) => name)],
    [...(value ? [[key, value] as [string, KvValue]] : []), ...device],
  );
  const filter: AlarmConditionFilter = {
    key: { type: keyType, key: 'k' },
    valueType: options.valueType ?? 'NUMERIC',
    value: options.constant ?? null,
    predicate,
  };
  return filterHolds(filter, { snapshot, owners: options.owners ?? NO_OWNER_ATTRIBUTES });
}

const numeric = (operation: string, defaultValue: unknown, dynamicValue: unknown = null) =>
  ({ type: 'NUMERIC', operation, value: { defaultValue, userValue: null, dynamicValue } }) as KeyFilterPredicate;
const string = (operation: string, defaultValue: string, ignoreCase = false) =>
  ({
    type: 'STRING',
    operation,
    ignoreCase,
    value: { defaultValue, userValue: null, dynamicValue: null },
  }) as KeyFilterPredicate;
const boolean = (operation: string, defaultValue: boolean) =>
  ({ type: 'BOOLEAN', operation, value: { defaultValue, userValue: null, dynamicValue: null } }) as KeyFilterPredicate;

describe('numeric predicates', () => {
  it.each([
    ['EQUAL', 25, true],
    ['NOT_EQUAL', 25, false],
    ['GREATER', 24, true],
    ['GREATER', 25, false],
    ['LESS', 26, true],
    ['GREATER_OR_EQUAL', 25, true],
    ['LESS_OR_EQUAL', 24, false],
  ] as const)('%s %d on 25 is %s', (operation, operand, expected) => {
    expect(holds(long(25), numeric(operation, operand))).toBe(expected);
  });

  it('reads text as a number, booleans as 1 and 0, and fails on text that is no number', () => {
    expect(holds(text('30.5'), numeric('GREATER', 30))).toBe(true);
    expect(holds(bool(true), numeric('EQUAL', 1))).toBe(true);
    expect(holds(text('hot'), numeric('NOT_EQUAL', 1))).toBe(false);
  });

  it('never holds for a missing value', () => {
    expect(holds(undefined, numeric('NOT_EQUAL', 1))).toBe(false);
  });

  it('compares dates as numbers of milliseconds', () => {
    expect(holds(long(1_700_000_000_000), numeric('LESS', 1_800_000_000_000), { valueType: 'DATE_TIME' })).toBe(true);
  });
});

describe('string predicates', () => {
  it.each([
    ['EQUAL', 'ONLINE', false, false],
    ['EQUAL', 'ONLINE', true, true],
    ['NOT_EQUAL', 'off', false, true],
    ['STARTS_WITH', 'ON', true, true],
    ['ENDS_WITH', 'line', false, true],
    ['CONTAINS', 'li', false, true],
    ['NOT_CONTAINS', 'LI', true, false],
  ] as const)('%s %s (ignoreCase %s) on "online" is %s', (operation, operand, ignoreCase, expected) => {
    expect(holds(text('online'), string(operation, operand, ignoreCase), { valueType: 'STRING' })).toBe(expected);
  });

  it('compares numbers as the platform writes them', () => {
    expect(holds(double(25), string('EQUAL', '25.0'), { valueType: 'STRING' })).toBe(true);
    expect(holds(long(25), string('EQUAL', '25'), { valueType: 'STRING' })).toBe(true);
  });

  it('refuses the list operations', () => {
    expect(() => holds(text('a'), string('IN', 'a,b'), { valueType: 'STRING' })).toThrow('Operation not supported');
  });
});

describe('boolean predicates', () => {
  it('reads positive numbers and the text true as true', () => {
    expect(holds(bool(true), boolean('EQUAL', true), { valueType: 'BOOLEAN' })).toBe(true);
    expect(holds(long(2), boolean('EQUAL', true), { valueType: 'BOOLEAN' })).toBe(true);
    expect(holds(double(0), boolean('NOT_EQUAL', true), { valueType: 'BOOLEAN' })).toBe(true);
    expect(holds(text('TRUE'), boolean('EQUAL', true), { valueType: 'BOOLEAN' })).toBe(true);
    expect(holds(text('yes'), boolean('EQUAL', true), { valueType: 'BOOLEAN' })).toBe(false);
  });
});

describe('complex predicates', () => {
  const between = (operation: 'AND' | 'OR') =>
    ({ type: 'COMPLEX', operation, predicates: [numeric('GREATER', 10), numeric('LESS', 20)] }) as KeyFilterPredicate;

  it('holds with AND when every predicate does, with OR when one does', () => {
    expect(holds(long(15), between('AND'))).toBe(true);
    expect(holds(long(25), between('AND'))).toBe(false);
    expect(holds(long(25), between('OR'))).toBe(true);
  });

  it('nests', () => {
    const nested = {
      type: 'COMPLEX',
      operation: 'OR',
      predicates: [between('AND'), numeric('EQUAL', 100)],
    } as KeyFilterPredicate;
    expect(holds(long(100), nested)).toBe(true);
    expect(holds(long(50), nested)).toBe(false);
  });
});

describe('constant keys', () => {
  it('reads the constant as its value type and compares it with the dynamic value', () => {
    const dynamic = { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'limit', inherit: false };
    expect(
      holds(undefined, numeric('LESS', 0, dynamic), { keyType: 'CONSTANT', constant: 5, device: { limit: long(10) } }),
    ).toBe(true);
  });

  it('does not fall back on the default value when the dynamic value is missing', () => {
    const dynamic = { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'limit', inherit: false };
    expect(holds(undefined, numeric('LESS', 100, dynamic), { keyType: 'CONSTANT', constant: 5 })).toBe(false);
  });

  it('does not hold when the constant does not read as its type', () => {
    expect(holds(undefined, numeric('NOT_EQUAL', 1), { keyType: 'CONSTANT', constant: 'abc' })).toBe(false);
  });
});

describe('dynamic values', () => {
  const owners: OwnerAttributes = {
    customer: new Map([['limit', long(30)]]),
    tenant: new Map([
      ['limit', long(40)],
      ['tenantOnly', long(50)],
    ]),
  };
  const greater = (sourceType: string, sourceAttribute: string, inherit: boolean) =>
    numeric('GREATER', 0, { sourceType, sourceAttribute, inherit });

  it.each([
    ['CURRENT_DEVICE', 'limit', false, 19],
    ['CURRENT_CUSTOMER', 'limit', false, 29],
    ['CURRENT_TENANT', 'limit', false, 39],
    ['CURRENT_DEVICE', 'customerLimit', true, 29],
    ['CURRENT_DEVICE', 'tenantOnly', true, 49],
    ['CURRENT_CUSTOMER', 'tenantOnly', true, 49],
  ] as const)('%s %s (inherit %s) is just above %d', (source, attribute, inherit, below) => {
    const device = { limit: long(20) };
    const customer = new Map([...owners.customer, ['customerLimit', long(30)]]);
    const all = { customer, tenant: owners.tenant };
    expect(holds(long(below), greater(source, attribute, inherit), { device, owners: all })).toBe(false);
    expect(holds(long(below + 2), greater(source, attribute, inherit), { device, owners: all })).toBe(true);
  });

  it('falls back on the default value when the attribute is missing and inherit is off', () => {
    expect(holds(long(5), greater('CURRENT_DEVICE', 'tenantOnly', false), { owners })).toBe(true);
    expect(holds(long(-1), greater('CURRENT_DEVICE', 'tenantOnly', false), { owners })).toBe(false);
  });

  it('falls back on the default value when the attribute does not read as the predicate type', () => {
    const device = { limit: text('high') };
    expect(holds(long(1), greater('CURRENT_DEVICE', 'limit', false), { device })).toBe(true);
  });
});
