import type {
  AlarmConditionFilter,
  AlarmConditionSpec,
  AlarmKeyType,
  AlarmRule,
  AlarmSchedule,
  ConditionSpecType,
  CustomScheduleItem,
  DayOfWeek,
  DeviceProfileAlarm,
  EntityKeyValueType,
  KeyFilterPredicate,
  ScheduleType,
  SimpleFilterPredicate,
} from '@fleetdeck/model';

export const DAYS_OF_WEEK: readonly DayOfWeek[] = [1, 2, 3, 4, 5, 6, 7];
export const MS_PER_MINUTE = 60_000;

/**
 * A random id for a new alarm rule. crypto.randomUUID exists only in secure contexts, and the console is often served
 * over plain HTTP inside a plant network, so the id is built from getRandomValues.
 */
export function newAlarmId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The predicate a new filter of a value type starts with: equality against an empty or zero value. */
export function defaultPredicate(valueType: EntityKeyValueType): SimpleFilterPredicate {
  switch (valueType) {
    case 'STRING':
      return { type: 'STRING', operation: 'EQUAL', value: { defaultValue: '', dynamicValue: null }, ignoreCase: false };
    case 'BOOLEAN':
      return { type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: false, dynamicValue: null } };
    case 'NUMERIC':
    case 'DATE_TIME':
      return { type: 'NUMERIC', operation: 'EQUAL', value: { defaultValue: 0, dynamicValue: null } };
  }
}

export function defaultComplexPredicate(): KeyFilterPredicate {
  return { type: 'COMPLEX', operation: 'AND', predicates: [] };
}

/** The value a CONSTANT key starts with, in its value type. */
export function defaultConstantValue(valueType: EntityKeyValueType): string | number | boolean {
  if (valueType === 'STRING') return '';
  if (valueType === 'BOOLEAN') return false;
  return 0;
}

export function defaultFilter(keyType: AlarmKeyType = 'TIME_SERIES', valueType: EntityKeyValueType = 'NUMERIC') {
  const filter: AlarmConditionFilter = {
    key: { type: keyType, key: '' },
    valueType,
    value: keyType === 'CONSTANT' ? defaultConstantValue(valueType) : null,
    predicate: defaultPredicate(valueType),
  };
  return filter;
}

export function defaultSpec(type: ConditionSpecType): AlarmConditionSpec {
  switch (type) {
    case 'SIMPLE':
      return { type };
    case 'DURATION':
      return { type, unit: 'MINUTES', predicate: { defaultValue: 1, dynamicValue: null } };
    case 'REPEATING':
      return { type, predicate: { defaultValue: 1, dynamicValue: null } };
  }
}

/** The browser's time zone, which a new schedule starts in. */
export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
}

export function defaultCustomItems(): CustomScheduleItem[] {
  return DAYS_OF_WEEK.map((dayOfWeek) => ({ enabled: true, dayOfWeek, startsOn: 0, endsOn: 0 }));
}

export function defaultSchedule(type: ScheduleType, timezone = browserTimezone()): AlarmSchedule {
  switch (type) {
    case 'ANY_TIME':
      return { type };
    case 'SPECIFIC_TIME':
      return { type, timezone, daysOfWeek: [...DAYS_OF_WEEK], startsOn: 0, endsOn: 0, dynamicValue: null };
    case 'CUSTOM':
      return { type, timezone, items: defaultCustomItems(), dynamicValue: null };
  }
}

/** A rule with no condition yet: it must get one before the profile can be saved. */
export function defaultAlarmRule(): AlarmRule {
  return {
    condition: { condition: [], spec: { type: 'SIMPLE' } },
    schedule: null,
    alarmDetails: null,
    dashboardId: null,
  };
}

export function defaultDeviceProfileAlarm(alarmType = ''): DeviceProfileAlarm {
  return {
    id: newAlarmId(),
    alarmType,
    createRules: { CRITICAL: defaultAlarmRule() },
    clearRule: null,
    propagate: false,
    propagateToOwner: false,
    propagateToTenant: false,
    propagateRelationTypes: null,
  };
}
