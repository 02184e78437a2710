import type { OAuth2Info, OAuth2RegistrationInfo } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw, tokenOf, unique } from './support/fixtures.js';
import { type OidcAccount, type OidcServer, startOidcServer } from './support/oidc-server.js';
import { signInThroughProvider } from './support/oidc-sign-in.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let oidc: OidcServer;

beforeAll(async () => {
  oidc = await startOidcServer(`${server.url}/login/oauth2/code/`);
});
afterAll(async () => {
  await oidc?.stop();
});

function registration(allowUserCreation: boolean, customerNamePattern: string | null = null): OAuth2RegistrationInfo {
  return {
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    authorizationUri: `${oidc.issuer}/auth`,
    accessTokenUri: `${oidc.issuer}/token`,
    scope: ['openid', 'email', 'profile'],
    userInfoUri: `${oidc.issuer}/me`,
    userNameAttributeName: 'email',
    jwkSetUri: `${oidc.issuer}/jwks`,
    clientAuthenticationMethod: 'BASIC',
    loginButtonLabel: 'Test OIDC',
    loginButtonIcon: null,
    platforms: [],
    additionalInfo: null,
    mapperConfig: {
      allowUserCreation,
      activateUser: true,
      type: 'BASIC',
      basic: {
        emailAttributeKey: 'email',
        firstNameAttributeKey: 'given_name',
        lastNameAttributeKey: 'family_name',
        tenantNameStrategy: 'DOMAIN',
        tenantNamePattern: null,
        customerNamePattern,
        defaultDashboardName: null,
        alwaysFullScreen: false,
      },
      custom: null,
    },
  };
}

async function configure(allowUserCreation: boolean, customerNamePattern: string | null = null): Promise<string> {
  const sysadmin = await server.as('sysadmin');
  const info: OAuth2Info = {
    enabled: true,
    oauth2ParamsInfos: [
      {
        domainInfos: [{ name: new URL(server.url).hostname, scheme: 'MIXED' }],
        mobileInfos: [],
        clientRegistrations: [registration(allowUserCreation, customerNamePattern)],
      },
    ],
  };
  const saved = await raw(server, 'POST', '/api/oauth2/config', { token: tokenOf(sysadmin), body: info });
  expect(saved.status).toBe(200);
  const clients = await raw(server, 'POST', '/api/noauth/oauth2Clients?platform=WEB');
  expect(clients.json).toEqual([
    { name: 'Test OIDC', icon: null, url: expect.stringMatching(/^\/oauth2\/authorization\//) },
  ]);
  return clients.json[0].url;
}

function signIn(account: OidcAccount, buttonUrl: string): Promise<URL> {
  return signInThroughProvider(server.url, oidc, account, buttonUrl);
}

describe('OAuth2 settings', () => {
  it('offers the platform templates and the login processing URL to the system administrator only', async () => {
    const sysadmin = await server.as('sysadmin');
    const templates = await raw(server, 'GET', '/api/oauth2/config/template', { token: tokenOf(sysadmin) });
    expect(templates.json.map((template: { providerId: string }) => template.providerId)).toEqual([
      'Google',
      'Github',
      'Facebook',
      'Apple',
      'Custom',
    ]);
    const url = await raw(server, 'GET', '/api/oauth2/loginProcessingUrl', { token: tokenOf(sysadmin) });
    expect(url.text).toBe('/login/oauth2/code/');
    const tenant = await server.as('tenant');
    const refused = await raw(server, 'GET', '/api/oauth2/config', { token: tokenOf(tenant) });
    expect(refused.json).toMatchObject({ status: 403, errorCode: 20 });
  });

  it('keeps the client secrets out of the admin settings calls', async () => {
    await configure(true);
    const sysadmin = await server.as('sysadmin');
    const read = await raw(server, 'GET', '/api/admin/settings/oauth2', { token: tokenOf(sysadmin) });
    expect(read.status).toBe(404);
    const saved = await raw(server, 'GET', '/api/oauth2/config', { token: tokenOf(sysadmin) });
    expect(saved.json.oauth2ParamsInfos[0].clientRegistrations[0]).not.toHaveProperty('registrationId');
  });

  it('refuses a client registration without a client ID with the platform text', async () => {
    const sysadmin = await server.as('sysadmin');
    const info = {
      enabled: true,
      oauth2ParamsInfos: [
        {
          domainInfos: [{ name: 'example.org', scheme: 'HTTPS' }],
          mobileInfos: [],
          clientRegistrations: [{ ...registration(true), clientId: '' }],
        },
      ],
    };
    const answer = await raw(server, 'POST', '/api/oauth2/config', { token: tokenOf(sysadmin), body: info });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ status: 400, message: 'Client ID should be specified!', errorCode: 31 });
  });
});

