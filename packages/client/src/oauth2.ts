import type { OAuth2ClientRegistrationTemplate, OAuth2Info } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** The system administrator's OAuth2 sign-in configuration and the providers' templates. */
export function oauth2Api(http: ApiClient) {
  return {
    config: () => http.get<OAuth2Info>('/api/oauth2/config'),
    saveConfig: (info: OAuth2Info) => http.post<OAuth2Info>('/api/oauth2/config', info),
    templates: () => http.get<OAuth2ClientRegistrationTemplate[]>('/api/oauth2/config/template'),
  };
}
