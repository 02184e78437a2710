import type { Api } from '@fleetdeck/client';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, expectError, nextSecond, raw, tokenOf } from './support/fixtures.js';
import { ACCOUNTS } from './support/server.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;

beforeAll(async () => {
  sysadmin = await server.login(...ACCOUNTS.sysadmin);
});

describe('refreshing a session', () => {
  it('exchanges a refresh token for a new pair whose access token works', async () => {
    const api = await server.login(...ACCOUNTS.tenant);
    const first = api.http.tokens.getRefreshToken() as string;
    const response = await raw(server, 'POST', '/api/auth/token', { body: { refreshToken: first } });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(['refreshToken', 'scope', 'token']);
    expect(response.json.scope).toBeNull();
    // The refresh token is issued anew, not handed back.
    expect(response.json.refreshToken).not.toBe(first);
    expect(decodeJwt(response.json.refreshToken).scopes).toEqual(['REFRESH_TOKEN']);
    const me = await raw(server, 'GET', '/api/auth/user', { token: response.json.token });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe('tenant@fleetdeck.io');
  });

  it('rejects a forged refresh token as an invalid user name or password', async () => {
    const response = await raw(server, 'POST', '/api/auth/token', { body: { refreshToken: 'abc.def.ghi' } });
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ status: 401, errorCode: 10, message: 'Invalid username or password' });
  });

  it('does not accept an access token in place of a refresh token', async () => {
    const api = await server.login(...ACCOUNTS.tenant);
    const response = await raw(server, 'POST', '/api/auth/token', { body: { refreshToken: tokenOf(api) } });
    expect(response.status).toBe(401);
    expect(response.json.errorCode).toBe(10);
  });

  it('does not accept a refresh token as an access token', async () => {
    const api = await server.login(...ACCOUNTS.tenant);
    const response = await raw(server, 'GET', '/api/auth/user', { token: api.http.tokens.getRefreshToken() });
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ errorCode: 10, message: 'Invalid username or password' });
  });

  it('answers a refresh without a token with 401/10', async () => {
    const response = await raw(server, 'POST', '/api/auth/token', { body: {} });
    expect(response.status).toBe(401);
    expect(response.json.errorCode).toBe(10);
  });

  it('answers a GET on the refresh endpoint with Authentication method not supported', async () => {
    const response = await raw(server, 'GET', '/api/auth/token');
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ errorCode: 10, message: 'Authentication method not supported' });
  });
});

describe('tokens of each kind of user', () => {
  it('carry the customer of a customer user and the null ids of the system administrator', async () => {
    const customer = await server.login(...ACCOUNTS.customerA);
    const me = await customer.auth.currentUser();
    expect(decodeJwt(tokenOf(customer))).toMatchObject({
      sub: 'customerA@fleetdeck.io',
      scopes: ['CUSTOMER_USER'],
      userId: me.id.id,
      tenantId: me.tenantId.id,
      customerId: me.customerId.id,
      isPublic: false,
    });
    expect(decodeJwt(tokenOf(sysadmin))).toMatchObject({
      scopes: ['SYS_ADMIN'],
      tenantId: '13814000-1dd2-11b2-8080-808080808080',
      customerId: '13814000-1dd2-11b2-8080-808080808080',
    });
  });
});

describe('public sign-in', () => {
  it.each([['not-a-uuid'], ['c0ffee00-1dd2-11b2-8080-808080808080']])(
    'refuses the public id %s as an invalid user name or password',
    async (publicId) => {
      const response = await raw(server, 'POST', '/api/auth/login/public', { body: { publicId } });
      expect(response.status).toBe(401);
      expect(response.json).toMatchObject({ errorCode: 10, message: 'Invalid username or password' });
    },
  );

  it('refuses a customer that is not public', async () => {
    const tenant = await server.login(...ACCOUNTS.tenant);
    const customerA = await tenant.customers.byTitle('Customer A');
    const response = await raw(server, 'POST', '/api/auth/login/public', { body: { publicId: customerA.id.id } });
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ errorCode: 10, message: 'Invalid username or password' });
  });
});

describe('signing out', () => {
  it('answers 200 with an empty body and leaves the tokens valid', async () => {
    const api = await server.login(...ACCOUNTS.customerA);
    const response = await raw(server, 'POST', '/api/auth/logout', { token: tokenOf(api) });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    expect((await api.auth.currentUser()).email).toBe('customerA@fleetdeck.io');
  });

  it('needs a token', async () => {
    const response = await raw(server, 'POST', '/api/auth/logout');
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ errorCode: 10, message: 'Authentication failed' });
  });
});

