import type { PlatformTwoFaSettings } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { toTwoFaSettings, twoFaSettingsSchema, twoFaSettingsValues } from './two-factor-settings-form';

const issues = (values: ReturnType<typeof twoFaSettingsValues>) =>
  twoFaSettingsSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the two-factor settings form', () => {
  it('starts from the platform defaults with every provider off', () => {
    const values = twoFaSettingsValues(null);
    expect(values).toMatchObject({ totpEnabled: false, emailEnabled: false, backupCodeEnabled: false });
    expect(toTwoFaSettings(values)).toEqual({
      providers: [],
      minVerificationCodeSendPeriod: 30,
      verificationCodeCheckRateLimit: '3:900',
      maxVerificationFailuresBeforeUserLockout: 30,
      totalAllowedTimeForVerification: 3600,
    });
  });

  it('sends the stored settings back unchanged', () => {
    const stored: PlatformTwoFaSettings = {
      providers: [
        { providerType: 'TOTP', issuerName: 'Acme' },
        { providerType: 'SMS', smsVerificationMessageTemplate: `Acme code $${'{code}'}`, verificationCodeLifetime: 60 },
        { providerType: 'BACKUP_CODE', codesQuantity: 5 },
      ],
      minVerificationCodeSendPeriod: 10,
      verificationCodeCheckRateLimit: null,
      maxVerificationFailuresBeforeUserLockout: null,
      totalAllowedTimeForVerification: 600,
    };
    expect(toTwoFaSettings(twoFaSettingsValues(stored))).toEqual(stored);
  });

  it("checks an enabled provider's option and the limits' bounds", () => {
    const values = {
      ...twoFaSettingsValues(null),
      totpEnabled: true,
      issuerName: ' ',
      emailEnabled: true,
      emailCodeLifetime: '0',
      minVerificationCodeSendPeriod: '4',
      verificationCodeCheckRateLimit: '3/900',
      totalAllowedTimeForVerification: '59',
    };
    expect(issues(values)).toEqual([
      ['minVerificationCodeSendPeriod', 'admin.2fa.min-verification-code-send-period-range'],
      ['verificationCodeCheckRateLimit', 'admin.2fa.verification-code-check-rate-limit-invalid'],
      ['totalAllowedTimeForVerification', 'admin.2fa.total-allowed-time-range'],
      ['issuerName', 'admin.2fa.issuer-name-required'],
      ['emailCodeLifetime', 'admin.2fa.value-positive'],
    ]);
  });

  it('requires the code in the SMS template', () => {
    const values = { ...twoFaSettingsValues(null), smsEnabled: true, smsVerificationMessageTemplate: 'Your code' };
    expect(issues(values)).toEqual([
      ['smsVerificationMessageTemplate', 'admin.2fa.verification-message-template-invalid'],
    ]);
    expect(
      issues({ ...values, smsVerificationMessageTemplate: twoFaSettingsValues(null).smsVerificationMessageTemplate }),
    ).toEqual([]);
  });

  it('ignores the option of a provider left off', () => {
    expect(issues({ ...twoFaSettingsValues(null), issuerName: '' })).toEqual([]);
  });
});
