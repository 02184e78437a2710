import { ApiError } from '@fleetdeck/client';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/suite.js';

const server = useTestServer();

async function rawJson(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

async function rawPost(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the raw contract JSON
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

describe('sign-in', () => {
  it('returns a token pair for the demo tenant administrator', async () => {
    const { status, body } = await rawPost(
      '/api/auth/login',
      JSON.stringify({ username: 'tenant@fleetdeck.io', password: 'tenant' }),
    );
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['refreshToken', 'scope', 'token']);
    expect(body.scope).toBeNull();
  });

  it('issues HS512 tokens with the claims of the contract', async () => {
    const { body } = await rawPost(
      '/api/auth/login',
      JSON.stringify({ username: 'tenant@fleetdeck.io', password: 'tenant' }),
    );
    expect(decodeProtectedHeader(body.token)).toEqual({ alg: 'HS512' });
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({
      sub: 'tenant@fleetdeck.io',
      scopes: ['TENANT_ADMIN'],
      iss: 'thingsboard.io',
      enabled: true,
      isPublic: false,
    });
    expect(claims).not.toHaveProperty('firstName');
    expect((claims.exp as number) - (claims.iat as number)).toBe(9000);
    const refresh = decodeJwt(body.refreshToken);
    expect(refresh.scopes).toEqual(['REFRESH_TOKEN']);
    expect((refresh.exp as number) - (refresh.iat as number)).toBe(604800);
    expect(typeof refresh.jti).toBe('string');
  });

  it('rejects a wrong password with 401 and the contract message', async () => {
    const { status, body } = await rawPost(
      '/api/auth/login',
      JSON.stringify({ username: 'tenant@fleetdeck.io', password: 'nope' }),
    );
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: 401, errorCode: 10, message: 'Invalid username or password' });
    expect(body.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
  });

  it('treats the user name as case-sensitive', async () => {
    const { status } = await rawPost(
      '/api/auth/login',
      JSON.stringify({ username: 'Tenant@fleetdeck.io', password: 'tenant' }),
    );
    expect(status).toBe(401);
  });

  it('answers malformed JSON with 400 and errorCode 31', async () => {
    const { status, body } = await rawPost('/api/auth/login', '{"username":');
    expect(status).toBe(400);
    expect(body.errorCode).toBe(31);
    expect(body.message).toMatch(/^JSON parse error/);
  });

  it('answers a GET on the login endpoint with Authentication method not supported', async () => {
    const response = await fetch(`${server.url}/api/auth/login`);
    expect(response.status).toBe(401);
    expect((await rawJson(response)).message).toBe('Authentication method not supported');
  });
});

describe('tokens on requests', () => {
  it('rejects a call without a token with 401/10', async () => {
    const response = await fetch(`${server.url}/api/auth/user`);
    expect(response.status).toBe(401);
    expect(await rawJson(response)).toMatchObject({ errorCode: 10, message: 'Authentication failed' });
  });

  it('rejects a forged token as an invalid user name or password', async () => {
    const response = await fetch(`${server.url}/api/auth/user`, {
      headers: { 'X-Authorization': 'Bearer abc.def.ghi' },
    });
    expect(response.status).toBe(401);
    expect((await rawJson(response)).message).toBe('Invalid username or password');
  });

  it('accepts the Authorization header as well as X-Authorization', async () => {
    const api = await server.as('tenant');
    const response = await fetch(`${server.url}/api/auth/user`, {
      headers: { Authorization: `Bearer ${api.http.tokens.getToken()}` },
    });
    expect(response.status).toBe(200);
    expect((await rawJson(response)).email).toBe('tenant@fleetdeck.io');
  });

  it('refuses a tenant administrator a system administrator call with 403/20', async () => {
    const api = await server.as('tenant');
    const error = await api.tenants.list({ pageSize: 10, page: 0 }).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).body).toMatchObject({
      errorCode: 20,
      message: "You don't have permission to perform this operation!",
    });
  });
});
