import type { AggregationType, AttributeScopeName } from '../telemetry-ws.js';

/** Attribute scopes (contract §7). Client attributes are written by the device only. */
export type AttributeScope = AttributeScopeName;
export const ATTRIBUTE_SCOPES: readonly AttributeScope[] = ['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'];

/** Aggregation functions of timeseries reads and subscriptions (seed 001 §3.17, contract §7). */
export const AGGREGATION_TYPES: readonly AggregationType[] = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'];

/** A JSON value as the REST API returns it: attributes keep their JSON type (number, boolean, string, object). */
export type AttributeValue = string | number | boolean | null | object;

/** One attribute of GET …/values/attributes (contract §7). */
export interface AttributeData {
  lastUpdateTs: number;
  key: string;
  value: AttributeValue;
}

/** One timeseries point; values are strings unless useStrictDataTypes is set (contract §7). */
export interface TimeseriesPoint {
  ts: number;
  value: string | number | boolean | null;
}

/** GET …/values/timeseries: points per key. */
export type TimeseriesData = Record<string, TimeseriesPoint[]>;

/** The device-state server attributes the platform maintains (contract §7). */
export const DEVICE_STATE_ATTRIBUTES = {
  active: 'active',
  lastActivityTime: 'lastActivityTime',
  lastConnectTime: 'lastConnectTime',
  lastDisconnectTime: 'lastDisconnectTime',
} as const;
