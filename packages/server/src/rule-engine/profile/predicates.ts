import type { AlarmConditionFilter, FilterPredicateValue, KeyFilterPredicate } from '@fleetdeck/model';
import type { KvValue } from '../../telemetry/kv.js';
import { type OwnerAttributes, resolveDynamicValue } from './dynamic-values.js';
import { type SnapshotKeyType, snapshotKey } from './keys.js';
import type { DataSnapshot } from './snapshot.js';
import { booleanOf, kvOf, numberOf, textOf } from './values.js';

/** What a condition is evaluated against: the device's snapshot and its owners' attributes. */
export interface ConditionInputs {
  snapshot: DataSnapshot;
  owners: OwnerAttributes;
}

/** A CONSTANT key's left-hand value: the filter's own value read as its value type (unreadable: absent). */
function constantValue(filter: AlarmConditionFilter): KvValue | undefined {
  if (filter.value === null || filter.value === undefined) return undefined;
  const text = String(filter.value);
  switch (filter.valueType) {
    case 'STRING':
      return { type: 'STRING', value: text };
    case 'NUMERIC': {
      const number = text.trim() === '' ? Number.NaN : Number(text);
      return Number.isNaN(number) ? undefined : { type: 'DOUBLE', value: number };
    }
    case 'DATE_TIME':
      return /^[-+]?\d+$/.test(text.trim()) ? { type: 'LONG', value: Number(text) } : undefined;
    case 'BOOLEAN':
      return { type: 'BOOLEAN', value: text.toLowerCase() === 'true' };
    default:
      return undefined;
  }
}

/**
 * The right-hand value: the dynamic value when it resolves to something readable, else the default. A filter on
 * a CONSTANT key has no default to fall back on: without its dynamic value it does not hold. (The user value only
 * means something to dashboards.)
 */
function rightValue<T>(
  value: FilterPredicateValue<unknown> | null | undefined,
  read: (kv: KvValue) => T | undefined,
  filter: AlarmConditionFilter,
  inputs: ConditionInputs,
): T | undefined {
  const dynamic = resolveDynamicValue(value?.dynamicValue, inputs.snapshot, inputs.owners);
  if (dynamic !== undefined) {
    const resolved = read(dynamic);
    if (resolved !== undefined) return resolved;
  }
  if (filter.key.type === 'CONSTANT') return undefined;
  const fallback = kvOf(value?.defaultValue);
  return fallback === undefined ? undefined : read(fallback);
}

function stringHolds(
  predicate: KeyFilterPredicate & { type: 'STRING' },
  left: KvValue,
  filter: AlarmConditionFilter,
  inputs: ConditionInputs,
): boolean {
  const right = rightValue(predicate.value, textOf, filter, inputs);
  if (right === undefined) return false;
  const fold = (text: string) => (predicate.ignoreCase ? text.toLowerCase() : text);
  const value = fold(textOf(left));
  const operand = fold(right);
  switch (predicate.operation) {
    case 'EQUAL':
      return value === operand;
    case 'NOT_EQUAL':
      return value !== operand;
    case 'STARTS_WITH':
      return value.startsWith(operand);
    case 'ENDS_WITH':
      return value.endsWith(operand);
    case 'CONTAINS':
      return value.includes(operand);
    case 'NOT_CONTAINS':
      return !value.includes(operand);
    default:
      throw new Error('Operation not supported');
  }
}

function numericHolds(
  predicate: KeyFilterPredicate & { type: 'NUMERIC' },
  left: KvValue,
  filter: AlarmConditionFilter,
  inputs: ConditionInputs,
): boolean {
  const value = numberOf(left);
  if (value === undefined) return false;
  const operand = rightValue(predicate.value, numberOf, filter, inputs);
  if (operand === undefined) return false;
  switch (predicate.operation) {
    case 'EQUAL':
      return value === operand;
    case 'NOT_EQUAL':
      return value !== operand;
    case 'GREATER':
      return value > operand;
    case 'LESS':
      return value < operand;
    case 'GREATER_OR_EQUAL':
      return value >= operand;
    case 'LESS_OR_EQUAL':
      return value <= operand;
    default:
      throw new Error('Operation not supported');
  }
}

function booleanHolds(
  predicate: KeyFilterPredicate & { type: 'BOOLEAN' },
  left: KvValue,
  filter: AlarmConditionFilter,
  inputs: ConditionInputs,
): boolean {
  const operand = rightValue(predicate.value, booleanOf, filter, inputs);
  if (operand === undefined) return false;
  const value = booleanOf(left);
  switch (predicate.operation) {
    case 'EQUAL':
      return value === operand;
    case 'NOT_EQUAL':
      return value !== operand;
    default:
      throw new Error('Operation not supported');
  }
}

/** One predicate on a present value; COMPLEX is AND or OR of its predicates on the same value. */
export function predicateHolds(
  predicate: KeyFilterPredicate,
  left: KvValue,
  filter: AlarmConditionFilter,
  inputs: ConditionInputs,
): boolean {
  switch (predicate?.type) {
    case 'STRING':
      return stringHolds(predicate, left, filter, inputs);
    case 'NUMERIC':
      return numericHolds(predicate, left, filter, inputs);
    case 'BOOLEAN':
      return booleanHolds(predicate, left, filter, inputs);
    case 'COMPLEX': {
      const parts = predicate.predicates ?? [];
      return predicate.operation === 'OR'
        ? parts.some((part) => predicateHolds(part, left, filter, inputs))
        : parts.every((part) => predicateHolds(part, left, filter, inputs));
    }
    default:
      return false;
  }
}

/** One filter: the key's value (a missing value never holds) tested with the filter's predicate. */
export function filterHolds(filter: AlarmConditionFilter, inputs: ConditionInputs): boolean {
  const left =
    filter.key.type === 'CONSTANT'
      ? constantValue(filter)
      : inputs.snapshot.values.get(snapshotKey(filter.key.type as SnapshotKeyType, filter.key.key));
  if (left === undefined) return false;
  return predicateHolds(filter.predicate, left, filter, inputs);
}

/** A condition holds when every one of its filters does. */
export function conditionHolds(filters: readonly AlarmConditionFilter[], inputs: ConditionInputs): boolean {
  return filters.every((filter) => filterHolds(filter, inputs));
}
