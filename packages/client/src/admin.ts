import type { AdminSettings, SecuritySettings, TestSmsRequest, UpdateMessage } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** System administration: settings, mail, SMS and security settings. */
export function adminApi(http: ApiClient) {
  return {
    settings: <T = Record<string, unknown>>(key: string) => http.get<AdminSettings<T>>(`/api/admin/settings/${key}`),
    saveSettings: <T>(settings: AdminSettings<T>) => http.post<AdminSettings<T>>('/api/admin/settings', settings),
    sendTestMail: <T>(settings: AdminSettings<T>) => http.post<void>('/api/admin/settings/testMail', settings),
    sendTestSms: (request: TestSmsRequest) => http.post<void>('/api/admin/settings/testSms', request),
    securitySettings: () => http.get<SecuritySettings>('/api/admin/securitySettings'),
    saveSecuritySettings: (settings: SecuritySettings) =>
      http.post<SecuritySettings>('/api/admin/securitySettings', settings),
    checkUpdates: () => http.get<UpdateMessage>('/api/admin/updates'),
  };
}
