/**
 * The alarm rules of a device profile as the wire carries them (contract §5 "alarm rule", §8 key filter predicates).
 * These stay in the console for now: the model package has no alarm-rule shapes yet, and the server keeps the rules
 * as opaque JSON.
 */

import type { BooleanOperation, ComplexOperation, NumericOperation, StringOperation } from '@fleetdeck/model';

export const ALARM_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

/** The key kinds an alarm condition may test (seed 001 §3.15, narrowed to what device profile alarms use). */
export const ALARM_KEY_TYPES = ['ATTRIBUTE', 'TIME_SERIES', 'ENTITY_FIELD', 'CONSTANT'] as const;
export type AlarmKeyType = (typeof ALARM_KEY_TYPES)[number];

export const FILTER_VALUE_TYPES = ['STRING', 'NUMERIC', 'BOOLEAN', 'DATE_TIME'] as const;
export type FilterValueType = (typeof FILTER_VALUE_TYPES)[number];

// The predicate operations are the entity query's (contract §8); alarm conditions use the same ones.
export {
  BOOLEAN_OPERATIONS,
  type BooleanOperation,
  COMPLEX_OPERATIONS,
  type ComplexOperation,
  NUMERIC_OPERATIONS,
  type NumericOperation,
  STRING_OPERATIONS,
  type StringOperation,
} from '@fleetdeck/model';

/** Where a dynamic value is read from; alarm rules offer the tenant, the customer and the device itself. */
export const ALARM_DYNAMIC_SOURCES = ['CURRENT_TENANT', 'CURRENT_CUSTOMER', 'CURRENT_DEVICE'] as const;
export type DynamicValueSourceType = (typeof ALARM_DYNAMIC_SOURCES)[number] | 'CURRENT_USER';

export interface DynamicValue {
  sourceType: DynamicValueSourceType | null;
  sourceAttribute: string | null;
  inherit?: boolean;
}

/** FilterPredicateValue: effective value = userValue, else the resolved dynamic value, else defaultValue. */
export interface FilterPredicateValue<V> {
  defaultValue: V;
  userValue?: V | null;
  dynamicValue: DynamicValue | null;
}

export interface StringFilterPredicate {
  type: 'STRING';
  operation: StringOperation;
  value: FilterPredicateValue<string>;
  ignoreCase: boolean;
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

export interface ComplexFilterPredicate {
  type: 'COMPLEX';
  operation: ComplexOperation;
  predicates: KeyFilterPredicate[];
}

export type SimpleFilterPredicate = StringFilterPredicate | NumericFilterPredicate | BooleanFilterPredicate;
export type KeyFilterPredicate = SimpleFilterPredicate | ComplexFilterPredicate;

export interface AlarmConditionFilterKey {
  type: AlarmKeyType;
  key: string;
}

/** One test of an alarm condition; every filter of a condition must hold. */
export interface AlarmConditionFilter {
  key: AlarmConditionFilterKey;
  valueType: FilterValueType;
  /** the constant's value, for CONSTANT keys */
  value: string | number | boolean | null;
  predicate: KeyFilterPredicate;
}

export const DURATION_UNITS = ['SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const CONDITION_SPEC_TYPES = ['SIMPLE', 'DURATION', 'REPEATING'] as const;
export type ConditionSpecType = (typeof CONDITION_SPEC_TYPES)[number];

export type AlarmConditionSpec =
  | { type: 'SIMPLE' }
  | { type: 'DURATION'; unit: DurationUnit; predicate: FilterPredicateValue<number> }
  | { type: 'REPEATING'; predicate: FilterPredicateValue<number> };

export interface AlarmCondition {
  condition: AlarmConditionFilter[];
  spec: AlarmConditionSpec;
}

export const SCHEDULE_TYPES = ['ANY_TIME', 'SPECIFIC_TIME', 'CUSTOM'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

/** Day of week as the platform counts it: 1 is Monday, 7 is Sunday. */
export type DayOfWeek = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface CustomScheduleItem {
  enabled: boolean;
  dayOfWeek: DayOfWeek;
  /** milliseconds since the start of the day */
  startsOn: number;
  endsOn: number;
}

export type AlarmSchedule =
  | { type: 'ANY_TIME' }
  | {
      type: 'SPECIFIC_TIME';
      timezone: string;
      daysOfWeek: DayOfWeek[];
      startsOn: number;
      endsOn: number;
      dynamicValue?: DynamicValue | null;
    }
  | { type: 'CUSTOM'; timezone: string; items: CustomScheduleItem[]; dynamicValue?: DynamicValue | null };

export interface AlarmRule {
  condition: AlarmCondition;
  schedule: AlarmSchedule | null;
  alarmDetails: string | null;
  dashboardId: { entityType: 'DASHBOARD'; id: string } | null;
}

/** One alarm of a device profile: its type, how it is raised per severity, how it clears and where it propagates. */
export interface DeviceProfileAlarm {
  id: string;
  alarmType: string;
  createRules: Partial<Record<AlarmSeverity, AlarmRule>>;
  clearRule: AlarmRule | null;
  propagate: boolean;
  propagateToOwner: boolean;
  propagateToTenant: boolean;
  propagateRelationTypes: string[] | null;
}
