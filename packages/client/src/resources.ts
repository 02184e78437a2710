import type {
  LwM2mObject,
  PageData,
  PageLink,
  ResourceType,
  TbResource,
  TbResourceDraft,
  TbResourceInfo,
} from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** The resources library: key stores, LwM2M models and JavaScript modules of the system and of a tenant. */
export function resourcesApi(http: ApiClient) {
  return {
    get: (resourceId: string) => http.get<TbResource>(`/api/resource/${resourceId}`),
    info: (resourceId: string) => http.get<TbResourceInfo>(`/api/resource/info/${resourceId}`),
    download: (resourceId: string) => http.get<Blob>(`/api/resource/${resourceId}/download`, { responseType: 'blob' }),
    save: (resource: TbResourceDraft) => http.post<TbResource>('/api/resource', resource),
    delete: (resourceId: string) => http.delete<void>(`/api/resource/${resourceId}`),
    /** A tenant's page holds the system's resources and its own; a type narrows it to that type (a later platform's filter). */
    list: (link: PageLink, resourceType?: ResourceType) =>
      http.get<PageData<TbResourceInfo>>('/api/resource', { query: { ...pageLinkToQuery(link), resourceType } }),
    /** One page of the LwM2M object models with their readable resources; the link sorts by object `id` or `name`. */
    lwm2mObjectsPage: (link: PageLink) =>
      http.get<LwM2mObject[]>('/api/resource/lwm2m/page', { query: pageLinkToQuery(link) }),
    /** The LwM2M object models of these keys (`3_1.0`). */
    lwm2mObjects: (objectIds: string[], sortProperty: 'id' | 'name' = 'id', sortOrder: 'ASC' | 'DESC' = 'ASC') =>
      http.get<LwM2mObject[]>('/api/resource/lwm2m', {
        query: { sortProperty, sortOrder, objectIds: objectIds.join(',') },
      }),
  };
}
