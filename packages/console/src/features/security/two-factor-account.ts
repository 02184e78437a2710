import type { AccountTwoFaSettings, TwoFaAccountConfig, TwoFaProviderType } from '@fleetdeck/model';

/** The providers an account can enrol here, in the order of the page. */
export const ENROLLABLE: readonly TwoFaProviderType[] = ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE'];

export const PROVIDER_NAMES: Partial<Record<TwoFaProviderType, string>> = {
  TOTP: 'login.provider-totp',
  SMS: 'login.provider-sms',
  EMAIL: 'login.email',
  BACKUP_CODE: 'login.provider-backup-code',
};

/** The base32 secret of an authenticator URL, for typing into an app by hand. */
export function secretOfAuthUrl(authUrl: string): string {
  return /[?&]secret=([A-Z2-7]+)/i.exec(authUrl)?.[1] ?? '';
}

/** The secret in groups of four, as authenticator apps show it, easier to read and type. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The text file of backup codes: one code a line. */
export function backupCodesText(codes: readonly string[]): string {
  return `${codes.join('\n')}\n`;
}

export function configOf(
  settings: AccountTwoFaSettings | null | undefined,
  type: TwoFaProviderType,
): TwoFaAccountConfig | undefined {
  return settings?.configs[type];
}

/** Backup codes stand only beside another way to verify. */
export function hasOtherThanBackupCodes(settings: AccountTwoFaSettings | null | undefined): boolean {
  return Object.keys(settings?.configs ?? {}).some((type) => type !== 'BACKUP_CODE');
}