describe('OAuth2 sign-in', () => {
  it('creates a tenant administrator in the tenant named by the e-mail domain and signs it in', async () => {
    const buttonUrl = await configure(true);
    const domain = `${unique('oidc').toLowerCase()}.example`;
    const account = { email: `ann@${domain}`, given_name: 'Ann', family_name: 'Lee' };
    const back = await signIn(account, buttonUrl);
    expect(back.pathname).toBe('/');
    const accessToken = back.searchParams.get('accessToken');
    expect(back.searchParams.get('refreshToken')).toBeTruthy();
    const me = await raw(server, 'GET', '/api/auth/user', { token: accessToken });
    expect(me.json).toMatchObject({
      email: account.email,
      authority: 'TENANT_ADMIN',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    const sysadmin = await server.as('sysadmin');
    const tenant = await raw(server, 'GET', `/api/tenant/${me.json.tenantId.id}`, { token: tokenOf(sysadmin) });
    expect(tenant.json.title).toBe(domain);

    const again = await signIn(account, buttonUrl);
    const meAgain = await raw(server, 'GET', '/api/auth/user', { token: again.searchParams.get('accessToken') });
    expect(meAgain.json.id).toEqual(me.json.id);

    // Each sign-in leaves the LOGIN entry a password sign-in leaves.
    const logins = async () => {
      const path = `/api/audit/logs/user/${me.json.id.id}?pageSize=10&page=0&actionTypes=LOGIN`;
      return (await raw(server, 'GET', path, { token: accessToken })).json.data;
    };
    await expect.poll(async () => (await logins()).length, { timeout: 5000 }).toBe(2);
    expect(await logins()).toContainEqual(
      expect.objectContaining({ actionType: 'LOGIN', actionStatus: 'SUCCESS', userName: account.email }),
    );
  });

  it('creates a customer user in the customer of the customer pattern', async () => {
    const buttonUrl = await configure(true, '%{family_name} customer');
    const account = { email: `cy@${unique('oidc').toLowerCase()}.example`, given_name: 'Cy', family_name: 'Moss' };
    const back = await signIn(account, buttonUrl);
    const me = await raw(server, 'GET', '/api/auth/user', { token: back.searchParams.get('accessToken') });
    expect(me.json).toMatchObject({ email: account.email, authority: 'CUSTOMER_USER' });
    const customer = await raw(server, 'GET', `/api/customer/${me.json.customerId.id}`, {
      token: back.searchParams.get('accessToken'),
    });
    expect(customer.json.title).toBe('Moss customer');
  });

  it('sends an unknown user back to the sign-in page with the reason when users are not created', async () => {
    const buttonUrl = await configure(false);
    const email = `bob@${unique('oidc').toLowerCase()}.example`;
    const back = await signIn({ email, given_name: 'Bob', family_name: 'Ray' }, buttonUrl);
    expect(back.pathname).toBe('/login');
    expect(back.searchParams.get('loginError')).toBe(`User not found: ${email}`);
    expect(back.searchParams.has('accessToken')).toBe(false);
  });

  it('offers no clients on a host that no domain entry names', async () => {
    await configure(true);
    const clients = await raw(server, 'POST', '/api/noauth/oauth2Clients?platform=WEB', {
      headers: { 'X-Forwarded-Host': 'elsewhere.example' },
    });
    expect(clients.status).toBe(200);
    expect(clients.json).toEqual([]);
  });
});