describe('the current user', () => {
  it('is returned with every field of the User shape, nulls written', async () => {
    const api = await server.login(...ACCOUNTS.tenant);
    const response = await raw(server, 'GET', '/api/auth/user', { token: tokenOf(api) });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(
      [
        'additionalInfo',
        'authority',
        'createdTime',
        'customerId',
        'email',
        'firstName',
        'id',
        'lastName',
        'name',
        'tenantId',
      ].sort(),
    );
    expect(response.json).toMatchObject({
      authority: 'TENANT_ADMIN',
      email: 'tenant@fleetdeck.io',
      name: 'tenant@fleetdeck.io',
      firstName: null,
      lastName: null,
      customerId: { entityType: 'CUSTOMER', id: '13814000-1dd2-11b2-8080-808080808080' },
    });
    expect(response.json.id.entityType).toBe('USER');
    expect(response.json.tenantId.entityType).toBe('TENANT');
  });

  it('gives the system administrator the null tenant and customer', async () => {
    const me = await sysadmin.auth.currentUser();
    expect(me.authority).toBe('SYS_ADMIN');
    expect(me.tenantId.id).toBe('13814000-1dd2-11b2-8080-808080808080');
    expect(me.customerId.id).toBe('13814000-1dd2-11b2-8080-808080808080');
  });

  it('gives a customer user its customer', async () => {
    const tenant = await server.login(...ACCOUNTS.tenant);
    const customerA = await tenant.customers.byTitle('Customer A');
    const me = await (await server.login(...ACCOUNTS.customerA)).auth.currentUser();
    expect(me.authority).toBe('CUSTOMER_USER');
    expect(me.customerId).toEqual(customerA.id);
    expect(me.tenantId).toEqual(customerA.tenantId);
  });

  it('records the time of the last sign-in', async () => {
    const before = Date.now();
    const api = await server.login(...ACCOUNTS.customerB);
    const me = await api.auth.currentUser();
    expect(me.additionalInfo?.lastLoginTs).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password', async () => {
    const { admin } = await createTenantWithAdmin(server, sysadmin);
    await expectError(
      admin.auth.changePassword({ currentPassword: 'wrong-one', newPassword: 'another1' }),
      400,
      31,
      "Current password doesn't match!",
    );
  });

  it('refuses the same password again', async () => {
    const { admin, password } = await createTenantWithAdmin(server, sysadmin);
    await expectError(
      admin.auth.changePassword({ currentPassword: password, newPassword: password }),
      400,
      31,
      'New password should be different from existing!',
    );
  });

  it('applies the password policy', async () => {
    const { admin, password } = await createTenantWithAdmin(server, sysadmin);
    await expectError(
      admin.auth.changePassword({ currentPassword: password, newPassword: 'abc' }),
      400,
      31,
      'Password must be 6 or more characters in length.',
    );
  });

  it('returns a working pair, and the new password signs in while the old one does not', async () => {
    const { admin, email, password } = await createTenantWithAdmin(server, sysadmin);
    const response = await raw(server, 'POST', '/api/auth/changePassword', {
      token: tokenOf(admin),
      body: { currentPassword: password, newPassword: 'changed1' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String) });
    expect((await raw(server, 'GET', '/api/auth/user', { token: response.json.token })).status).toBe(200);
    await expectError(server.login(email, password), 401, 10, 'Invalid username or password');
    expect(await (await server.login(email, 'changed1')).auth.currentUser()).toMatchObject({ email });
  });

  it('outdates the access and refresh tokens issued before the change', async () => {
    const { admin, email, password } = await createTenantWithAdmin(server, sysadmin);
    const other = await server.login(email, password);
    const oldToken = tokenOf(other);
    const oldRefresh = other.http.tokens.getRefreshToken();
    await nextSecond();
    await admin.auth.changePassword({ currentPassword: password, newPassword: 'changed1' });
    const call = await raw(server, 'GET', '/api/auth/user', { token: oldToken });
    expect(call.status).toBe(401);
    expect(call.json).toMatchObject({ status: 401, errorCode: 11, message: 'Token has expired' });
    const refresh = await raw(server, 'POST', '/api/auth/token', { body: { refreshToken: oldRefresh } });
    expect(refresh.status).toBe(401);
    expect(refresh.json).toMatchObject({ errorCode: 10, message: 'Authentication failed' });
    // The pair handed back by the change itself stays valid.
    expect((await admin.auth.currentUser()).email).toBe(email);
  });
});

describe('disabling a user', () => {
  it('outdates its tokens and refuses its sign-in as not active', async () => {
    const { admin, email, password, adminUser } = await createTenantWithAdmin(server, sysadmin);
    await nextSecond();
    await sysadmin.users.setCredentialsEnabled(adminUser.id.id, false);
    const call = await raw(server, 'GET', '/api/auth/user', { token: tokenOf(admin) });
    expect(call.json).toMatchObject({ status: 401, errorCode: 11, message: 'Token has expired' });
    const refresh = await raw(server, 'POST', '/api/auth/token', {
      body: { refreshToken: admin.http.tokens.getRefreshToken() },
    });
    expect(refresh.json).toMatchObject({ status: 401, errorCode: 10, message: 'User account is not active' });
    await expectError(server.login(email, password), 401, 10, 'User account is not active');
    await sysadmin.users.setCredentialsEnabled(adminUser.id.id, true);
    expect((await (await server.login(email, password)).auth.currentUser()).email).toBe(email);
  });
});

describe('an access token past its lifetime', () => {
  const shortLived = useTestServer({ JWT_TOKEN_EXPIRATION_TIME: '2' });

  it('is refused with 401/11 Token has expired, and the refresh token still gets a new one', async () => {
    const api = await shortLived.login(...ACCOUNTS.tenant);
    const expired = tokenOf(api);
    const claims = decodeJwt(expired);
    expect((claims.exp as number) - (claims.iat as number)).toBe(2);
    const whenExpired = () => raw(shortLived, 'GET', '/api/auth/user', { token: expired });
    await expect.poll(async () => (await whenExpired()).status, { timeout: 10000, interval: 250 }).toBe(401);
    const call = await whenExpired();
    expect(call.status).toBe(401);
    expect(call.json).toMatchObject({ status: 401, errorCode: 11, message: 'Token has expired' });
    // The client refreshes once on 401/11 and retries.
    expect((await api.auth.currentUser()).email).toBe('tenant@fleetdeck.io');
    expect(tokenOf(api)).not.toBe(expired);
  });
});
