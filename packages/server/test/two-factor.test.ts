import type { Api } from '@fleetdeck/client';
import type { PlatformTwoFaSettings, TwoFaAccountConfig } from '@fleetdeck/model';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenantWithAdmin,
  expectError,
  expectPermissionDenied,
  raw,
  type TenantFixture,
  tokenOf,
} from './support/fixtures.js';
import { SmtpSink, sinkMailSettings } from './support/smtp-sink.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
const sink = new SmtpSink();
let sysadmin: Api;

const SETTINGS: PlatformTwoFaSettings = {
  providers: [
    { providerType: 'TOTP', issuerName: 'Fleetdeck' },
    { providerType: 'EMAIL', verificationCodeLifetime: 120 },
    { providerType: 'BACKUP_CODE', codesQuantity: 10 },
  ],
  minVerificationCodeSendPeriod: 5,
  verificationCodeCheckRateLimit: null,
  maxVerificationFailuresBeforeUserLockout: 3,
  totalAllowedTimeForVerification: 600,
};

beforeAll(async () => {
  const port = await sink.start();
  sysadmin = await server.as('sysadmin');
  await sysadmin.admin.saveSettings(sinkMailSettings(port));
});

afterAll(async () => {
  await sink.stop();
});

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8'));
}

function totpCode(authUrl: string): string {
  const secret = new URL(authUrl).searchParams.get('secret') ?? '';
  return TOTP.generate({ secret: Secret.fromBase32(secret) });
}

/** A wrong code: a TOTP code of another secret is six digits that are (all but surely) not this one's. */
function wrongCode(right: string): string {
  return right === '000000' ? '111111' : '000000';
}

function codeInMail(raw: string): string {
  const match = raw.match(/verification code is <b>(\d{6})<\/b>/);
  if (!match?.[1]) throw new Error(`no code in mail:\n${raw}`);
  return match[1];
}

/** A new tenant administrator enrolled with TOTP; answers the fixture and its authenticator URL. */
async function totpUser(): Promise<TenantFixture & { authUrl: string }> {
  const fixture = await createTenantWithAdmin(server, sysadmin);
  const config = await fixture.admin.twoFactor.generateConfig('TOTP');
  const authUrl = (config as { authUrl: string }).authUrl;
  await fixture.admin.twoFactor.verifyAndSaveConfig(config, totpCode(authUrl));
  return { ...fixture, authUrl };
}

describe('the platform settings', () => {
  it('are empty until saved, and only the system administrator reaches them', async () => {
    const response = await raw(server, 'GET', '/api/2fa/settings', { token: tokenOf(sysadmin) });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    const { admin } = await createTenantWithAdmin(server, sysadmin);
    await expectPermissionDenied(admin.twoFactor.settings());
    await expectPermissionDenied(admin.twoFactor.saveSettings(SETTINGS));
    expect(await admin.twoFactor.enabledProviders()).toEqual([]);
  });

  it('refuse values out of their bounds with the validation text', async () => {
    await expectError(
      sysadmin.twoFactor.saveSettings({ ...SETTINGS, minVerificationCodeSendPeriod: 2 }),
      400,
      31,
      'Validation error: minVerificationCodeSendPeriod must be greater than or equal to 5',
    );
    await expectError(
      sysadmin.twoFactor.saveSettings({ ...SETTINGS, providers: [{ providerType: 'TOTP', issuerName: ' ' }] }),
      400,
      31,
      'Validation error: providers[0].issuerName issuer name must not be blank',
    );
  });

  it('refuse SMS while no SMS provider is configured', async () => {
    const sms = {
      providerType: 'SMS' as const,
      smsVerificationMessageTemplate: `Code $${'{code}'}`,
      verificationCodeLifetime: 60,
    };
    await expectError(
      sysadmin.twoFactor.saveSettings({ ...SETTINGS, providers: [sms] }),
      400,
      31,
      'SMS service is not configured',
    );
  });

  it('are saved and read back, and name the enabled providers to every user', async () => {
    expect(await sysadmin.twoFactor.saveSettings(SETTINGS)).toEqual(SETTINGS);
    expect(await sysadmin.twoFactor.settings()).toEqual(SETTINGS);
    const { admin } = await createTenantWithAdmin(server, sysadmin);
    expect(await admin.twoFactor.enabledProviders()).toEqual(['TOTP', 'EMAIL', 'BACKUP_CODE']);
  });
});

