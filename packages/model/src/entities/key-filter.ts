/**
 * Key filter predicates: how the entity data query, dashboard filters and device profile alarm conditions test one
 * value of an entity. The server evaluates them and the console edits them, both from these shapes.
 */

/** How a key's value is compared: dates compare as numbers of milliseconds. */
export const ENTITY_KEY_VALUE_TYPES = ['STRING', 'NUMERIC', 'BOOLEAN', 'DATE_TIME'] as const;
export type EntityKeyValueType = (typeof ENTITY_KEY_VALUE_TYPES)[number];

/** Whose server attribute a dynamic value reads. CURRENT_DEVICE only means something in a device profile alarm rule. */
export const DYNAMIC_VALUE_SOURCE_TYPES = [
  'CURRENT_TENANT',
  'CURRENT_CUSTOMER',
  'CURRENT_USER',
  'CURRENT_DEVICE',
] as const;
export type DynamicValueSourceType = (typeof DYNAMIC_VALUE_SOURCE_TYPES)[number];

/** A value read from an attribute at evaluation time; the editors send null fields while the user has not chosen. */
export interface DynamicValue {
  sourceType: DynamicValueSourceType | null;
  sourceAttribute: string | null;
  /** look further up (user, then customer, then tenant) when the source has no such attribute */
  inherit?: boolean;
}

/** The value a predicate compares with: userValue, else the resolved dynamic value, else defaultValue. */
export interface FilterPredicateValue<T> {
  defaultValue: T;
  userValue?: T | null;
  dynamicValue?: DynamicValue | null;
}

export const STRING_OPERATIONS = [
  'EQUAL',
  'NOT_EQUAL',
  'STARTS_WITH',
  'ENDS_WITH',
  'CONTAINS',
  'NOT_CONTAINS',
  'IN',
  'NOT_IN',
] as const;
export type StringOperation = (typeof STRING_OPERATIONS)[number];

export const NUMERIC_OPERATIONS = [
  'EQUAL',
  'NOT_EQUAL',
  'GREATER',
  'LESS',
  'GREATER_OR_EQUAL',
  'LESS_OR_EQUAL',
] as const;
export type NumericOperation = (typeof NUMERIC_OPERATIONS)[number];

export const BOOLEAN_OPERATIONS = ['EQUAL', 'NOT_EQUAL'] as const;
export type BooleanOperation = (typeof BOOLEAN_OPERATIONS)[number];

export const COMPLEX_OPERATIONS = ['AND', 'OR'] as const;
export type ComplexOperation = (typeof COMPLEX_OPERATIONS)[number];

export interface StringFilterPredicate {
  type: 'STRING';
  operation: StringOperation;
  value: FilterPredicateValue<string>;
  /** absent means false */
  ignoreCase?: boolean;
}

export interface NumericFilterPredicate {
  type: 'NUMERIC';
  operation: NumericOperation;
  value: FilterPredicateValue<number>;
}

export interface BooleanFilterPredicate {
  type: 'BOOLEAN';
  operation: BooleanOperation;
  value: FilterPredicateValue<boolean>;
}

/** AND or OR of nested predicates on the same value. */
export interface ComplexFilterPredicate {
  type: 'COMPLEX';
  operation: ComplexOperation;
  predicates: KeyFilterPredicate[];
}

export type SimpleFilterPredicate = StringFilterPredicate | NumericFilterPredicate | BooleanFilterPredicate;
export type KeyFilterPredicate = SimpleFilterPredicate | ComplexFilterPredicate;
