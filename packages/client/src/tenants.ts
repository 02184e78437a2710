import type { PageData, PageLink, Tenant, TenantInfo } from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

export type TenantDraft = Partial<Tenant> & Pick<Tenant, 'title'>;

/** Tenants. */
export function tenantsApi(http: ApiClient) {
  return {
    get: (tenantId: string) => http.get<Tenant>(`/api/tenant/${tenantId}`),
    info: (tenantId: string) => http.get<TenantInfo>(`/api/tenant/info/${tenantId}`),
    save: (tenant: TenantDraft) => http.post<Tenant>('/api/tenant', tenant),
    delete: (tenantId: string) => http.delete<void>(`/api/tenant/${tenantId}`),
    list: (link: PageLink) => http.get<PageData<Tenant>>('/api/tenants', { query: pageLinkToQuery(link) }),
    infos: (link: PageLink) => http.get<PageData<TenantInfo>>('/api/tenantInfos', { query: pageLinkToQuery(link) }),
  };
}
