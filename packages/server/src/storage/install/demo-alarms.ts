import type { AlarmConditionFilter, AlarmSeverity, DeviceProfileAlarm, NumericOperation } from '@fleetdeck/model';

interface ThresholdRule {
  id: string;
  alarmType: string;
  severity: AlarmSeverity;
  flag: string;
  key: string;
  createOperation: NumericOperation;
  clearOperation: NumericOperation;
  defaultValue: number;
  thresholdAttribute: string;
  details: string;
}

function condition(
  key: string,
  operation: NumericOperation,
  defaultValue: number,
  thresholdAttribute: string,
): AlarmConditionFilter {
  return {
    key: { type: 'TIME_SERIES', key },
    valueType: 'NUMERIC',
    value: null,
    predicate: {
      type: 'NUMERIC',
      operation,
      value: {
        defaultValue,
        userValue: null,
        dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: thresholdAttribute, inherit: false },
      },
    },
  };
}

function flagCondition(flag: string): AlarmConditionFilter {
  return {
    key: { type: 'ATTRIBUTE', key: flag },
    valueType: 'BOOLEAN',
    value: null,
    predicate: {
      type: 'BOOLEAN',
      operation: 'EQUAL',
      value: { defaultValue: true, userValue: null, dynamicValue: null },
    },
  };
}

function alarm(rule: ThresholdRule): DeviceProfileAlarm {
  return {
    id: rule.id,
    alarmType: rule.alarmType,
    createRules: {
      [rule.severity]: {
        condition: {
          condition: [
            flagCondition(rule.flag),
            condition(rule.key, rule.createOperation, rule.defaultValue, rule.thresholdAttribute),
          ],
          spec: { type: 'SIMPLE' },
        },
        schedule: null,
        alarmDetails: rule.details,
        dashboardId: null,
      },
    },
    clearRule: {
      condition: {
        condition: [condition(rule.key, rule.clearOperation, rule.defaultValue, rule.thresholdAttribute)],
        spec: { type: 'SIMPLE' },
      },
      schedule: null,
      alarmDetails: rule.details,
      dashboardId: null,
    },
    propagate: false,
    propagateToOwner: false,
    propagateToTenant: false,
    propagateRelationTypes: null,
  };
}

/** The thermostat profile's two alarm rules. */
export const THERMOSTAT_ALARMS = [
  alarm({
    id: 'highTemperatureAlarmID',
    alarmType: 'High Temperature',
    severity: 'MAJOR',
    flag: 'temperatureAlarmFlag',
    key: 'temperature',
    createOperation: 'GREATER',
    clearOperation: 'LESS_OR_EQUAL',
    defaultValue: 25,
    thresholdAttribute: 'temperatureAlarmThreshold',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's alarm details placeholder, filled in later
    details: 'Current temperature = ${temperature}',
  }),
  alarm({
    id: 'lowHumidityAlarmID',
    alarmType: 'Low Humidity',
    severity: 'MINOR',
    flag: 'humidityAlarmFlag',
    key: 'humidity',
    createOperation: 'LESS',
    clearOperation: 'GREATER_OR_EQUAL',
    defaultValue: 60,
    thresholdAttribute: 'humidityAlarmThreshold',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's alarm details placeholder, filled in later
    details: 'Current humidity = ${humidity}',
  }),
];
