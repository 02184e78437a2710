import type { Api } from '@fleetdeck/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateTokenOf, expectError, nextSecond, raw, tokenOf, unique, uniqueEmail } from './support/fixtures.js';
import { type ReceivedMail, SmtpSink, sinkMailSettings } from './support/smtp-sink.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
const sink = new SmtpSink();
let sysadmin: Api;
let tenant: Api;
let customerId: string;

beforeAll(async () => {
  const port = await sink.start();
  sysadmin = await server.as('sysadmin');
  await sysadmin.admin.saveSettings(sinkMailSettings(port));
  tenant = await server.as('tenant');
  customerId = (await tenant.customers.save({ title: unique('Recovery customer') })).id.id;
});

afterAll(async () => {
  await sink.stop();
});

function linkIn(mail: ReceivedMail, path: string): string {
  const pattern = new RegExp(`https?://[^\\s"<]+${path.replace(/\//g, '\\/')}\\?[A-Za-z]+=[A-Za-z0-9]+`);
  const match = mail.raw.match(pattern);
  if (!match) throw new Error(`no ${path} link in mail:\n${mail.raw}`);
  return match[0];
}

/** A customer user created with the activation mail, as the console creates users. */
async function invitedUser(): Promise<{ email: string; userId: string; link: string }> {
  const email = uniqueEmail('invited');
  const user = await tenant.users.save(
    {
      email,
      authority: 'CUSTOMER_USER',
      customerId: { entityType: 'CUSTOMER', id: customerId },
      firstName: null,
      lastName: null,
    },
    true,
  );
  const link = linkIn(await sink.waitFor(email), '/api/noauth/activate');
  return { email, userId: user.id.id, link };
}

async function activeUser(password = 'secret1'): Promise<{ email: string; userId: string; password: string }> {
  const { email, userId, link } = await invitedUser();
  await server.anonymous().auth.activate(activateTokenOf(link), password, false);
  return { email, userId, password };
}

describe('the password policy', () => {
  it('is readable without a token and has the defaults of the contract', async () => {
    const response = await raw(server, 'GET', '/api/noauth/userPasswordPolicy');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      minimumLength: 6,
      minimumUppercaseLetters: null,
      minimumLowercaseLetters: null,
      minimumDigits: null,
      minimumSpecialCharacters: null,
      allowWhitespaces: true,
      passwordExpirationPeriodDays: null,
      passwordReuseFrequencyDays: null,
    });
  });
});

describe('activating an account', () => {
  it('mails a link to this server with a 30-character token', async () => {
    const { link } = await invitedUser();
    expect(link).toMatch(new RegExp(`^${server.url}/api/noauth/activate\\?activateToken=[A-Za-z0-9]{30}$`));
  });

  it('redirects the mailed link to the create-password page with 303', async () => {
    const { link } = await invitedUser();
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/login/createPassword?activateToken=${activateTokenOf(link)}`);
  });

  it('answers an unknown activation token with 409', async () => {
    const response = await raw(server, 'GET', '/api/noauth/activate?activateToken=nosuchtoken');
    expect(response.status).toBe(409);
  });

  it('sets the password, answers a token pair, mails a confirmation, and the user can sign in', async () => {
    const { email, link } = await invitedUser();
    const response = await raw(server, 'POST', '/api/noauth/activate?sendActivationMail=true', {
      body: { activateToken: activateTokenOf(link), password: 'secret1' },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(['refreshToken', 'scope', 'token']);
    expect(response.json.scope).toBeNull();
    const confirmation = await sink.waitFor(email);
    expect(confirmation.raw).toContain(`${server.url}/login`);
    const me = await raw(server, 'GET', '/api/auth/user', { token: response.json.token });
    expect(me.json.email).toBe(email);
    expect((await (await server.login(email, 'secret1')).auth.currentUser()).email).toBe(email);
  });

  it('uses the token up: the link then answers 409 and a second activation 400', async () => {
    const { link } = await invitedUser();
    const token = activateTokenOf(link);
    await server.anonymous().auth.activate(token, 'secret1', false);
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(409);
    await expectError(
      server.anonymous().auth.activate(token, 'secret2', false),
      400,
      31,
      `Unable to find user credentials by activateToken [${token}]`,
    );
  });

  it('answers an activation without a token with the platform’s text', async () => {
    const response = await raw(server, 'POST', '/api/noauth/activate', { body: { password: 'secret1' } });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      errorCode: 31,
      message: 'Unable to find user credentials by activateToken [null]',
    });
  });

  it('refuses a password against the policy and keeps the token usable', async () => {
    const { email, link } = await invitedUser();
    const token = activateTokenOf(link);
    await expectError(
      server.anonymous().auth.activate(token, 'abc', false),
      400,
      31,
      'Password must be 6 or more characters in length.',
    );
    await expectError(server.login(email, 'abc'), 401, 10, 'User account is not active');
    await server.anonymous().auth.activate(token, 'secret1', false);
    expect((await server.login(email, 'secret1')).http.tokens.getToken()).toBeTruthy();
  });

  it('refuses sign-in before activation as not active', async () => {
    const { email } = await invitedUser();
    await expectError(server.login(email, 'anything'), 401, 10, 'User account is not active');
  });

  it('gives the same link through the activation-link call, and none once active', async () => {
    const { userId, link } = await invitedUser();
    expect(await tenant.users.activationLink(userId)).toBe(link);
    await server.anonymous().auth.activate(activateTokenOf(link), 'secret1', false);
    await expectError(tenant.users.activationLink(userId), 400, 31, 'User is already activated!');
  });

  it('sends the activation mail again on request, without a token', async () => {
    const { email, link } = await invitedUser();
    const response = await raw(server, 'POST', `/api/noauth/resendEmailActivation?email=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    expect(linkIn(await sink.waitFor(email), '/api/noauth/activate')).toBe(link);
  });

  it('sends the activation mail again when an administrator asks', async () => {
    const { email, link } = await invitedUser();
    await tenant.users.sendActivationMail(email);
    expect(linkIn(await sink.waitFor(email), '/api/noauth/activate')).toBe(link);
  });

  it('answers a resend for an unknown address with 200 too', async () => {
    const response = await raw(
      server,
      'POST',
      `/api/noauth/resendEmailActivation?email=${encodeURIComponent(uniqueEmail('nobody'))}`,
    );
    expect(response.status).toBe(200);
  });

  it('refuses an unknown e-mail activation code with 400/31', async () => {
    const response = await raw(server, 'POST', '/api/noauth/activateByEmailCode?emailCode=123456');
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ status: 400, errorCode: 31 });
  });

  it('builds links from the pinned base URL when different URLs are prohibited', async () => {
    const general = await sysadmin.admin.settings('general');
    await sysadmin.admin.saveSettings({
      key: 'general',
      jsonValue: { baseUrl: 'https://fleet.example.com', prohibitDifferentUrl: true },
    });
    try {
      const { link } = await invitedUser();
      expect(link).toMatch(/^https:\/\/fleet\.example\.com\/api\/noauth\/activate\?activateToken=[A-Za-z0-9]{30}$/);
    } finally {
      await sysadmin.admin.saveSettings({ key: 'general', jsonValue: general.jsonValue });
    }
  });
});

