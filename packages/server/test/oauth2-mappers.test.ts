import type { IncomingHttpHeaders } from 'node:http';
import type { OAuth2Info, OAuth2RegistrationInfo } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw, tokenOf, unique } from './support/fixtures.js';
import { type HttpService, startHttpService } from './support/http-service.js';
import { type OidcServer, startOidcServer } from './support/oidc-server.js';
import { basicMapper, oidcRegistration, signInThroughProvider } from './support/oidc-sign-in.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let oidc: OidcServer;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An outside service (a custom mapper, GitHub's API) answering from a table of paths, keeping what it was sent. */
async function outsideService(answers: Record<string, { status?: number; json: unknown }>) {
  const received: Received[] = [];
  const service: HttpService = await startHttpService((request, body, response) => {
    const path = request.url ?? '';
    received.push({ path, headers: request.headers, body });
    const answer = answers[path] ?? { status: 404, json: { message: 'Not found' } };
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.json));
  });
  return { url: service.url, received, close: () => service.close() };
}

beforeAll(async () => {
  oidc = await startOidcServer(`${server.url}/login/oauth2/code/`);
});
afterAll(async () => {
  await oidc?.stop();
});

async function configure(registration: OAuth2RegistrationInfo): Promise<string> {
  const sysadmin = await server.as('sysadmin');
  const info: OAuth2Info = {
    enabled: true,
    oauth2ParamsInfos: [
      {
        domainInfos: [{ name: new URL(server.url).hostname, scheme: 'MIXED' }],
        mobileInfos: [],
        clientRegistrations: [registration],
      },
    ],
  };
  const saved = await raw(server, 'POST', '/api/oauth2/config', { token: tokenOf(sysadmin), body: info });
  expect(saved.status).toBe(200);
  return (await raw(server, 'POST', '/api/noauth/oauth2Clients?platform=WEB')).json[0].url;
}

async function signedInUser(back: URL) {
  const me = await raw(server, 'GET', '/api/auth/user', { token: back.searchParams.get('accessToken') });
  expect(me.status).toBe(200);
  return me.json;
}

describe('the custom mapper', () => {
  it('posts the provider user with basic authentication and the token, and applies the user it answers', async () => {
    const tenantName = unique('Mapped tenant');
    const email = `eve@${unique('custom').toLowerCase()}.example`;
    const mapper = await outsideService({
      '/map': { json: { email, firstName: 'Eve', lastName: 'Stone', tenantName, customerName: 'Field team' } },
    });
    try {
      const buttonUrl = await configure(
        oidcRegistration(oidc, {
          allowUserCreation: true,
          activateUser: true,
          type: 'CUSTOM',
          basic: null,
          custom: { url: `${mapper.url}/map`, username: 'mapper', password: 'mapper-secret', sendToken: true },
        }),
      );
      const account = {
        email: `eve.provider@${unique('idp').toLowerCase()}.example`,
        given_name: 'E',
        family_name: 'S',
      };
      const back = await signInThroughProvider(server.url, oidc, account, buttonUrl);
      const me = await signedInUser(back);
      expect(me).toMatchObject({ email, firstName: 'Eve', lastName: 'Stone', authority: 'CUSTOMER_USER' });

      const [request] = mapper.received;
      expect(request.headers.authorization).toBe(`Basic ${Buffer.from('mapper:mapper-secret').toString('base64')}`);
      expect(request.headers['provider-access-token']).toEqual(expect.any(String));
      expect(JSON.parse(request.body)).toMatchObject({ name: account.email, attributes: { email: account.email } });

      const token = back.searchParams.get('accessToken');
      const customer = await raw(server, 'GET', `/api/customer/${me.customerId.id}`, { token });
      expect(customer.json.title).toBe('Field team');
      const sysadmin = await server.as('sysadmin');
      const tenant = await raw(server, 'GET', `/api/tenant/${me.tenantId.id}`, { token: tokenOf(sysadmin) });
      expect(tenant.json.title).toBe(tenantName);
    } finally {
      await mapper.close();
    }
  });

  it("sends the user back to the sign-in page with the platform's words when the mapper fails", async () => {
    const mapper = await outsideService({ '/map': { status: 500, json: { message: 'down' } } });
    try {
      const buttonUrl = await configure(
        oidcRegistration(oidc, {
          allowUserCreation: true,
          activateUser: true,
          type: 'CUSTOM',
          basic: null,
          custom: { url: `${mapper.url}/map`, username: null, password: null, sendToken: false },
        }),
      );
      const account = { email: `fay@${unique('idp').toLowerCase()}.example`, given_name: 'Fay', family_name: 'Lo' };
      const back = await signInThroughProvider(server.url, oidc, account, buttonUrl);
      expect(back.pathname).toBe('/login');
      expect(back.searchParams.get('loginError')).toBe('Unable to login. Please contact your Administrator!');
      expect(mapper.received[0].headers).not.toHaveProperty('authorization');
      expect(mapper.received[0].headers).not.toHaveProperty('provider-access-token');
    } finally {
      await mapper.close();
    }
  });
});

