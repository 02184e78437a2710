import type { JwtPair, PageData, PageLink, User } from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

export type UserDraft = Omit<User, 'id' | 'createdTime' | 'name' | 'tenantId' | 'customerId' | 'additionalInfo'> &
  Partial<Pick<User, 'id' | 'tenantId' | 'customerId' | 'additionalInfo'>>;

/** Users. */
export function usersApi(http: ApiClient) {
  return {
    get: (userId: string) => http.get<User>(`/api/user/${userId}`),
    save: (user: UserDraft, sendActivationMail = false) =>
      http.post<User>('/api/user', user, { query: { sendActivationMail } }),
    delete: (userId: string) => http.delete<void>(`/api/user/${userId}`),
    list: (link: PageLink) => http.get<PageData<User>>('/api/users', { query: pageLinkToQuery(link) }),
    tenantAdmins: (tenantId: string, link: PageLink) =>
      http.get<PageData<User>>(`/api/tenant/${tenantId}/users`, { query: pageLinkToQuery(link) }),
    customerUsers: (customerId: string, link: PageLink) =>
      http.get<PageData<User>>(`/api/customer/${customerId}/users`, { query: pageLinkToQuery(link) }),
    tokenAccessEnabled: () => http.get<boolean>('/api/user/tokenAccessEnabled'),
    token: (userId: string) => http.get<JwtPair>(`/api/user/${userId}/token`),
    sendActivationMail: (email: string) =>
      http.post<void>('/api/user/sendActivationMail', undefined, { query: { email } }),
    activationLink: (userId: string) =>
      http.get<string>(`/api/user/${userId}/activationLink`, { responseType: 'text' }),
    setCredentialsEnabled: (userId: string, userCredentialsEnabled: boolean) =>
      http.post<void>(`/api/user/${userId}/userCredentialsEnabled`, undefined, { query: { userCredentialsEnabled } }),
  };
}
