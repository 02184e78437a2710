import type {
  AggregationType,
  AttributeData,
  AttributeScope,
  EntityId,
  SortDirection,
  TimeseriesData,
} from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** A range read of GET …/values/timeseries (contract §7): keys, startTs and endTs are all required. */
export interface TimeseriesRangeQuery {
  keys: string[];
  startTs: number;
  endTs: number;
  /** bucket length in ms; 0 forces NONE */
  interval?: number;
  /** points per key; the server's default is 100 */
  limit?: number;
  agg?: AggregationType;
  orderBy?: SortDirection;
  useStrictDataTypes?: boolean;
}

/** DELETE …/timeseries/delete options: either all data of the keys, or the points of one time range. */
export interface TimeseriesDeleteOptions {
  deleteAllDataForKeys?: boolean;
  startTs?: number;
  endTs?: number;
  rewriteLatestIfDeleted?: boolean;
}

const keyList = (keys: readonly string[] | undefined) => (keys && keys.length > 0 ? keys.join(',') : undefined);

/** Attributes and timeseries of any entity (seed 001 §7.11, contract §7). */
export function telemetryApi(http: ApiClient) {
  const base = (entityId: EntityId) => `/api/plugins/telemetry/${entityId.entityType}/${entityId.id}`;
  return {
    timeseriesKeys: (entityId: EntityId) => http.get<string[]>(`${base(entityId)}/keys/timeseries`),
    /** Without a scope the keys of all three scopes. */
    attributeKeys: (entityId: EntityId, scope?: AttributeScope) =>
      http.get<string[]>(`${base(entityId)}/keys/attributes${scope ? `/${scope}` : ''}`),
    /** Typed values; without a scope client, shared and server attributes merged. */
    attributes: (entityId: EntityId, scope?: AttributeScope, keys?: readonly string[]) =>
      http.get<AttributeData[]>(`${base(entityId)}/values/attributes${scope ? `/${scope}` : ''}`, {
        query: { keys: keyList(keys) },
      }),
    /** Only SHARED_SCOPE and SERVER_SCOPE can be written this way. */
    saveAttributes: (entityId: EntityId, scope: AttributeScope, values: Record<string, unknown>) =>
      http.post<void>(`${base(entityId)}/attributes/${scope}`, values),
    deleteAttributes: (entityId: EntityId, scope: AttributeScope, keys: readonly string[]) =>
      http.delete<void>(`${base(entityId)}/${scope}`, { query: { keys: keys.join(',') } }),
    /** The latest value of each key (all keys when none are given). */
    latestTimeseries: (entityId: EntityId, keys?: readonly string[], useStrictDataTypes?: boolean) =>
      http.get<TimeseriesData>(`${base(entityId)}/values/timeseries`, {
        query: { keys: keyList(keys), useStrictDataTypes },
      }),
    timeseries: (entityId: EntityId, query: TimeseriesRangeQuery) =>
      http.get<TimeseriesData>(`${base(entityId)}/values/timeseries`, {
        query: { ...query, keys: query.keys.join(',') },
      }),
    /** Saves telemetry in any of the device formats of contract §12; ttl in seconds (0: the tenant default). */
    saveTimeseries: (entityId: EntityId, body: unknown, ttl?: number) =>
      http.post<void>(`${base(entityId)}/timeseries/ANY${ttl === undefined ? '' : `/${ttl}`}`, body),
    deleteTimeseries: (entityId: EntityId, keys: readonly string[], options: TimeseriesDeleteOptions = {}) =>
      http.delete<void>(`${base(entityId)}/timeseries/delete`, { query: { keys: keys.join(','), ...options } }),
  };
}
