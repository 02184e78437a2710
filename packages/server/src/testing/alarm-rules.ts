import type {
  AlarmConditionFilter,
  AlarmConditionSpec,
  AlarmRule,
  AlarmSchedule,
  DeviceProfileAlarm,
  DynamicValue,
} from '@fleetdeck/model';

/** Builders of device profile alarm rules for unit tests. */

export function numericFilter(
  key: string,
  operation: 'GREATER' | 'LESS' | 'LESS_OR_EQUAL' | 'GREATER_OR_EQUAL' | 'EQUAL',
  defaultValue: number,
  dynamicValue: DynamicValue | null = null,
  type: 'TIME_SERIES' | 'ATTRIBUTE' = 'TIME_SERIES',
): AlarmConditionFilter {
  return {
    key: { type, key },
    valueType: 'NUMERIC',
    value: null,
    predicate: { type: 'NUMERIC', operation, value: { defaultValue, userValue: null, dynamicValue } },
  };
}

export function rule(
  filters: AlarmConditionFilter[],
  options: { spec?: AlarmConditionSpec; schedule?: AlarmSchedule | null; details?: string | null } = {},
): AlarmRule {
  return {
    condition: { condition: filters, spec: options.spec ?? { type: 'SIMPLE' } },
    schedule: options.schedule ?? null,
    alarmDetails: options.details ?? null,
    dashboardId: null,
  };
}

export function alarm(
  createRules: DeviceProfileAlarm['createRules'],
  clearRule: AlarmRule | null = null,
  alarmType = 'High Temperature',
): DeviceProfileAlarm {
  return {
    id: `${alarmType}-id`,
    alarmType,
    createRules,
    clearRule,
    propagate: false,
    propagateToOwner: false,
    propagateToTenant: false,
    propagateRelationTypes: null,
  };
}
