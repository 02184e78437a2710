import type {
  EntitySubtype,
  EntityView,
  EntityViewInfo,
  EntityViewSearchQuery,
  PageData,
  PageLink,
} from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

export type EntityViewDraft = Partial<EntityView> & Pick<EntityView, 'name' | 'type' | 'entityId'>;

/** The filter of the entity view lists: an entity view type. */
export interface EntityViewListFilter {
  type?: string;
}

/** Entity views. Edge assignment of entity views is in edges.ts. */
export function entityViewsApi(http: ApiClient) {
  const list = <T>(path: string, link: PageLink, filter: EntityViewListFilter) =>
    http.get<PageData<T>>(path, { query: { ...pageLinkToQuery(link), ...filter } });
  return {
    get: (entityViewId: string) => http.get<EntityView>(`/api/entityView/${entityViewId}`),
    info: (entityViewId: string) => http.get<EntityViewInfo>(`/api/entityView/info/${entityViewId}`),
    save: (entityView: EntityViewDraft) => http.post<EntityView>('/api/entityView', entityView),
    delete: (entityViewId: string) => http.delete<void>(`/api/entityView/${entityViewId}`),
    byName: (entityViewName: string) => http.get<EntityView>('/api/tenant/entityViews', { query: { entityViewName } }),
    tenantEntityViews: (link: PageLink, filter: EntityViewListFilter = {}) =>
      list<EntityView>('/api/tenant/entityViews', link, filter),
    tenantEntityViewInfos: (link: PageLink, filter: EntityViewListFilter = {}) =>
      list<EntityViewInfo>('/api/tenant/entityViewInfos', link, filter),
    customerEntityViews: (customerId: string, link: PageLink, filter: EntityViewListFilter = {}) =>
      list<EntityView>(`/api/customer/${customerId}/entityViews`, link, filter),
    customerEntityViewInfos: (customerId: string, link: PageLink, filter: EntityViewListFilter = {}) =>
      list<EntityViewInfo>(`/api/customer/${customerId}/entityViewInfos`, link, filter),
    /** The entity views related to a root entity (POST /api/entityViews). */
    search: (query: EntityViewSearchQuery) => http.post<EntityView[]>('/api/entityViews', query),
    types: () => http.get<EntitySubtype[]>('/api/entityView/types'),
    assignToCustomer: (customerId: string, entityViewId: string) =>
      http.post<EntityView>(`/api/customer/${customerId}/entityView/${entityViewId}`),
    unassignFromCustomer: (entityViewId: string) => http.delete<EntityView>(`/api/customer/entityView/${entityViewId}`),
    makePublic: (entityViewId: string) => http.post<EntityView>(`/api/customer/public/entityView/${entityViewId}`),
  };
}
