export type TwoFaProviderType = 'TOTP' | 'SMS' | 'EMAIL' | 'BACKUP_CODE';
export const TWO_FA_PROVIDER_TYPES: readonly TwoFaProviderType[] = ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE'];

export interface TotpTwoFaProviderConfig {
  providerType: 'TOTP';
  issuerName: string;
}
export interface SmsTwoFaProviderConfig {
  providerType: 'SMS';
  smsVerificationMessageTemplate: string;
  verificationCodeLifetime: number;
}
export interface EmailTwoFaProviderConfig {
  providerType: 'EMAIL';
  verificationCodeLifetime: number;
}
export interface BackupCodeTwoFaProviderConfig {
  providerType: 'BACKUP_CODE';
  codesQuantity: number;
}
export type TwoFaProviderConfig =
  | TotpTwoFaProviderConfig
  | SmsTwoFaProviderConfig
  | EmailTwoFaProviderConfig
  | BackupCodeTwoFaProviderConfig;

/** The platform's two-factor settings, kept as the admin settings key `twoFaSettings`. */
export interface PlatformTwoFaSettings {
  providers: TwoFaProviderConfig[];
  minVerificationCodeSendPeriod: number;
  /** `<codes>:<seconds>`, e.g. `3:900`; empty for no limit. */
  verificationCodeCheckRateLimit: string | null;
  maxVerificationFailuresBeforeUserLockout: number | null;
  /** Seconds; also the lifetime of the pre-verification token. */
  totalAllowedTimeForVerification: number;
}

export interface TotpTwoFaAccountConfig {
  providerType: 'TOTP';
  useByDefault: boolean;
  /** Only in the answer of generate: it carries the secret. */
  authUrl?: string;
}
export interface SmsTwoFaAccountConfig {
  providerType: 'SMS';
  useByDefault: boolean;
  phoneNumber: string;
}
export interface EmailTwoFaAccountConfig {
  providerType: 'EMAIL';
  useByDefault: boolean;
  email: string;
}
export interface BackupCodeTwoFaAccountConfig {
  providerType: 'BACKUP_CODE';
  useByDefault: boolean;
  /** Only in the answer of generate. */
  codes?: string[];
  codesLeft?: number;
}
export type TwoFaAccountConfig =
  | TotpTwoFaAccountConfig
  | SmsTwoFaAccountConfig
  | EmailTwoFaAccountConfig
  | BackupCodeTwoFaAccountConfig;

export interface AccountTwoFaSettings {
  configs: Partial<Record<TwoFaProviderType, TwoFaAccountConfig>>;
}

/** A way to verify offered at sign-in; `contact` is obfuscated (null for TOTP and backup codes). */
export interface TwoFaProviderInfo {
  type: TwoFaProviderType;
  default: boolean;
  contact: string | null;
  minVerificationCodeSendPeriod: number;
}
