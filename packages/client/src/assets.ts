import type {
  Asset,
  AssetInfo,
  AssetSearchQuery,
  BulkImportRequest,
  BulkImportResult,
  EntitySubtype,
  PageData,
  PageLink,
} from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

export type AssetDraft = Partial<Asset> & Pick<Asset, 'name' | 'type'>;

/** The filter of the asset lists: an asset type. */
export interface AssetListFilter {
  type?: string;
}

/** Assets. Edge assignment of assets is in edges.ts. */
export function assetsApi(http: ApiClient) {
  const list = <T>(path: string, link: PageLink, filter: AssetListFilter) =>
    http.get<PageData<T>>(path, { query: { ...pageLinkToQuery(link), ...filter } });
  return {
    get: (assetId: string) => http.get<Asset>(`/api/asset/${assetId}`),
    info: (assetId: string) => http.get<AssetInfo>(`/api/asset/info/${assetId}`),
    save: (asset: AssetDraft) => http.post<Asset>('/api/asset', asset),
    delete: (assetId: string) => http.delete<void>(`/api/asset/${assetId}`),
    byName: (assetName: string) => http.get<Asset>('/api/tenant/assets', { query: { assetName } }),
    tenantAssets: (link: PageLink, filter: AssetListFilter = {}) => list<Asset>('/api/tenant/assets', link, filter),
    tenantAssetInfos: (link: PageLink, filter: AssetListFilter = {}) =>
      list<AssetInfo>('/api/tenant/assetInfos', link, filter),
    customerAssets: (customerId: string, link: PageLink, filter: AssetListFilter = {}) =>
      list<Asset>(`/api/customer/${customerId}/assets`, link, filter),
    customerAssetInfos: (customerId: string, link: PageLink, filter: AssetListFilter = {}) =>
      list<AssetInfo>(`/api/customer/${customerId}/assetInfos`, link, filter),
    byIds: (assetIds: string[]) => http.get<Asset[]>('/api/assets', { query: { assetIds: assetIds.join(',') } }),
    /** The assets related to a root entity (POST /api/assets). */
    search: (query: AssetSearchQuery) => http.post<Asset[]>('/api/assets', query),
    types: () => http.get<EntitySubtype[]>('/api/asset/types'),
    assignToCustomer: (customerId: string, assetId: string) =>
      http.post<Asset>(`/api/customer/${customerId}/asset/${assetId}`),
    unassignFromCustomer: (assetId: string) => http.delete<Asset>(`/api/customer/asset/${assetId}`),
    makePublic: (assetId: string) => http.post<Asset>(`/api/customer/public/asset/${assetId}`),
    bulkImport: (request: BulkImportRequest) => http.post<BulkImportResult>('/api/asset/bulk_import', request),
  };
}
