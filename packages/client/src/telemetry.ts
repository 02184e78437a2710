import type { AttributeData, AttributeScope, EntityId, TelemetryAggregation, TimeseriesData } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

export interface TimeseriesQuery {
  keys: string[];
  startTs: number;
  endTs: number;
  /** bucket length in ms; 0 = no aggregation */
  interval?: number;
  /** most points per key without aggregation (server default 100) */
  limit?: number;
  agg?: TelemetryAggregation;
  orderBy?: 'ASC' | 'DESC';
  useStrictDataTypes?: boolean;
}

export interface DeleteTimeseriesOptions {
  deleteAllDataForKeys?: boolean;
  startTs?: number;
  endTs?: number;
  rewriteLatestIfDeleted?: boolean;
}

const base = (entity: EntityId) => `/api/plugins/telemetry/${entity.entityType}/${entity.id}`;
const keyList = (keys?: string[]) => (keys && keys.length > 0 ? keys.join(',') : undefined);

/** Telemetry and attributes of any entity. */
export function telemetryApi(http: ApiClient) {
  return {
    timeseriesKeys: (entity: EntityId) => http.get<string[]>(`${base(entity)}/keys/timeseries`),
    attributeKeys: (entity: EntityId, scope?: AttributeScope) =>
      http.get<string[]>(`${base(entity)}/keys/attributes${scope ? `/${scope}` : ''}`),
    attributes: (entity: EntityId, scope?: AttributeScope, keys?: string[]) =>
      http.get<AttributeData[]>(`${base(entity)}/values/attributes${scope ? `/${scope}` : ''}`, {
        query: { keys: keyList(keys) },
      }),
    latest: (entity: EntityId, keys?: string[], useStrictDataTypes?: boolean) =>
      http.get<TimeseriesData>(`${base(entity)}/values/timeseries`, {
        query: { keys: keyList(keys), useStrictDataTypes },
      }),
    timeseries: (entity: EntityId, query: TimeseriesQuery) =>
      http.get<TimeseriesData>(`${base(entity)}/values/timeseries`, {
        query: { ...query, keys: query.keys.join(',') },
      }),
    saveAttributes: (entity: EntityId, scope: 'SERVER_SCOPE' | 'SHARED_SCOPE', attributes: Record<string, unknown>) =>
      http.post<void>(`${base(entity)}/attributes/${scope}`, attributes),
    /** `data` in any form the device API takes (an object, an array, or {ts, values}); ttl in seconds (0 = the tenant profile's default) */
    saveTimeseries: (entity: EntityId, data: unknown, ttl?: number) =>
      http.post<void>(`${base(entity)}/timeseries/ANY${ttl !== undefined ? `/${ttl}` : ''}`, data),
    deleteAttributes: (entity: EntityId, scope: AttributeScope, keys: string[]) =>
      http.delete<void>(`${base(entity)}/${scope}`, { query: { keys: keys.join(',') } }),
    deleteTimeseries: (entity: EntityId, keys: string[], options: DeleteTimeseriesOptions = {}) =>
      http.delete<void>(`${base(entity)}/timeseries/delete`, { query: { keys: keys.join(','), ...options } }),
  };
}