describe('TOTP enrolment', () => {
  it('gives an authenticator URL once, and confirms it only with a code of its secret', async () => {
    const { admin, email } = await createTenantWithAdmin(server, sysadmin);
    expect(await admin.twoFactor.accountSettings()).toBeNull();
    const config = await admin.twoFactor.generateConfig('TOTP');
    const authUrl = (config as { authUrl: string }).authUrl;
    expect(config).toEqual({ providerType: 'TOTP', useByDefault: false, authUrl });
    expect(authUrl).toMatch(
      new RegExp(`^otpauth://totp/Fleetdeck:${email.replace('.', '\\.')}\\?issuer=Fleetdeck&secret=[A-Z2-7]{32}$`),
    );
    const right = totpCode(authUrl);
    await expectError(
      admin.twoFactor.verifyAndSaveConfig(config, wrongCode(right)),
      400,
      31,
      'Verification code is incorrect',
    );
    const own: TwoFaAccountConfig = {
      providerType: 'TOTP',
      useByDefault: false,
      authUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
    };
    await expectError(admin.twoFactor.verifyAndSaveConfig(own, right), 400, 31, 'Verification code is incorrect');
    const saved = await admin.twoFactor.verifyAndSaveConfig(config, right);
    expect(saved).toEqual({ configs: { TOTP: { providerType: 'TOTP', useByDefault: true } } });
    expect(JSON.stringify(await admin.twoFactor.accountSettings())).not.toContain('secret');
    await expectError(
      admin.twoFactor.verifyAndSaveConfig(config, totpCode(authUrl)),
      400,
      31,
      '2FA provider is already configured',
    );
  });
});

describe('signing in with TOTP', () => {
  it('answers a pre-verification token first, then the full pair for the right code', async () => {
    const { email, password, authUrl } = await totpUser();
    const api = server.anonymous();
    const pair = await api.auth.login(email, password);
    expect(pair).toEqual({ token: expect.any(String), refreshToken: null, scope: 'PRE_VERIFICATION_TOKEN' });
    const claims = claimsOf(pair.token);
    expect(claims.scopes).toEqual(['PRE_VERIFICATION_TOKEN']);
    expect(claims.sub).toBe(email);
    expect((claims.exp as number) - (claims.iat as number)).toBe(600);
    expect(await api.twoFactor.loginProviders()).toEqual([
      { type: 'TOTP', default: true, contact: null, minVerificationCodeSendPeriod: 5 },
    ]);
    const right = totpCode(authUrl);
    await expectError(api.twoFactor.checkCode('TOTP', wrongCode(right)), 400, 31, 'Verification code is incorrect');
    const full = await api.twoFactor.checkCode('TOTP', totpCode(authUrl));
    expect(full.scope).toBeNull();
    expect(claimsOf(full.token).scopes).toEqual(['TENANT_ADMIN']);
    expect(claimsOf(full.refreshToken as string).scopes).toEqual(['REFRESH_TOKEN']);
    expect((await api.auth.currentUser()).email).toBe(email);
  });

  it('refuses the pre-verification token on every other route, and a full token on the step', async () => {
    const { email, password, admin } = await totpUser();
    const pair = await server.anonymous().auth.login(email, password);
    for (const [method, path] of [
      ['GET', '/api/auth/user'],
      ['GET', '/api/2fa/account/settings'],
      ['GET', '/api/tenant/devices?pageSize=10&page=0'],
      ['POST', '/api/auth/logout'],
    ] as const) {
      const response = await raw(server, method, path, { token: pair.token });
      expect(response.status, path).toBe(403);
      expect(response.json.message).toBe("You don't have permission to perform this operation!");
    }
    const refresh = await raw(server, 'POST', '/api/auth/token', { body: { refreshToken: pair.token } });
    expect(refresh.status).toBe(401);
    await expectPermissionDenied(admin.twoFactor.loginProviders());
  });

  it('locks the account once the wrong codes reach the platform limit', async () => {
    const { email, password, authUrl } = await totpUser();
    const api = server.anonymous();
    await api.auth.login(email, password);
    const wrong = wrongCode(totpCode(authUrl));
    await expectError(api.twoFactor.checkCode('TOTP', wrong), 400, 31, 'Verification code is incorrect');
    await expectError(api.twoFactor.checkCode('TOTP', wrong), 400, 31, 'Verification code is incorrect');
    await expectError(
      api.twoFactor.checkCode('TOTP', wrong),
      401,
      10,
      'User account was locked due to exceeded 2FA verification attempts',
    );
    await expectError(api.twoFactor.checkCode('TOTP', totpCode(authUrl)), 401, 10, 'User is disabled');
    await expectError(server.anonymous().auth.login(email, password), 401, 10, 'User account is not active');
  });
});

