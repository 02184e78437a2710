import type { TwoFaProviderInfo, TwoFaProviderType } from '@fleetdeck/model';

/** The resend countdown when the server gives no minimum period (seed: 30 s). */
export const DEFAULT_SEND_PERIOD_SECONDS = 30;

interface ProviderTexts {
  name: string;
  description: string;
}

/** How each way to verify is named and described on the step. */
export const PROVIDER_TEXTS: Partial<Record<TwoFaProviderType, ProviderTexts>> = {
  TOTP: { name: 'login.provider-totp', description: 'login.totp-auth-description' },
  EMAIL: { name: 'login.email', description: 'login.email-auth-description' },
  SMS: { name: 'login.provider-sms', description: 'login.sms-auth-description' },
  BACKUP_CODE: { name: 'login.provider-backup-code', description: 'login.backup-code-auth-description' },
};

/** The providers the step can offer, in the server's order. */
export function offeredProviders(providers: readonly TwoFaProviderInfo[]): TwoFaProviderInfo[] {
  return providers.filter((provider) => PROVIDER_TEXTS[provider.type]);
}

/** Codes arrive by mail for e-mail and by text for SMS; TOTP and backup codes are at hand. */
export function sendsCode(type: TwoFaProviderType): boolean {
  return type === 'EMAIL' || type === 'SMS';
}

/** The provider chosen on entry: the account's default, else the first. */
export function initialProvider(providers: readonly TwoFaProviderInfo[]): TwoFaProviderInfo | null {
  return providers.find((provider) => provider.default) ?? providers[0] ?? null;
}

/**
 * The message key of a code that cannot be sent, or null when it may: six digits, or eight hex characters for a
 * backup code.
 */
export function codeError(type: TwoFaProviderType, code: string): string | null {
  if (!code) return 'login.verification-code-required';
  const valid = type === 'BACKUP_CODE' ? /^[0-9a-f]{8}$/.test(code) : /^\d{6}$/.test(code);
  return valid ? null : 'login.verification-code-invalid';
}
