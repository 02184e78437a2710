import type { EntityInfo, PageData, PageLink, TenantProfile } from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

export type TenantProfileDraft = Partial<TenantProfile> & Pick<TenantProfile, 'name'>;

/** Tenant profiles. */
export function tenantProfilesApi(http: ApiClient) {
  return {
    get: (id: string) => http.get<TenantProfile>(`/api/tenantProfile/${id}`),
    info: (id: string) => http.get<EntityInfo>(`/api/tenantProfileInfo/${id}`),
    defaultInfo: () => http.get<EntityInfo>('/api/tenantProfileInfo/default'),
    save: (profile: TenantProfileDraft) => http.post<TenantProfile>('/api/tenantProfile', profile),
    delete: (id: string) => http.delete<void>(`/api/tenantProfile/${id}`),
    setDefault: (id: string) => http.post<TenantProfile>(`/api/tenantProfile/${id}/default`),
    list: (link: PageLink) =>
      http.get<PageData<TenantProfile>>('/api/tenantProfiles', { query: pageLinkToQuery(link) }),
    infos: (link: PageLink) =>
      http.get<PageData<EntityInfo>>('/api/tenantProfileInfos', { query: pageLinkToQuery(link) }),
  };
}
