import type { ChangePasswordRequest, JwtPair, OAuth2ClientInfo, User, UserPasswordPolicy } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** Sign-in, session and account-recovery calls. */
export function authApi(http: ApiClient) {
  return {
    async login(username: string, password: string): Promise<JwtPair> {
      const pair = await http.post<JwtPair>('/api/auth/login', { username, password }, { anonymous: true });
      http.tokens.setTokens(pair);
      return pair;
    },
    async loginPublic(publicId: string): Promise<JwtPair> {
      const pair = await http.post<JwtPair>('/api/auth/login/public', { publicId }, { anonymous: true });
      http.tokens.setTokens(pair);
      return pair;
    },
    refresh: () => http.refresh(),
    logout: () => http.post<void>('/api/auth/logout'),
    currentUser: () => http.get<User>('/api/auth/user'),
    async changePassword(request: ChangePasswordRequest): Promise<JwtPair> {
      const pair = await http.post<JwtPair>('/api/auth/changePassword', request);
      http.tokens.setTokens(pair);
      return pair;
    },
    passwordPolicy: () => http.get<UserPasswordPolicy>('/api/noauth/userPasswordPolicy', { anonymous: true }),
    requestPasswordReset: (email: string) =>
      http.post<void>('/api/noauth/resetPasswordByEmail', { email }, { anonymous: true }),
    async resetPassword(resetToken: string, password: string): Promise<JwtPair> {
      const pair = await http.post<JwtPair>('/api/noauth/resetPassword', { resetToken, password }, { anonymous: true });
      http.tokens.setTokens(pair);
      return pair;
    },
    async activate(activateToken: string, password: string, sendActivationMail = true): Promise<JwtPair> {
      const pair = await http.post<JwtPair>(
        '/api/noauth/activate',
        { activateToken, password },
        { anonymous: true, query: { sendActivationMail } },
      );
      http.tokens.setTokens(pair);
      return pair;
    },
    activateByEmailCode: (emailCode: string) =>
      http.post<JwtPair>('/api/noauth/activateByEmailCode', undefined, { anonymous: true, query: { emailCode } }),
    resendEmailActivation: (email: string) =>
      http.post<void>('/api/noauth/resendEmailActivation', undefined, { anonymous: true, query: { email } }),
    oauth2Clients: (platform = 'WEB') =>
      http.post<OAuth2ClientInfo[]>('/api/noauth/oauth2Clients', undefined, { anonymous: true, query: { platform } }),
  };
}
