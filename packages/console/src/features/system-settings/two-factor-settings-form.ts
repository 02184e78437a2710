import type { PlatformTwoFaSettings, TwoFaProviderConfig } from '@fleetdeck/model';
import { z } from 'zod';

const wholeNumber = (text: string, min: number) => /^\d+$/.test(text.trim()) && Number(text) >= min;

/** The providers' switches and options, then the limits; numbers are kept as the text typed. */
export const twoFaSettingsSchema = z
  .object({
    totpEnabled: z.boolean(),
    issuerName: z.string(),
    smsEnabled: z.boolean(),
    smsVerificationMessageTemplate: z.string(),
    smsCodeLifetime: z.string(),
    emailEnabled: z.boolean(),
    emailCodeLifetime: z.string(),
    backupCodeEnabled: z.boolean(),
    codesQuantity: z.string(),
    minVerificationCodeSendPeriod: z
      .string()
      .refine((text) => wholeNumber(text, 5), 'admin.2fa.min-verification-code-send-period-range'),
    verificationCodeCheckRateLimit: z
      .string()
      .trim()
      .regex(/^$|^[1-9]\d*:[1-9]\d*$/, 'admin.2fa.verification-code-check-rate-limit-invalid'),
    maxVerificationFailuresBeforeUserLockout: z.string().trim().regex(/^\d*$/, 'admin.value-non-negative'),
    totalAllowedTimeForVerification: z
      .string()
      .refine((text) => wholeNumber(text, 60), 'admin.2fa.total-allowed-time-range'),
  })
  // An option is checked only while its provider is enabled.
  .superRefine((values, context) => {
    if (values.totpEnabled && !/^[ -~]*\S[ -~]*$/.test(values.issuerName)) {
      context.addIssue({ code: 'custom', path: ['issuerName'], message: 'admin.2fa.issuer-name-required' });
    }
    if (values.smsEnabled && !/\$\{code\}/.test(values.smsVerificationMessageTemplate)) {
      context.addIssue({
        code: 'custom',
        path: ['smsVerificationMessageTemplate'],
        message: 'admin.2fa.verification-message-template-invalid',
      });
    }
    if (values.smsEnabled && !wholeNumber(values.smsCodeLifetime, 1)) {
      context.addIssue({ code: 'custom', path: ['smsCodeLifetime'], message: 'admin.2fa.value-positive' });
    }
    if (values.emailEnabled && !wholeNumber(values.emailCodeLifetime, 1)) {
      context.addIssue({ code: 'custom', path: ['emailCodeLifetime'], message: 'admin.2fa.value-positive' });
    }
    if (values.backupCodeEnabled && !wholeNumber(values.codesQuantity, 1)) {
      context.addIssue({ code: 'custom', path: ['codesQuantity'], message: 'admin.2fa.value-positive' });
    }
  });

export type TwoFaSettingsValues = z.input<typeof twoFaSettingsSchema>;

/** The platform's own defaults for settings never saved (issuer aside, which names this product). */
const DEFAULTS: PlatformTwoFaSettings = {
  providers: [],
  minVerificationCodeSendPeriod: 30,
  verificationCodeCheckRateLimit: '3:900',
  maxVerificationFailuresBeforeUserLockout: 30,
  totalAllowedTimeForVerification: 3600,
};

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function twoFaSettingsValues(stored: PlatformTwoFaSettings | null): TwoFaSettingsValues {
  const settings = stored ?? DEFAULTS;
  const provider = <T extends TwoFaProviderConfig['providerType']>(type: T) =>
    settings.providers.find((config) => config.providerType === type) as
      | Extract<TwoFaProviderConfig, { providerType: T }>
      | undefined;
  const totp = provider('TOTP');
  const sms = provider('SMS');
  const email = provider('EMAIL');
  const backup = provider('BACKUP_CODE');
  return {
    totpEnabled: !!totp,
    issuerName: totp?.issuerName ?? 'Fleetdeck',
    smsEnabled: !!sms,
    // The platform's default template.
    smsVerificationMessageTemplate: sms?.smsVerificationMessageTemplate ?? `Verification code: $${'{code}'}`,
    smsCodeLifetime: text(sms?.verificationCodeLifetime ?? 120),
    emailEnabled: !!email,
    emailCodeLifetime: text(email?.verificationCodeLifetime ?? 120),
    backupCodeEnabled: !!backup,
    codesQuantity: text(backup?.codesQuantity ?? 10),
    minVerificationCodeSendPeriod: text(settings.minVerificationCodeSendPeriod),
    verificationCodeCheckRateLimit: settings.verificationCodeCheckRateLimit ?? '',
    maxVerificationFailuresBeforeUserLockout: text(settings.maxVerificationFailuresBeforeUserLockout),
    totalAllowedTimeForVerification: text(settings.totalAllowedTimeForVerification),
  };
}

/** The settings of valid form values: only the enabled providers are sent; an empty limit is no limit. */
export function toTwoFaSettings(values: TwoFaSettingsValues): PlatformTwoFaSettings {
  const providers: TwoFaProviderConfig[] = [];
  if (values.totpEnabled) providers.push({ providerType: 'TOTP', issuerName: values.issuerName.trim() });
  if (values.smsEnabled) {
    providers.push({
      providerType: 'SMS',
      smsVerificationMessageTemplate: values.smsVerificationMessageTemplate.trim(),
      verificationCodeLifetime: Number(values.smsCodeLifetime),
    });
  }
  if (values.emailEnabled) {
    providers.push({ providerType: 'EMAIL', verificationCodeLifetime: Number(values.emailCodeLifetime) });
  }
  if (values.backupCodeEnabled) {
    providers.push({ providerType: 'BACKUP_CODE', codesQuantity: Number(values.codesQuantity) });
  }
  const maxFailures = values.maxVerificationFailuresBeforeUserLockout.trim();
  return {
    providers,
    minVerificationCodeSendPeriod: Number(values.minVerificationCodeSendPeriod),
    verificationCodeCheckRateLimit: values.verificationCodeCheckRateLimit.trim() || null,
    maxVerificationFailuresBeforeUserLockout: maxFailures === '' ? null : Number(maxFailures),
    totalAllowedTimeForVerification: Number(values.totalAllowedTimeForVerification),
  };
}
