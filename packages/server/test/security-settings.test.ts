import type { Api } from '@fleetdeck/client';
import type { SecuritySettings } from '@fleetdeck/model';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { executeOnTestDatabase } from './support/database.js';
import {
  activateTokenOf,
  createTenantWithAdmin,
  expectError,
  expectPermissionDenied,
  raw,
  uniqueEmail,
} from './support/fixtures.js';
import { SmtpSink, sinkMailSettings } from './support/smtp-sink.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
const sink = new SmtpSink();
let sysadmin: Api;

const DEFAULTS: SecuritySettings = {
  passwordPolicy: {
    minimumLength: 6,
    minimumUppercaseLetters: null,
    minimumLowercaseLetters: null,
    minimumDigits: null,
    minimumSpecialCharacters: null,
    allowWhitespaces: true,
    passwordExpirationPeriodDays: null,
    passwordReuseFrequencyDays: null,
  },
  maxFailedLoginAttempts: null,
  userLockoutNotificationEmail: null,
};

const STRICT_POLICY = {
  ...DEFAULTS.passwordPolicy,
  minimumLength: 8,
  minimumUppercaseLetters: 1,
  minimumDigits: 1,
  minimumSpecialCharacters: 1,
  allowWhitespaces: false,
};

/** Every rule of STRICT_POLICY that 'ab c' breaks, in the validator's order, one per line. */
const STRICT_VIOLATIONS = [
  'Password must be 8 or more characters in length.',
  'Password must contain 1 or more uppercase characters.',
  'Password must contain 1 or more digit characters.',
  'Password must contain 1 or more special characters.',
  'Password contains a whitespace character.',
].join('\n');

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  await sysadmin.admin.saveSettings(sinkMailSettings(await sink.start()));
});

afterAll(async () => {
  await sink.stop();
});

afterEach(async () => {
  await sysadmin.admin.saveSecuritySettings(DEFAULTS);
});

describe('the security settings', () => {
  it('start with the default policy and no lockout', async () => {
    expect(await sysadmin.admin.securitySettings()).toEqual(DEFAULTS);
  });

  it('are saved and then served as the public password policy', async () => {
    const saved = await sysadmin.admin.saveSecuritySettings({
      ...DEFAULTS,
      passwordPolicy: STRICT_POLICY,
      maxFailedLoginAttempts: 5,
    });
    expect(saved).toEqual({ ...DEFAULTS, passwordPolicy: STRICT_POLICY, maxFailedLoginAttempts: 5 });
    expect(await sysadmin.admin.securitySettings()).toEqual(saved);
    expect((await raw(server, 'GET', '/api/noauth/userPasswordPolicy')).json).toEqual(STRICT_POLICY);
  });

  it('refuse a negative limit with 400/31 and keep what was stored', async () => {
    const response = await raw(server, 'POST', '/api/admin/securitySettings', {
      token: sysadmin.http.tokens.getToken(),
      body: { ...DEFAULTS, maxFailedLoginAttempts: -1 },
    });
    expect(response.status).toBe(400);
    expect(response.json.errorCode).toBe(31);
    expect(await sysadmin.admin.securitySettings()).toEqual(DEFAULTS);
  });

  it('belong to the system administrator alone', async () => {
    const tenant = await server.as('tenant');
    await expectPermissionDenied(tenant.admin.securitySettings());
    await expectPermissionDenied(tenant.admin.saveSecuritySettings(DEFAULTS));
  });
});

describe('the password policy on every password set', () => {
  it('applies to activation', async () => {
    await sysadmin.admin.saveSecuritySettings({ ...DEFAULTS, passwordPolicy: STRICT_POLICY });
    const tenant = await sysadmin.tenants.save({ title: 'Policy on activation' });
    const user = await sysadmin.users.save({
      email: uniqueEmail(),
      authority: 'TENANT_ADMIN',
      tenantId: tenant.id,
      firstName: null,
      lastName: null,
    });
    const token = activateTokenOf(await sysadmin.users.activationLink(user.id.id));
    await expectError(server.anonymous().auth.activate(token, 'ab c', false), 400, 31, STRICT_VIOLATIONS);
    await server.anonymous().auth.activate(token, 'Str0ng!pass', false);
  });

  it('applies to a password change', async () => {
    const { admin, password } = await createTenantWithAdmin(server, sysadmin);
    await sysadmin.admin.saveSecuritySettings({ ...DEFAULTS, passwordPolicy: STRICT_POLICY });
    await expectError(
      admin.auth.changePassword({ currentPassword: password, newPassword: 'ab c' }),
      400,
      31,
      STRICT_VIOLATIONS,
    );
    await admin.auth.changePassword({ currentPassword: password, newPassword: 'Str0ng!pass' });
  });

  it('applies to a password reset', async () => {
    const { email } = await createTenantWithAdmin(server, sysadmin);
    await sysadmin.admin.saveSecuritySettings({ ...DEFAULTS, passwordPolicy: STRICT_POLICY });
    const resetToken = await expiredPasswordResetToken(email);
    await expectError(server.anonymous().auth.resetPassword(resetToken, 'ab c'), 400, 31, STRICT_VIOLATIONS);
  });

  it('refuses a password used within the reuse period', async () => {
    const { admin, password } = await createTenantWithAdmin(server, sysadmin, 'first-pass1');
    await sysadmin.admin.saveSecuritySettings({
      ...DEFAULTS,
      passwordPolicy: { ...DEFAULTS.passwordPolicy, passwordReuseFrequencyDays: 30 },
    });
    await admin.auth.changePassword({ currentPassword: password, newPassword: 'second-pass2' });
    await expectError(
      admin.auth.changePassword({ currentPassword: 'second-pass2', newPassword: password }),
      400,
      31,
      'Password was already used for the last 30 days',
    );
    await admin.auth.changePassword({ currentPassword: 'second-pass2', newPassword: 'third-pass3' });
  });

  it('allows an old password again when there is no reuse period', async () => {
    const { admin, password } = await createTenantWithAdmin(server, sysadmin, 'first-pass1');
    await admin.auth.changePassword({ currentPassword: password, newPassword: 'second-pass2' });
    await admin.auth.changePassword({ currentPassword: 'second-pass2', newPassword: password });
  });
});

