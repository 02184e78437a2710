import type { SecuritySettings, UserPasswordPolicy } from '@fleetdeck/model';
import { z } from 'zod';

/** A limit that may be left empty (no limit) or be a whole number, zero or more. */
const optionalCount = z.string().trim().regex(/^\d*$/, 'admin.value-non-negative');

export const securitySettingsSchema = z.object({
  minimumLength: z
    .string()
    .trim()
    .refine(
      (text) => /^\d+$/.test(text) && Number(text) >= 5 && Number(text) <= 50,
      'admin.minimum-password-length-range',
    ),
  minimumUppercaseLetters: optionalCount,
  minimumLowercaseLetters: optionalCount,
  minimumDigits: optionalCount,
  minimumSpecialCharacters: optionalCount,
  allowWhitespaces: z.boolean(),
  passwordExpirationPeriodDays: optionalCount,
  passwordReuseFrequencyDays: optionalCount,
  maxFailedLoginAttempts: optionalCount,
  userLockoutNotificationEmail: z.union([z.literal(''), z.email('user.invalid-email-format')]),
});

export type SecuritySettingsValues = z.input<typeof securitySettingsSchema>;

/** The policy's limits the form shows as number fields, in the order of the page. */
export const POLICY_LIMITS = [
  ['minimumUppercaseLetters', 'admin.minimum-uppercase-letters'],
  ['minimumLowercaseLetters', 'admin.minimum-lowercase-letters'],
  ['minimumDigits', 'admin.minimum-digits'],
  ['minimumSpecialCharacters', 'admin.minimum-special-characters'],
  ['passwordExpirationPeriodDays', 'admin.password-expiration-period-days'],
  ['passwordReuseFrequencyDays', 'admin.password-reuse-frequency-days'],
] as const;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const count = (value: string) => (value.trim() === '' ? null : Number(value));

export function securitySettingsValues(settings: SecuritySettings): SecuritySettingsValues {
  const policy = settings.passwordPolicy;
  return {
    minimumLength: text(policy.minimumLength),
    minimumUppercaseLetters: text(policy.minimumUppercaseLetters),
    minimumLowercaseLetters: text(policy.minimumLowercaseLetters),
    minimumDigits: text(policy.minimumDigits),
    minimumSpecialCharacters: text(policy.minimumSpecialCharacters),
    allowWhitespaces: policy.allowWhitespaces ?? true,
    passwordExpirationPeriodDays: text(policy.passwordExpirationPeriodDays),
    passwordReuseFrequencyDays: text(policy.passwordReuseFrequencyDays),
    maxFailedLoginAttempts: text(settings.maxFailedLoginAttempts),
    userLockoutNotificationEmail: settings.userLockoutNotificationEmail ?? '',
  };
}

/** The settings of valid form values: an empty limit is no limit (null). */
export function toSecuritySettings(values: SecuritySettingsValues): SecuritySettings {
  const passwordPolicy: UserPasswordPolicy = {
    minimumLength: Number(values.minimumLength),
    minimumUppercaseLetters: count(values.minimumUppercaseLetters),
    minimumLowercaseLetters: count(values.minimumLowercaseLetters),
    minimumDigits: count(values.minimumDigits),
    minimumSpecialCharacters: count(values.minimumSpecialCharacters),
    allowWhitespaces: values.allowWhitespaces,
    passwordExpirationPeriodDays: count(values.passwordExpirationPeriodDays),
    passwordReuseFrequencyDays: count(values.passwordReuseFrequencyDays),
  };
  return {
    passwordPolicy,
    maxFailedLoginAttempts: count(values.maxFailedLoginAttempts),
    userLockoutNotificationEmail: values.userLockoutNotificationEmail.trim() || null,
  };
}
