/** The time series keys of the API usage state entity, as the platform names them (ApiUsageRecordKey, ApiFeature). */
export const USAGE_KEYS = {
  transportMessages: 'transportMsgCount',
  transportDataPoints: 'transportDataPointsCount',
} as const;

/** The hourly counter of a monthly one: the platform adds this suffix. */
export const hourly = (key: string): string => `${key}Hourly`;

/** The time series key of the transport feature's state. */
export const TRANSPORT_STATE_KEY = 'transportApiState';

/** The time series keys of the transport limits, as the platform stores them on the entity when they change. */
export const TRANSPORT_LIMIT_KEYS = {
  messages: 'transportMsgLimit',
  dataPoints: 'transportDataPointsLimit',
} as const;

/** The platform's API features other than the transport, each counted by one record key. */
export type ApiFeature = 'RE' | 'JS' | 'EMAIL' | 'SMS' | 'ALARM' | 'DB';

/** The api_usage_state columns holding the features' states. */
export type StateColumn =
  | 'transport_state'
  | 'db_state'
  | 're_state'
  | 'js_state'
  | 'email_state'
  | 'sms_state'
  | 'alarm_state';

export interface FeatureKeys {
  /** the monthly counter (its hourly one adds `Hourly`) */
  count: string;
  /** the limit as stored on the entity */
  limit: string;
  /** the state's time series */
  state: string;
  column: StateColumn;
  /** the tenant profile's monthly limit of the feature */
  profileLimit: string;
}

export const FEATURE_KEYS: Record<ApiFeature, FeatureKeys> = {
  RE: {
    count: 'ruleEngineExecutionCount',
    limit: 'ruleEngineExecutionLimit',
    state: 'ruleEngineApiState',
    column: 're_state',
    profileLimit: 'maxREExecutions',
  },
  JS: {
    count: 'jsExecutionCount',
    limit: 'jsExecutionLimit',
    state: 'jsExecutionApiState',
    column: 'js_state',
    profileLimit: 'maxJSExecutions',
  },
  EMAIL: {
    count: 'emailCount',
    limit: 'emailLimit',
    state: 'emailApiState',
    column: 'email_state',
    profileLimit: 'maxEmails',
  },
  SMS: { count: 'smsCount', limit: 'smsLimit', state: 'smsApiState', column: 'sms_state', profileLimit: 'maxSms' },
  ALARM: {
    count: 'createdAlarmsCount',
    limit: 'createdAlarmsLimit',
    state: 'alarmApiState',
    column: 'alarm_state',
    profileLimit: 'maxCreatedAlarms',
  },
  DB: {
    count: 'storageDataPointsCount',
    limit: 'storageDataPointsLimit',
    state: 'dbApiState',
    column: 'db_state',
    profileLimit: 'maxDPStorageDays',
  },
};

export const API_FEATURES = Object.keys(FEATURE_KEYS) as ApiFeature[];
