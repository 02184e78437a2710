import {
  type AlarmConditionFilter,
  type AlarmConditionFilterKey,
  BOOLEAN_OPERATIONS,
  COMPLEX_OPERATIONS,
  type EntityKeyValueType,
  type KeyFilterPredicate,
  NUMERIC_OPERATIONS,
  type SimpleFilterPredicate,
  STRING_OPERATIONS,
} from '@fleetdeck/model';
import { defaultConstantValue, defaultPredicate } from './alarm-rule-defaults';

/**
 * The editor shows one row per key with all of its predicates, as the platform's console does; the wire carries one
 * filter per predicate, all of which must hold. These two shapes convert into each other.
 */
export interface KeyFilterInfo {
  key: AlarmConditionFilterKey;
  valueType: EntityKeyValueType;
  value: string | number | boolean | null;
  predicates: KeyFilterPredicate[];
}

function sameKey(a: KeyFilterInfo, b: AlarmConditionFilter): boolean {
  return (
    a.key.type === b.key.type &&
    a.key.key === b.key.key &&
    a.valueType === b.valueType &&
    (a.key.type !== 'CONSTANT' || a.value === b.value)
  );
}

/** Groups the filters of a condition by key, in the order each key first appears. */
export function groupFilters(filters: readonly AlarmConditionFilter[]): KeyFilterInfo[] {
  const infos: KeyFilterInfo[] = [];
  for (const filter of filters) {
    const existing = infos.find((info) => sameKey(info, filter));
    if (existing) existing.predicates.push(filter.predicate);
    else
      infos.push({
        key: { ...filter.key },
        valueType: filter.valueType,
        value: filter.value,
        predicates: [filter.predicate],
      });
  }
  return infos;
}

/** One wire filter per predicate of every key. */
export function flattenFilters(infos: readonly KeyFilterInfo[]): AlarmConditionFilter[] {
  return infos.flatMap((info) =>
    info.predicates.map((predicate) => ({
      key: { ...info.key },
      valueType: info.valueType,
      value: info.key.type === 'CONSTANT' ? info.value : null,
      predicate,
    })),
  );
}

/** The simple predicate type that compares values of a value type; dates compare as numbers of milliseconds. */
export function predicateTypeFor(valueType: EntityKeyValueType): SimpleFilterPredicate['type'] {
  if (valueType === 'STRING') return 'STRING';
  if (valueType === 'BOOLEAN') return 'BOOLEAN';
  return 'NUMERIC';
}

export function operationsFor(type: KeyFilterPredicate['type']): readonly string[] {
  switch (type) {
    case 'STRING':
      return STRING_OPERATIONS;
    case 'NUMERIC':
      return NUMERIC_OPERATIONS;
    case 'BOOLEAN':
      return BOOLEAN_OPERATIONS;
    case 'COMPLEX':
      return COMPLEX_OPERATIONS;
  }
}

/** Whether a predicate (and every nested one) compares values of the given type. */
export function fitsValueType(predicate: KeyFilterPredicate, valueType: EntityKeyValueType): boolean {
  if (predicate.type === 'COMPLEX') return predicate.predicates.every((nested) => fitsValueType(nested, valueType));
  return predicate.type === predicateTypeFor(valueType);
}

/**
 * A key's row after its value type changed: predicates that no longer fit are replaced by one default predicate,
 * and a constant gets a value of the new type.
 */
export function withValueType(info: KeyFilterInfo, valueType: EntityKeyValueType): KeyFilterInfo {
  const predicates = info.predicates.every((predicate) => fitsValueType(predicate, valueType))
    ? info.predicates
    : [defaultPredicate(valueType)];
  const value = info.key.type === 'CONSTANT' ? defaultConstantValue(valueType) : null;
  return { ...info, valueType, value: info.valueType === valueType ? info.value : value, predicates };
}

/** A new key row: one default predicate for its value type. */
export function newKeyFilterInfo(
  keyType: AlarmConditionFilterKey['type'] = 'TIME_SERIES',
  valueType: EntityKeyValueType = 'NUMERIC',
): KeyFilterInfo {
  return {
    key: { type: keyType, key: '' },
    valueType,
    value: keyType === 'CONSTANT' ? defaultConstantValue(valueType) : null,
    predicates: [defaultPredicate(valueType)],
  };
}
