import type { AlarmSeverity } from './alarm.js';
import type {
  DynamicValue,
  DynamicValueSourceType,
  EntityKeyValueType,
  FilterPredicateValue,
  KeyFilterPredicate,
} from './key-filter.js';

/** The key kinds an alarm condition may test: the entity query's, narrowed to what device profile alarms read. */
export const ALARM_KEY_TYPES = ['ATTRIBUTE', 'TIME_SERIES', 'ENTITY_FIELD', 'CONSTANT'] as const;
export type AlarmKeyType = (typeof ALARM_KEY_TYPES)[number];

/** Where an alarm rule's dynamic value may come from: the tenant, the customer or the device itself. */
export const ALARM_DYNAMIC_SOURCES = [
  'CURRENT_TENANT',
  'CURRENT_CUSTOMER',
  'CURRENT_DEVICE',
] as const satisfies readonly DynamicValueSourceType[];

export interface AlarmConditionFilterKey {
  type: AlarmKeyType;
  key: string;
}

/** One test of an alarm condition; every filter of a condition must hold. */
export interface AlarmConditionFilter {
  key: AlarmConditionFilterKey;
  valueType: EntityKeyValueType;
  /** the constant's value, for CONSTANT keys */
  value: string | number | boolean | null;
  predicate: KeyFilterPredicate;
}

export const DURATION_UNITS = ['SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const CONDITION_SPEC_TYPES = ['SIMPLE', 'DURATION', 'REPEATING'] as const;
export type ConditionSpecType = (typeof CONDITION_SPEC_TYPES)[number];

/** When a condition that holds raises the alarm: at once, after it held for a while, or after it held n times. */
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
