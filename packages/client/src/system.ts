import type { DeviceEndpoints, SystemInfo } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** The calls the console makes from its first screen. */
export function systemApi(http: ApiClient) {
  return {
    edgesEnabled: () => http.get<boolean>('/api/edges/enabled'),
    helpBaseUrl: () => http.get<string>('/api/uiSettings/helpBaseUrl', { responseType: 'text' }),
    serverTime: () => http.get<number>('/api/dashboard/serverTime'),
    maxDatapointsLimit: () => http.get<number>('/api/dashboard/maxDatapointsLimit'),
    info: () => http.get<SystemInfo>('/api/system/info'),
    deviceEndpoints: () => http.get<DeviceEndpoints>('/api/system/deviceEndpoints'),
  };
}
