import type { DeviceProfile, DeviceProfileInfo, DeviceTransportType, PageData, PageLink } from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

export type DeviceProfileDraft = Partial<DeviceProfile> & Pick<DeviceProfile, 'name' | 'transportType'>;

/** Device profiles. */
export function deviceProfilesApi(http: ApiClient) {
  return {
    get: (id: string) => http.get<DeviceProfile>(`/api/deviceProfile/${id}`),
    info: (id: string) => http.get<DeviceProfileInfo>(`/api/deviceProfileInfo/${id}`),
    defaultInfo: () => http.get<DeviceProfileInfo>('/api/deviceProfileInfo/default'),
    save: (profile: DeviceProfileDraft) => http.post<DeviceProfile>('/api/deviceProfile', profile),
    delete: (id: string) => http.delete<void>(`/api/deviceProfile/${id}`),
    setDefault: (id: string) => http.post<DeviceProfile>(`/api/deviceProfile/${id}/default`),
    list: (link: PageLink) =>
      http.get<PageData<DeviceProfile>>('/api/deviceProfiles', { query: pageLinkToQuery(link) }),
    /** distinct time-series keys of the profile's devices (every device of the tenant without a profile), sorted */
    deviceTimeseriesKeys: (deviceProfileId?: string) =>
      http.get<string[]>('/api/deviceProfile/devices/keys/timeseries', { query: { deviceProfileId } }),
    deviceAttributeKeys: (deviceProfileId?: string) =>
      http.get<string[]>('/api/deviceProfile/devices/keys/attributes', { query: { deviceProfileId } }),
    infos: (link: PageLink, transportType?: DeviceTransportType) =>
      http.get<PageData<DeviceProfileInfo>>('/api/deviceProfileInfos', {
        query: { ...pageLinkToQuery(link), transportType },
      }),
  };
}
