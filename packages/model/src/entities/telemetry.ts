/** Attribute scopes of the telemetry API. */
export const ATTRIBUTE_SCOPES = ['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'] as const;
export type AttributeScope = (typeof ATTRIBUTE_SCOPES)[number];

/** Aggregation functions of a time-series history read. */
export const TELEMETRY_AGGREGATIONS = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'] as const;
export type TelemetryAggregation = (typeof TELEMETRY_AGGREGATIONS)[number];

/** A stored value as the API sends it: typed for attributes and strict reads, a string otherwise. */
export type KvJsonValue = string | number | boolean | null | Record<string, unknown> | unknown[];

/** One attribute of `GET …/values/attributes`. */
export interface AttributeData {
  lastUpdateTs: number;
  key: string;
  value: KvJsonValue;
}

/** One point of `GET …/values/timeseries`. */
export interface TsValue {
  ts: number;
  value: KvJsonValue;
}

/** Points by key. */
export type TimeseriesData = Record<string, TsValue[]>;
