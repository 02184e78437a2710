import type { MailSettings } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { mailSettingsSchema, mailSettingsValues, toMailSettings } from './mail-settings-form';

const stored: MailSettings = {
  mailFrom: 'Fleetdeck <noreply@fleetdeck.test>',
  smtpProtocol: 'smtp',
  smtpHost: 'localhost',
  smtpPort: 25,
  timeout: 10000,
  enableTls: false,
  tlsVersion: null,
  username: null,
  password: 'stored-secret',
  enableProxy: false,
};

const errorsOf = (values: object) => {
  const result = mailSettingsSchema.safeParse({ ...mailSettingsValues(stored), ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the outgoing mail form', () => {
  it('shows the stored settings, the port and timeout as text and never a password', () => {
    expect(mailSettingsValues(stored)).toMatchObject({
      smtpPort: '25',
      timeout: '10000',
      username: '',
      changePassword: false,
      password: '',
    });
  });

  it('saves numbers, keeps what it does not show, and leaves the password out unless it is changed', () => {
    const values = { ...mailSettingsValues(stored), smtpHost: ' mail.test ', smtpPort: '2525' };
    const saved = toMailSettings(stored, values);
    expect(saved).toMatchObject({ smtpHost: 'mail.test', smtpPort: 2525, timeout: 10000, enableProxy: false });
    expect(saved).not.toHaveProperty('password');
    expect(toMailSettings(stored, { ...values, changePassword: true, password: 'new-secret' }).password).toBe(
      'new-secret',
    );
  });

  it('sends the TLS version only while TLS is enabled', () => {
    const values = { ...mailSettingsValues(stored), tlsVersion: 'TLSv1.3' };
    expect(toMailSettings(stored, values).tlsVersion).toBeNull();
    expect(toMailSettings(stored, { ...values, enableTls: true }).tlsVersion).toBe('TLSv1.3');
  });

  it('refuses a port outside 1 to 65535 or not a number, and an empty host', () => {
    expect(errorsOf({ smtpPort: '0' })).toEqual([['smtpPort', 'admin.smtp-port-invalid']]);
    expect(errorsOf({ smtpPort: '65536' })).toEqual([['smtpPort', 'admin.smtp-port-invalid']]);
    expect(errorsOf({ smtpPort: '25a' })).toEqual([['smtpPort', 'admin.smtp-port-invalid']]);
    expect(errorsOf({ smtpHost: '  ' })).toEqual([['smtpHost', 'admin.smtp-host-required']]);
    expect(errorsOf({ timeout: '-1' })).toEqual([['timeout', 'admin.timeout-invalid']]);
    expect(errorsOf({ smtpPort: '65535' })).toEqual([]);
  });
});
