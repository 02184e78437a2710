import type { PlatformTwoFaSettings, TwoFaProviderConfig, TwoFaProviderType } from '@fleetdeck/model';
import { badRequest } from '../http/errors.js';
import { readSettings, writeSettings } from '../settings/store.js';
import type { Db } from '../storage/schema.js';

export const TWO_FA_SETTINGS_KEY = 'twoFaSettings';

/** The pre-verification token's lifetime when the settings give none. */
export const DEFAULT_VERIFICATION_TIME_SECONDS = 1800;

type Fields = Record<string, unknown>;

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The platform's checks, each answered with its validation text. */
function providerViolations(provider: Fields, index: number): string[] {
  const at = (field: string) => `providers[${index}].${field}`;
  switch (provider.providerType) {
    case 'TOTP': {
      const issuer = provider.issuerName;
      if (typeof issuer !== 'string' || !issuer.trim()) return [`${at('issuerName')} issuer name must not be blank`];
      return /^[ -~]+$/.test(issuer) ? [] : [`${at('issuerName')} issuer name must not be non-latin`];
    }
    case 'SMS': {
      const template = provider.smsVerificationMessageTemplate;
      const violations: string[] = [];
      if (typeof template !== 'string' || !template.trim()) {
        violations.push(`${at('smsVerificationMessageTemplate')} verification message template is required`);
      } else if (!/\$\{code\}/.test(template)) {
        violations.push(`${at('smsVerificationMessageTemplate')} template must contain verification code`);
      }
      if (!isWhole(provider.verificationCodeLifetime) || provider.verificationCodeLifetime < 1) {
        violations.push(`${at('verificationCodeLifetime')} verification code lifetime is required`);
      }
      return violations;
    }
    case 'EMAIL':
      return isWhole(provider.verificationCodeLifetime) && provider.verificationCodeLifetime >= 1
        ? []
        : [`${at('verificationCodeLifetime')} verification code lifetime is required`];
    case 'BACKUP_CODE':
      return isWhole(provider.codesQuantity) && provider.codesQuantity >= 1
        ? []
        : [`${at('codesQuantity')} backup codes quantity must be greater than 0`];
    default:
      return [`${at('providerType')} must be one of TOTP, SMS, EMAIL, BACKUP_CODE`];
  }
}

function settingsViolations(body: Fields): string[] {
  const violations: string[] = [];
  const providers = body.providers;
  if (!Array.isArray(providers)) violations.push('providers must not be null');
  else {
    providers.forEach((provider, index) => {
      if (!provider || typeof provider !== 'object') violations.push(`providers[${index}] must not be null`);
      else violations.push(...providerViolations(provider as Fields, index));
    });
  }
  const period = body.minVerificationCodeSendPeriod;
  if (!isWhole(period) || period < 5) {
    violations.push('minVerificationCodeSendPeriod must be greater than or equal to 5');
  }
  const rateLimit = body.verificationCodeCheckRateLimit;
  if (rateLimit !== null && rateLimit !== undefined && rateLimit !== '') {
    if (typeof rateLimit !== 'string' || !/^[1-9]\d*:[1-9]\d*$/.test(rateLimit)) {
      violations.push('verificationCodeCheckRateLimit verification code check rate limit configuration is invalid');
    }
  }
  const failures = body.maxVerificationFailuresBeforeUserLockout;
  if (failures !== null && failures !== undefined && (!isWhole(failures) || failures < 0)) {
    violations.push(
      'maxVerificationFailuresBeforeUserLockout maximum number of verification failure before user lockout must be positive',
    );
  }
  const total = body.totalAllowedTimeForVerification;
  if (!isWhole(total) || total < 60) {
    violations.push(
      'totalAllowedTimeForVerification total amount of time allotted for verification must be greater than or equal 60',
    );
  }
  return violations;
}

/** Only the fields of each provider's kind are kept, so nothing else is stored. */
function providerConfig(provider: Fields): TwoFaProviderConfig {
  switch (provider.providerType) {
    case 'TOTP':
      return { providerType: 'TOTP', issuerName: String(provider.issuerName) };
    case 'SMS':
      return {
        providerType: 'SMS',
        smsVerificationMessageTemplate: String(provider.smsVerificationMessageTemplate),
        verificationCodeLifetime: Number(provider.verificationCodeLifetime),
      };
    case 'EMAIL':
      return { providerType: 'EMAIL', verificationCodeLifetime: Number(provider.verificationCodeLifetime) };
    default:
      return { providerType: 'BACKUP_CODE', codesQuantity: Number(provider.codesQuantity) };
  }
}

/** Checks the settings a system administrator sends; a breach answers 400 with every violation found. */
export function checkedPlatformSettings(body: Fields): PlatformTwoFaSettings {
  const violations = settingsViolations(body);
  if (violations.length) throw badRequest(`Validation error: ${violations.join(', ')}`);
  const providers = (body.providers as Fields[]).map(providerConfig);
  const types = providers.map((provider) => provider.providerType);
  const repeated = types.find((type, index) => types.indexOf(type) !== index);
  if (repeated) throw badRequest(`Validation error: providers must not repeat ${repeated}`);
  const rateLimit = body.verificationCodeCheckRateLimit;
  return {
    providers,
    minVerificationCodeSendPeriod: body.minVerificationCodeSendPeriod as number,
    verificationCodeCheckRateLimit: typeof rateLimit === 'string' && rateLimit ? rateLimit : null,
    maxVerificationFailuresBeforeUserLockout: (body.maxVerificationFailuresBeforeUserLockout as number | null) ?? null,
    totalAllowedTimeForVerification: body.totalAllowedTimeForVerification as number,
  };
}

export async function readPlatformTwoFaSettings(db: Db): Promise<PlatformTwoFaSettings | null> {
  return (await readSettings<PlatformTwoFaSettings>(db, TWO_FA_SETTINGS_KEY))?.jsonValue ?? null;
}

export async function writePlatformTwoFaSettings(
  db: Db,
  settings: PlatformTwoFaSettings,
): Promise<PlatformTwoFaSettings> {
  return (await writeSettings(db, TWO_FA_SETTINGS_KEY, settings)).jsonValue;
}

export function providerConfigOf<T extends TwoFaProviderType>(
  settings: PlatformTwoFaSettings | null,
  type: T,
): Extract<TwoFaProviderConfig, { providerType: T }> | undefined {
  return settings?.providers.find((provider) => provider.providerType === type) as
    | Extract<TwoFaProviderConfig, { providerType: T }>
    | undefined;
}
