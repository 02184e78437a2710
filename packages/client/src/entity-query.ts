import type {
  AlarmData,
  AlarmDataQuery,
  EntityCountQuery,
  EntityData,
  EntityDataQuery,
  EntityQueryKeys,
  PageData,
} from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** The entity data, count, keys and alarm data queries. */
export function entityQueryApi(http: ApiClient) {
  return {
    find: (query: EntityDataQuery) => http.post<PageData<EntityData>>('/api/entitiesQuery/find', query),
    count: (query: EntityCountQuery) => http.post<number>('/api/entitiesQuery/count', query),
    keys: (query: EntityDataQuery, options: { timeseries?: boolean; attributes?: boolean } = {}) =>
      http.post<EntityQueryKeys>('/api/entitiesQuery/find/keys', query, {
        query: { timeseries: options.timeseries ?? true, attributes: options.attributes ?? true },
      }),
    findAlarms: (query: AlarmDataQuery) => http.post<PageData<AlarmData>>('/api/alarmsQuery/find', query),
  };
}
