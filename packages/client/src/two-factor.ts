import type {
  AccountTwoFaSettings,
  JwtPair,
  PlatformTwoFaSettings,
  TwoFaAccountConfig,
  TwoFaProviderInfo,
  TwoFaProviderType,
} from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** Two-factor sign-in: the platform's settings, the account's ways to verify, and the sign-in step. */
export function twoFactorApi(http: ApiClient) {
  return {
    /** Null until a system administrator saves them. */
    settings: async () => (await http.get<PlatformTwoFaSettings | null>('/api/2fa/settings')) ?? null,
    saveSettings: (settings: PlatformTwoFaSettings) => http.post<PlatformTwoFaSettings>('/api/2fa/settings', settings),
    enabledProviders: () => http.get<TwoFaProviderType[]>('/api/2fa/providers'),
    /** Null before the account's first enrolment. */
    accountSettings: async () => (await http.get<AccountTwoFaSettings | null>('/api/2fa/account/settings')) ?? null,
    generateConfig: (providerType: TwoFaProviderType) =>
      http.post<TwoFaAccountConfig>('/api/2fa/account/config/generate', undefined, { query: { providerType } }),
    submitConfig: (config: TwoFaAccountConfig) => http.post<void>('/api/2fa/account/config/submit', config),
    verifyAndSaveConfig: (config: TwoFaAccountConfig, verificationCode: string) =>
      http.post<AccountTwoFaSettings>('/api/2fa/account/config', config, { query: { verificationCode } }),
    updateConfig: (providerType: TwoFaProviderType, useByDefault: boolean) =>
      http.put<AccountTwoFaSettings>('/api/2fa/account/config', { useByDefault }, { query: { providerType } }),
    deleteConfig: (providerType: TwoFaProviderType) =>
      http.delete<AccountTwoFaSettings>('/api/2fa/account/config', { query: { providerType } }),
    loginProviders: () => http.get<TwoFaProviderInfo[]>('/api/auth/2fa/providers'),
    sendCode: (providerType: TwoFaProviderType) =>
      http.post<void>('/api/auth/2fa/verification/send', undefined, { query: { providerType } }),
    /** The full pair replaces the pre-verification token. */
    async checkCode(providerType: TwoFaProviderType, verificationCode: string): Promise<JwtPair> {
      const pair = await http.post<JwtPair>('/api/auth/2fa/verification/check', undefined, {
        query: { providerType, verificationCode },
      });
      http.tokens.setTokens(pair);
      return pair;
    },
  };
}