describe('locking an account after failed sign-ins', () => {
  it('locks past maxFailedLoginAttempts with the contract message, until an administrator enables it', async () => {
    const { email, password, adminUser } = await createTenantWithAdmin(server, sysadmin);
    await sysadmin.admin.saveSecuritySettings({ ...DEFAULTS, maxFailedLoginAttempts: 2 });
    await expectError(server.login(email, 'wrong-1'), 401, 10, 'Invalid username or password');
    await expectError(server.login(email, 'wrong-2'), 401, 10, 'Invalid username or password');
    await expectError(server.login(email, 'wrong-3'), 401, 10, 'User account is locked due to security policy');
    await expectError(server.login(email, password), 401, 10, 'User account is locked due to security policy');
    await sysadmin.users.setCredentialsEnabled(adminUser.id.id, true);
    expect((await (await server.login(email, password)).auth.currentUser()).email).toBe(email);
  });

  it('counts only consecutive failures: a good sign-in starts the count again', async () => {
    const { email, password } = await createTenantWithAdmin(server, sysadmin);
    await sysadmin.admin.saveSecuritySettings({ ...DEFAULTS, maxFailedLoginAttempts: 2 });
    await expectError(server.login(email, 'wrong-1'), 401, 10, 'Invalid username or password');
    await expectError(server.login(email, 'wrong-2'), 401, 10, 'Invalid username or password');
    await server.login(email, password);
    await expectError(server.login(email, 'wrong-3'), 401, 10, 'Invalid username or password');
    await expectError(server.login(email, 'wrong-4'), 401, 10, 'Invalid username or password');
    await server.login(email, password);
  });

  it('mails the lockout address of the settings when an account is locked', async () => {
    const { email } = await createTenantWithAdmin(server, sysadmin);
    await sysadmin.admin.saveSecuritySettings({
      ...DEFAULTS,
      maxFailedLoginAttempts: 1,
      userLockoutNotificationEmail: 'security-officer@fleetdeck.test',
    });
    await expectError(server.login(email, 'wrong-1'), 401, 10, 'Invalid username or password');
    expect(sink.received.some((mail) => mail.to.includes('security-officer@fleetdeck.test'))).toBe(false);
    await expectError(server.login(email, 'wrong-2'), 401, 10, 'User account is locked due to security policy');
    const mail = await sink.waitFor('security-officer@fleetdeck.test');
    expect(mail.raw).toMatch(/^Subject: User account was locked/m);
    expect(mail.raw).toContain(email);
  });

  it('never locks without a limit', async () => {
    const { email, password } = await createTenantWithAdmin(server, sysadmin);
    for (let i = 0; i < 6; i++)
      await expectError(server.login(email, `wrong-${i}`), 401, 10, 'Invalid username or password');
    await server.login(email, password);
  });
});

/** Ages the password of an account past a 30-day expiry, then signs in to get the reset token the 401/15 carries. */
async function expiredPasswordResetToken(email: string, password = 'secret1'): Promise<string> {
  const policy = (await sysadmin.admin.securitySettings()).passwordPolicy;
  await sysadmin.admin.saveSecuritySettings({
    ...DEFAULTS,
    passwordPolicy: { ...policy, passwordExpirationPeriodDays: 30 },
  });
  const longAgo = Date.now() - 31 * 24 * 60 * 60 * 1000;
  await executeOnTestDatabase(
    server.data,
    'UPDATE user_credentials SET password_changed_ts = ? WHERE user_id = (SELECT id FROM tb_user WHERE email = ?)',
    [longAgo, email],
  );
  const response = await raw(server, 'POST', '/api/auth/login', { body: { username: email, password } });
  expect(response.status).toBe(401);
  return response.json.resetToken;
}

describe('password expiry', () => {
  it('answers an expired password with 401/15 and a reset token that sets a new one', async () => {
    const { email, password } = await createTenantWithAdmin(server, sysadmin);
    await sysadmin.admin.saveSecuritySettings({
      ...DEFAULTS,
      passwordPolicy: { ...DEFAULTS.passwordPolicy, passwordExpirationPeriodDays: 30 },
    });
    await executeOnTestDatabase(
      server.data,
      'UPDATE user_credentials SET password_changed_ts = ? WHERE user_id = (SELECT id FROM tb_user WHERE email = ?)',
      [Date.now() - 31 * 24 * 60 * 60 * 1000, email],
    );
    const response = await raw(server, 'POST', '/api/auth/login', { body: { username: email, password } });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({
      status: 401,
      message: 'User password expired!',
      errorCode: 15,
      timestamp: expect.any(String),
      resetToken: expect.stringMatching(/^[A-Za-z0-9]{30}$/),
    });
    await server.anonymous().auth.resetPassword(response.json.resetToken, 'renewed1');
    expect((await (await server.login(email, 'renewed1')).auth.currentUser()).email).toBe(email);
  });

  it('does not touch a password younger than the period', async () => {
    const { email, password } = await createTenantWithAdmin(server, sysadmin);
    await sysadmin.admin.saveSecuritySettings({
      ...DEFAULTS,
      passwordPolicy: { ...DEFAULTS.passwordPolicy, passwordExpirationPeriodDays: 30 },
    });
    await server.login(email, password);
  });
});
