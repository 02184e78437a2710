import type {
  ClaimResult,
  Device,
  DeviceCredentials,
  DeviceInfo,
  DeviceSearchQuery,
  EntitySubtype,
  OtaPackageType,
  PageData,
  PageLink,
} from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

export type DeviceDraft = Partial<Device> & Pick<Device, 'name'>;

/** Credentials sent with a device or on their own: the device id is filled in by the server for a new device. */
export type DeviceCredentialsDraft = Omit<Partial<DeviceCredentials>, 'credentialsId'> &
  Pick<DeviceCredentials, 'credentialsType' | 'credentialsValue'> & { credentialsId: string | null };

/** The filters of the device lists: a device type, or (infos only) a device profile id. */
export interface DeviceListFilter {
  type?: string;
  deviceProfileId?: string;
}

/** Devices and their credentials. */
export function devicesApi(http: ApiClient) {
  return {
    get: (deviceId: string) => http.get<Device>(`/api/device/${deviceId}`),
    info: (deviceId: string) => http.get<DeviceInfo>(`/api/device/info/${deviceId}`),
    save: (device: DeviceDraft, accessToken?: string) =>
      http.post<Device>('/api/device', device, { query: { accessToken } }),
    delete: (deviceId: string) => http.delete<void>(`/api/device/${deviceId}`),
    byName: (deviceName: string) => http.get<Device>('/api/tenant/devices', { query: { deviceName } }),
    tenantDevices: (link: PageLink, filter: Pick<DeviceListFilter, 'type'> = {}) =>
      http.get<PageData<Device>>('/api/tenant/devices', { query: { ...pageLinkToQuery(link), ...filter } }),
    tenantDeviceInfos: (link: PageLink, filter: DeviceListFilter = {}) =>
      http.get<PageData<DeviceInfo>>('/api/tenant/deviceInfos', { query: { ...pageLinkToQuery(link), ...filter } }),
    customerDevices: (customerId: string, link: PageLink, filter: Pick<DeviceListFilter, 'type'> = {}) =>
      http.get<PageData<Device>>(`/api/customer/${customerId}/devices`, {
        query: { ...pageLinkToQuery(link), ...filter },
      }),
    customerDeviceInfos: (customerId: string, link: PageLink, filter: DeviceListFilter = {}) =>
      http.get<PageData<DeviceInfo>>(`/api/customer/${customerId}/deviceInfos`, {
        query: { ...pageLinkToQuery(link), ...filter },
      }),
    byIds: (deviceIds: string[]) => http.get<Device[]>('/api/devices', { query: { deviceIds: deviceIds.join(',') } }),
    byQuery: (query: DeviceSearchQuery) => http.post<Device[]>('/api/devices', query),
    types: () => http.get<EntitySubtype[]>('/api/device/types'),
    assignToCustomer: (customerId: string, deviceId: string) =>
      http.post<Device>(`/api/customer/${customerId}/device/${deviceId}`),
    unassignFromCustomer: (deviceId: string) => http.delete<Device>(`/api/customer/device/${deviceId}`),
    assignToPublicCustomer: (deviceId: string) => http.post<Device>(`/api/customer/public/device/${deviceId}`),
    /** Creates (or updates) a device together with its credentials in one call. */
    saveWithCredentials: (device: DeviceDraft, credentials: Partial<DeviceCredentials> | DeviceCredentialsDraft) =>
      http.post<Device>('/api/device-with-credentials', { device, credentials }),
    /** A customer user claims a device by name; a failure rejects with the answer "FAILURE" or "CLAIMED" as body. */
    claim: (deviceName: string, secretKey?: string) =>
      http.post<ClaimResult>(`/api/customer/device/${encodeURIComponent(deviceName)}/claim`, { secretKey }),
    reclaim: (deviceName: string) => http.delete<void>(`/api/customer/device/${encodeURIComponent(deviceName)}/claim`),
    moveToTenant: (tenantId: string, deviceId: string) =>
      http.post<Device>(`/api/tenant/${tenantId}/device/${deviceId}`),
    countWithoutPackage: (otaPackageType: OtaPackageType, deviceProfileId: string) =>
      http.get<number>(`/api/devices/count/${otaPackageType}/${deviceProfileId}`),
    credentials: (deviceId: string) => http.get<DeviceCredentials>(`/api/device/${deviceId}/credentials`),
    saveCredentials: (credentials: Partial<DeviceCredentials> | DeviceCredentialsDraft) =>
      http.post<DeviceCredentials>('/api/device/credentials', credentials),
  };
}
