/** The time series keys of the API usage state entity, as the platform names them (ApiUsageRecordKey, ApiFeature). */
export const USAGE_KEYS = {
  transportMessages: 'transportMsgCount',
  transportDataPoints: 'transportDataPointsCount',
} as const;

/** The hourly counter of a monthly one: the platform adds this suffix. */
export const hourly = (key: string): string => `${key}Hourly`;

/** The time series key of the transport feature's state. */
export const TRANSPORT_STATE_KEY = 'transportApiState';