describe('resetting a forgotten password', () => {
  it('mails a reset link that redirects to the reset page with 303', async () => {
    const { email } = await activeUser();
    const response = await raw(server, 'POST', '/api/noauth/resetPasswordByEmail', { body: { email } });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    const link = linkIn(await sink.waitFor(email), '/api/noauth/resetPassword');
    expect(link).toMatch(new RegExp(`^${server.url}/api/noauth/resetPassword\\?resetToken=[A-Za-z0-9]{30}$`));
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const token = new URL(link).searchParams.get('resetToken');
    expect(followed.headers.get('location')).toBe(`/login/resetPassword?resetToken=${token}`);
  });

  it('sets the new password with the token, which is then used up', async () => {
    const { email, password } = await activeUser();
    await server.anonymous().auth.requestPasswordReset(email);
    const link = linkIn(await sink.waitFor(email), '/api/noauth/resetPassword');
    const resetToken = new URL(link).searchParams.get('resetToken') as string;
    const response = await raw(server, 'POST', '/api/noauth/resetPassword', {
      body: { resetToken, password: 'renewed1' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String), scope: null });
    expect((await sink.waitFor(email)).raw).toContain(`${server.url}/login`);
    await expectError(server.login(email, password), 401, 10, 'Invalid username or password');
    expect((await (await server.login(email, 'renewed1')).auth.currentUser()).email).toBe(email);
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(409);
    await expectError(server.anonymous().auth.resetPassword(resetToken, 'renewed2'), 400, 31, 'Invalid reset token!');
  });

  it('outdates the tokens issued before the reset', async () => {
    const { email, password } = await activeUser();
    const before = await server.login(email, password);
    await nextSecond();
    await server.anonymous().auth.requestPasswordReset(email);
    const resetToken = new URL(linkIn(await sink.waitFor(email), '/api/noauth/resetPassword')).searchParams.get(
      'resetToken',
    ) as string;
    await server.anonymous().auth.resetPassword(resetToken, 'renewed1');
    await sink.waitFor(email);
    const call = await raw(server, 'GET', '/api/auth/user', { token: tokenOf(before) });
    expect(call.json).toMatchObject({ status: 401, errorCode: 11, message: 'Token has expired' });
  });

  it('applies the password policy to the new password', async () => {
    const { email } = await activeUser();
    await server.anonymous().auth.requestPasswordReset(email);
    const resetToken = new URL(linkIn(await sink.waitFor(email), '/api/noauth/resetPassword')).searchParams.get(
      'resetToken',
    ) as string;
    await expectError(
      server.anonymous().auth.resetPassword(resetToken, 'abc'),
      400,
      31,
      'Password must be 6 or more characters in length.',
    );
  });

  it('answers an unknown reset token with 409 on the link and 400 on the reset', async () => {
    expect((await raw(server, 'GET', '/api/noauth/resetPassword?resetToken=nosuchtoken')).status).toBe(409);
    await expectError(
      server.anonymous().auth.resetPassword('nosuchtoken', 'renewed1'),
      400,
      31,
      'Invalid reset token!',
    );
  });

  it('answers 200 for an unknown address and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await raw(server, 'POST', '/api/noauth/resetPasswordByEmail', { body: { email } });
    expect(response.status).toBe(200);
    await laterMailArrived();
    expect(sink.received.filter((mail) => mail.to.includes(email))).toEqual([]);
  });

  it('answers 200 for an account that is not active yet and mails it nothing', async () => {
    const { email } = await invitedUser();
    const response = await raw(server, 'POST', '/api/noauth/resetPasswordByEmail', { body: { email } });
    expect(response.status).toBe(200);
    await laterMailArrived();
    expect(sink.received.filter((mail) => mail.to.includes(email))).toEqual([]);
  });
});

/**
 * Invites a new user and waits for the invitation: a mail the server had begun on before would have arrived by
 * then, so a test can assert that one never came.
 */
async function laterMailArrived(): Promise<void> {
  await invitedUser();
}

describe('external sign-in clients', () => {
  it('are an empty list, without a token', async () => {
    const response = await raw(server, 'POST', '/api/noauth/oauth2Clients?platform=WEB');
    expect(response.status).toBe(200);
    expect(response.json).toEqual([]);
  });
});