describe('backup codes', () => {
  it('need another provider first', async () => {
    const { admin } = await createTenantWithAdmin(server, sysadmin);
    const config = await admin.twoFactor.generateConfig('BACKUP_CODE');
    await expectError(
      admin.twoFactor.verifyAndSaveConfig(config, ''),
      400,
      31,
      'To use 2FA backup codes you first need to configure at least one provider',
    );
  });

  it('are shown once, and each signs in once', async () => {
    const { admin, email, password } = await totpUser();
    const config = await admin.twoFactor.generateConfig('BACKUP_CODE');
    const codes = (config as { codes: string[] }).codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{8}$/);
    const saved = await admin.twoFactor.verifyAndSaveConfig(config, '');
    expect(saved.configs.BACKUP_CODE).toEqual({ providerType: 'BACKUP_CODE', useByDefault: false, codesLeft: 10 });
    expect(JSON.stringify(await admin.twoFactor.accountSettings())).not.toContain(codes[0] as string);

    const api = server.anonymous();
    await api.auth.login(email, password);
    expect((await api.twoFactor.loginProviders()).map((provider) => provider.type).sort()).toEqual([
      'BACKUP_CODE',
      'TOTP',
    ]);
    expect((await api.twoFactor.checkCode('BACKUP_CODE', codes[0] as string)).scope).toBeNull();

    const again = server.anonymous();
    await again.auth.login(email, password);
    await expectError(
      again.twoFactor.checkCode('BACKUP_CODE', codes[0] as string),
      400,
      31,
      'Verification code is incorrect',
    );
    expect((await admin.twoFactor.accountSettings())?.configs.BACKUP_CODE).toMatchObject({ codesLeft: 9 });
  });
});

describe('e-mail codes', () => {
  it('confirm the address, then sign in through the mailed code, once per send period', async () => {
    const { admin, email, password } = await createTenantWithAdmin(server, sysadmin);
    const config = await admin.twoFactor.generateConfig('EMAIL');
    expect(config).toEqual({ providerType: 'EMAIL', useByDefault: false, email });
    await admin.twoFactor.submitConfig(config);
    const enrolmentCode = codeInMail((await sink.waitFor(email)).raw);
    await expectError(
      admin.twoFactor.verifyAndSaveConfig(config, wrongCode(enrolmentCode)),
      400,
      31,
      'Verification code is incorrect',
    );
    await admin.twoFactor.submitConfig(config);
    const saved = await admin.twoFactor.verifyAndSaveConfig(config, codeInMail((await sink.waitFor(email)).raw));
    expect(saved.configs.EMAIL).toEqual({ providerType: 'EMAIL', useByDefault: true, email });

    const api = server.anonymous();
    await api.auth.login(email, password);
    const [provider] = await api.twoFactor.loginProviders();
    // admin.<8 hex>: the first 7 of the 14 characters stay readable.
    const local = email.split('@')[0] as string;
    expect(provider).toEqual({
      type: 'EMAIL',
      default: true,
      contact: `${local.slice(0, 7)}${'*'.repeat(7)}@example.com`,
      minVerificationCodeSendPeriod: 5,
    });
    await api.twoFactor.sendCode('EMAIL');
    const code = codeInMail((await sink.waitFor(email)).raw);
    await expectError(api.twoFactor.sendCode('EMAIL'), 429, 33, 'Too many requests');
    expect((await api.twoFactor.checkCode('EMAIL', code)).scope).toBeNull();
  });
});

describe('the account settings', () => {
  it('change the default and remove a provider, backup codes going with the last other one', async () => {
    const { admin } = await totpUser();
    const backup = await admin.twoFactor.generateConfig('BACKUP_CODE');
    await admin.twoFactor.verifyAndSaveConfig(backup, '');
    const changed = await admin.twoFactor.updateConfig('BACKUP_CODE', true);
    expect(changed.configs.BACKUP_CODE?.useByDefault).toBe(true);
    expect(changed.configs.TOTP?.useByDefault).toBe(false);
    expect(await admin.twoFactor.deleteConfig('TOTP')).toEqual({ configs: {} });
    await expectError(admin.twoFactor.deleteConfig('TOTP'), 400, 31, 'Config for TOTP 2FA provider not found');
  });

  it('stop asking for a code once the platform stops offering the provider', async () => {
    const { email, password } = await totpUser();
    await sysadmin.twoFactor.saveSettings({
      ...SETTINGS,
      providers: [{ providerType: 'EMAIL', verificationCodeLifetime: 60 }],
    });
    try {
      expect((await server.anonymous().auth.login(email, password)).scope).toBeNull();
    } finally {
      await sysadmin.twoFactor.saveSettings(SETTINGS);
    }
  });
});

describe('the check rate limit', () => {
  it('answers 429 past the allowed checks', async () => {
    const { email, password, authUrl } = await totpUser();
    await sysadmin.twoFactor.saveSettings({
      ...SETTINGS,
      verificationCodeCheckRateLimit: '1:60',
      maxVerificationFailuresBeforeUserLockout: null,
    });
    try {
      const api = server.anonymous();
      await api.auth.login(email, password);
      await expectError(
        api.twoFactor.checkCode('TOTP', wrongCode(totpCode(authUrl))),
        400,
        31,
        'Verification code is incorrect',
      );
      await expectError(api.twoFactor.checkCode('TOTP', totpCode(authUrl)), 429, 33, 'Too many requests');
    } finally {
      await sysadmin.twoFactor.saveSettings(SETTINGS);
    }
  });
});