describe('the GitHub mapper', () => {
  it("takes the primary e-mail from the list beside the registration's user info URI when the user has none", async () => {
    const primary = `octo@${unique('github').toLowerCase()}.example`;
    const github = await outsideService({
      '/user': { json: { login: 'octocat', name: 'Octo Cat' } },
      '/user/emails': {
        json: [
          { email: 'old@elsewhere.example', primary: false, verified: true },
          { email: primary, primary: true, verified: true },
        ],
      },
    });
    try {
      const registration = oidcRegistration(oidc, {
        ...basicMapper({ firstNameAttributeKey: 'name', lastNameAttributeKey: null }),
        type: 'GITHUB',
      });
      const buttonUrl = await configure({ ...registration, userInfoUri: `${github.url}/user` });
      const account = { email: 'hidden@idp.example', given_name: 'Octo', family_name: 'Cat' };
      const back = await signInThroughProvider(server.url, oidc, account, buttonUrl);
      const me = await signedInUser(back);
      expect(me).toMatchObject({ email: primary, firstName: 'Octo Cat', authority: 'TENANT_ADMIN' });
      const emails = github.received.find((request) => request.path === '/user/emails');
      expect(emails?.headers.authorization).toMatch(/^token \S+$/);
    } finally {
      await github.close();
    }
  });
});

describe('the Apple mapper', () => {
  // Only the mapping and the form-posted callback are proven here, with an OpenID provider playing Apple; Apple's
  // own client secret (a JWT signed with the developer's key) and its endpoints cannot be exercised without Apple.
  it("takes the names (and e-mail) from the form-posted user field of Apple's first sign-in", async () => {
    const registration = oidcRegistration(oidc, {
      ...basicMapper({ firstNameAttributeKey: 'firstName', lastNameAttributeKey: 'lastName' }),
      type: 'APPLE',
    });
    const buttonUrl = await configure({
      ...registration,
      authorizationUri: `${oidc.issuer}/auth?response_mode=form_post`,
      userInfoUri: null,
    });
    const account = { email: `ann@${unique('apple').toLowerCase()}.example`, given_name: 'A', family_name: 'O' };
    const user = JSON.stringify({ name: { firstName: 'Ann', lastName: 'Orchard' } });
    const back = await signInThroughProvider(server.url, oidc, account, buttonUrl, { user });
    const me = await signedInUser(back);
    expect(me).toMatchObject({
      email: account.email,
      firstName: 'Ann',
      lastName: 'Orchard',
      authority: 'TENANT_ADMIN',
    });
  });

  it('signs a known user in again when the form post has no user field', async () => {
    const registration = oidcRegistration(oidc, { ...basicMapper(), type: 'APPLE' });
    const buttonUrl = await configure({
      ...registration,
      authorizationUri: `${oidc.issuer}/auth?response_mode=form_post`,
      userInfoUri: null,
    });
    const account = { email: `bo@${unique('apple').toLowerCase()}.example`, given_name: 'Bo', family_name: 'Lane' };
    const first = await signedInUser(await signInThroughProvider(server.url, oidc, account, buttonUrl, {}));
    const again = await signedInUser(await signInThroughProvider(server.url, oidc, account, buttonUrl, {}));
    expect(again.id).toEqual(first.id);
    expect(again.email).toBe(account.email);
  });
});

describe('the basic mapper', () => {
  it("gives a new user the tenant's dashboard of the default dashboard name, full screen when asked", async () => {
    const tenantAdmin = await server.as('tenant');
    const title = unique('Operations');
    const dashboard = await raw(server, 'POST', '/api/dashboard', { token: tokenOf(tenantAdmin), body: { title } });
    expect(dashboard.status).toBe(200);
    const sysadmin = await server.as('sysadmin');
    const tenant = await raw(server, 'GET', `/api/tenant/${dashboard.json.tenantId.id}`, { token: tokenOf(sysadmin) });
    const buttonUrl = await configure(
      oidcRegistration(
        oidc,
        basicMapper({
          tenantNameStrategy: 'CUSTOM',
          tenantNamePattern: tenant.json.title,
          defaultDashboardName: title,
          alwaysFullScreen: true,
        }),
      ),
    );
    const account = { email: `gil@${unique('idp').toLowerCase()}.example`, given_name: 'Gil', family_name: 'Ash' };
    const me = await signedInUser(await signInThroughProvider(server.url, oidc, account, buttonUrl));
    expect(me.tenantId.id).toBe(dashboard.json.tenantId.id);
    expect(me.additionalInfo).toMatchObject({
      defaultDashboardId: dashboard.json.id.id,
      defaultDashboardFullscreen: true,
      authProviderName: 'Custom',
    });
  });
});
