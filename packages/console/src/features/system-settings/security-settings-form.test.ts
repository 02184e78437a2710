import { DEFAULT_PASSWORD_POLICY, type SecuritySettings } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { securitySettingsSchema, securitySettingsValues, toSecuritySettings } from './security-settings-form';

const defaults: SecuritySettings = {
  passwordPolicy: DEFAULT_PASSWORD_POLICY,
  maxFailedLoginAttempts: null,
  userLockoutNotificationEmail: null,
};

const errorsOf = (values: object) => {
  const result = securitySettingsSchema.safeParse({ ...securitySettingsValues(defaults), ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the security settings form', () => {
  it('gives back the settings it was filled with: an unset limit is an empty field and null again', () => {
    const values = securitySettingsValues(defaults);
    expect(values).toMatchObject({ minimumLength: '6', minimumDigits: '', maxFailedLoginAttempts: '' });
    expect(toSecuritySettings(values)).toEqual(defaults);
  });

  it('saves the limits typed as numbers and the lockout address trimmed', () => {
    const values = {
      ...securitySettingsValues(defaults),
      minimumLength: '8',
      minimumDigits: '1',
      maxFailedLoginAttempts: '3',
      userLockoutNotificationEmail: ' officer@fleetdeck.test ',
    };
    expect(toSecuritySettings(values)).toEqual({
      passwordPolicy: { ...DEFAULT_PASSWORD_POLICY, minimumLength: 8, minimumDigits: 1 },
      maxFailedLoginAttempts: 3,
      userLockoutNotificationEmail: 'officer@fleetdeck.test',
    });
  });

  it('keeps the minimum length from 5 to 50, as the platform does', () => {
    expect(errorsOf({ minimumLength: '4' })).toEqual([['minimumLength', 'admin.minimum-password-length-range']]);
    expect(errorsOf({ minimumLength: '51' })).toEqual([['minimumLength', 'admin.minimum-password-length-range']]);
    expect(errorsOf({ minimumLength: '' })).toEqual([['minimumLength', 'admin.minimum-password-length-range']]);
    expect(errorsOf({ minimumLength: '50' })).toEqual([]);
  });

  it('refuses a negative or broken limit and a malformed lockout address', () => {
    expect(errorsOf({ minimumDigits: '-1' })).toEqual([['minimumDigits', 'admin.value-non-negative']]);
    expect(errorsOf({ maxFailedLoginAttempts: '2.5' })).toEqual([
      ['maxFailedLoginAttempts', 'admin.value-non-negative'],
    ]);
    expect(errorsOf({ userLockoutNotificationEmail: 'not-an-address' })).toEqual([
      ['userLockoutNotificationEmail', 'user.invalid-email-format'],
    ]);
  });
});
