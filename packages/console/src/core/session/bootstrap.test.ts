// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/render';
import { initialAuthState, useAuthStore } from './auth-store';
import { bootstrapSession } from './bootstrap';

const NOW_S = Math.floor(Date.now() / 1000);

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS512' })}.${encode(claims)}.signature`;
}

const tenantToken = (suffix = '') =>
  jwt({
    sub: `tenant${suffix}@fleetdeck.io`,
    userId: 'u1',
    scopes: ['TENANT_ADMIN'],
    tenantId: 't1',
    iat: NOW_S,
    exp: NOW_S + 900,
  });
const refreshToken = () =>
  jwt({ sub: 'tenant@fleetdeck.io', scopes: ['REFRESH_TOKEN'], iat: NOW_S, exp: NOW_S + 9000 });
const user = {
  id: { entityType: 'USER', id: 'u1' },
  email: 'tenant@fleetdeck.io',
  authority: 'TENANT_ADMIN',
  additionalInfo: {},
};

type Route = (url: string, init?: RequestInit) => Response | undefined;

/** Fakes the server at the network edge: each call is answered by the first route that knows it. */
function serve(...routes: Route[]): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    for (const route of routes) {
      const response = route(url, init);
      if (response) return response;
    }
    return new Response('', { status: 404 });
  });
  return calls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const currentUser: Route = (url) => (url.endsWith('/api/auth/user') ? json(user) : undefined);
const tokenAccess: Route = (url) => (url.endsWith('/api/user/tokenAccessEnabled') ? json(true) : undefined);

describe('session start', () => {
  beforeAll(initTestI18n);
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState(initialAuthState, true);
    window.history.replaceState(null, '', '/home');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs in with tokens given in the URL and removes them from the address', async () => {
    serve(currentUser, tokenAccess);
    window.history.replaceState(
      null,
      '',
      `/customers?accessToken=${tenantToken()}&refreshToken=${refreshToken()}&page=2`,
    );
    await bootstrapSession();
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(useAuthStore.getState().authUser?.authority).toBe('TENANT_ADMIN');
    expect(window.location.search).toBe('?page=2');
    expect(localStorage.getItem('TB-jwt_token')).toBe(tenantToken());
  });

  it('refreshes an expired stored token before loading the user', async () => {
    localStorage.setItem('TB-jwt_token', tenantToken('-old'));
    localStorage.setItem('TB-jwt_token_expiration', String(Date.now() - 1000));
    localStorage.setItem('TB-refresh_token', refreshToken());
    localStorage.setItem('TB-refresh_token_expiration', String(Date.now() + 60_000));
    const calls = serve(
      (url) =>
        url.endsWith('/api/auth/token')
          ? json({ token: tenantToken(), refreshToken: refreshToken(), scope: null })
          : undefined,
      currentUser,
      tokenAccess,
    );
    await bootstrapSession();
    expect(calls[0]).toBe('POST /api/auth/token');
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(localStorage.getItem('TB-jwt_token')).toBe(tenantToken());
  });

  it('logs out when the refresh is refused', async () => {
    localStorage.setItem('TB-jwt_token', tenantToken());
    localStorage.setItem('TB-jwt_token_expiration', String(Date.now() - 1000));
    localStorage.setItem('TB-refresh_token', refreshToken());
    localStorage.setItem('TB-refresh_token_expiration', String(Date.now() + 60_000));
    serve((url) =>
      url.endsWith('/api/auth/token')
        ? json({ status: 401, errorCode: 10, message: 'Authentication failed' }, 401)
        : undefined,
    );
    await bootstrapSession();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(useAuthStore.getState().redirectUrl).toBe('/home');
    expect(localStorage.getItem('TB-jwt_token')).toBeNull();
  });

  it('starts unauthenticated without stored tokens', async () => {
    const calls = serve();
    await bootstrapSession();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(calls).toEqual([]);
  });

  it('logs out when the user cannot be loaded', async () => {
    serve(
      (url) => (url.endsWith('/api/auth/user') ? json({ status: 500, errorCode: 2, message: 'boom' }, 500) : undefined),
      tokenAccess,
    );
    window.history.replaceState(null, '', `/home?accessToken=${tenantToken()}`);
    await bootstrapSession();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(localStorage.getItem('TB-jwt_token')).toBeNull();
  });

  it('keeps the tokens when the user could not be read at all, so the next start resumes the session', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    window.history.replaceState(null, '', `/home?accessToken=${tenantToken()}`);
    await bootstrapSession();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(localStorage.getItem('TB-jwt_token')).toBe(tenantToken());

    serve(currentUser, tokenAccess);
    window.history.replaceState(null, '', '/home');
    await bootstrapSession();
    expect(useAuthStore.getState().status).toBe('authenticated');
  });
});
