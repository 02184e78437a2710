import type {
  Asset,
  BulkImportRequest,
  BulkImportResult,
  Device,
  Edge,
  EdgeEvent,
  EdgeInfo,
  EdgeSearchQuery,
  EntitySubtype,
  EntityView,
  PageData,
  PageLink,
  TimePageLink,
} from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

export type EdgeDraft = Partial<Edge> & Pick<Edge, 'name' | 'type'>;

/** The filter of the edge lists and of the lists of what is assigned to an edge: a type. */
export interface EdgeListFilter {
  type?: string;
}

/** Edges, their event log, and the devices, assets and entity views assigned to them. */
export function edgesApi(http: ApiClient) {
  const list = <T>(path: string, link: PageLink | TimePageLink, filter: EdgeListFilter) =>
    http.get<PageData<T>>(path, { query: { ...pageLinkToQuery(link), ...filter } });
  return {
    enabled: () => http.get<boolean>('/api/edges/enabled'),
    get: (edgeId: string) => http.get<Edge>(`/api/edge/${edgeId}`),
    info: (edgeId: string) => http.get<EdgeInfo>(`/api/edge/info/${edgeId}`),
    save: (edge: EdgeDraft) => http.post<Edge>('/api/edge', edge),
    delete: (edgeId: string) => http.delete<void>(`/api/edge/${edgeId}`),
    byName: (edgeName: string) => http.get<Edge>('/api/tenant/edges', { query: { edgeName } }),
    edges: (link: PageLink) => http.get<PageData<Edge>>('/api/edges', { query: pageLinkToQuery(link) }),
    tenantEdges: (link: PageLink, filter: EdgeListFilter = {}) => list<Edge>('/api/tenant/edges', link, filter),
    tenantEdgeInfos: (link: PageLink, filter: EdgeListFilter = {}) =>
      list<EdgeInfo>('/api/tenant/edgeInfos', link, filter),
    customerEdges: (customerId: string, link: PageLink, filter: EdgeListFilter = {}) =>
      list<Edge>(`/api/customer/${customerId}/edges`, link, filter),
    customerEdgeInfos: (customerId: string, link: PageLink, filter: EdgeListFilter = {}) =>
      list<EdgeInfo>(`/api/customer/${customerId}/edgeInfos`, link, filter),
    byIds: (edgeIds: string[]) => http.get<Edge[]>('/api/edges', { query: { edgeIds: edgeIds.join(',') } }),
    /** The edges related to a root entity (POST /api/edges). */
    search: (query: EdgeSearchQuery) => http.post<Edge[]>('/api/edges', query),
    types: () => http.get<EntitySubtype[]>('/api/edge/types'),
    assignToCustomer: (customerId: string, edgeId: string) =>
      http.post<Edge>(`/api/customer/${customerId}/edge/${edgeId}`),
    unassignFromCustomer: (edgeId: string) => http.delete<Edge>(`/api/customer/edge/${edgeId}`),
    makePublic: (edgeId: string) => http.post<Edge>(`/api/customer/public/edge/${edgeId}`),
    setRootRuleChain: (edgeId: string, ruleChainId: string) =>
      http.post<Edge>(`/api/edge/${edgeId}/${ruleChainId}/root`),
    sync: (edgeId: string) => http.post<void>(`/api/edge/sync/${edgeId}`),
    events: (edgeId: string, link: TimePageLink) =>
      http.get<PageData<EdgeEvent>>(`/api/edge/${edgeId}/events`, { query: pageLinkToQuery(link) }),
    /** JSON text `{"<rule chain>":["<missing rule chain>",…]}`, `{}` when nothing is missing. */
    missingToRelatedRuleChains: (edgeId: string) =>
      http.get<string>(`/api/edge/missingToRelatedRuleChains/${edgeId}`, { responseType: 'text' }),
    bulkImport: (request: BulkImportRequest) => http.post<BulkImportResult>('/api/edge/bulk_import', request),

    assignDevice: (edgeId: string, deviceId: string) => http.post<Device>(`/api/edge/${edgeId}/device/${deviceId}`),
    unassignDevice: (edgeId: string, deviceId: string) => http.delete<Device>(`/api/edge/${edgeId}/device/${deviceId}`),
    devices: (edgeId: string, link: TimePageLink, filter: EdgeListFilter = {}) =>
      list<Device>(`/api/edge/${edgeId}/devices`, link, filter),
    assignAsset: (edgeId: string, assetId: string) => http.post<Asset>(`/api/edge/${edgeId}/asset/${assetId}`),
    unassignAsset: (edgeId: string, assetId: string) => http.delete<Asset>(`/api/edge/${edgeId}/asset/${assetId}`),
    assets: (edgeId: string, link: TimePageLink, filter: EdgeListFilter = {}) =>
      list<Asset>(`/api/edge/${edgeId}/assets`, link, filter),
    assignEntityView: (edgeId: string, entityViewId: string) =>
      http.post<EntityView>(`/api/edge/${edgeId}/entityView/${entityViewId}`),
    unassignEntityView: (edgeId: string, entityViewId: string) =>
      http.delete<EntityView>(`/api/edge/${edgeId}/entityView/${entityViewId}`),
    entityViews: (edgeId: string, link: TimePageLink, filter: EdgeListFilter = {}) =>
      list<EntityView>(`/api/edge/${edgeId}/entityViews`, link, filter),
  };
}
