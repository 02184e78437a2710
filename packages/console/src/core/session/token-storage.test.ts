// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { authUserFromToken } from './auth-user';
import { LocalStorageTokenStore } from './token-storage';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS512' })}.${encode(claims)}.signature`;
}

describe('token storage', () => {
  let now = 1_000_000;
  const store = new LocalStorageTokenStore(() => now);

  beforeEach(() => {
    localStorage.clear();
    now = 1_000_000;
  });

  it('keeps the tokens and their expirations under the TB- keys', () => {
    store.setTokens({ token: jwt({ iat: 100, exp: 160 }), refreshToken: jwt({ iat: 100, exp: 700 }) });
    expect(localStorage.getItem('TB-jwt_token')).toBe(store.getToken());
    expect(localStorage.getItem('TB-jwt_token_expiration')).toBe(String(1_000_000 + 60_000));
    expect(localStorage.getItem('TB-refresh_token_expiration')).toBe(String(1_000_000 + 600_000));
  });

  it('treats a token as expired 2 seconds before its expiry', () => {
    store.setTokens({ token: jwt({ iat: 100, exp: 160 }), refreshToken: null });
    now += 57_999;
    expect(store.isTokenValid()).toBe(true);
    now += 1;
    expect(store.isTokenValid()).toBe(false);
  });

  it('rejects a token without issued-at or expiry claims', () => {
    store.setTokens({ token: jwt({ exp: 160 }), refreshToken: jwt({ iat: 100 }) });
    expect(store.isTokenValid()).toBe(false);
    expect(store.isRefreshTokenValid()).toBe(false);
  });

  it('forgets everything on clear', () => {
    store.setTokens({ token: jwt({ iat: 1, exp: 2 }), refreshToken: jwt({ iat: 1, exp: 2 }) });
    store.clear();
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('reads the authority of a public user as anonymous', () => {
    const user = authUserFromToken(jwt({ sub: 'x', userId: 'y', scopes: ['CUSTOMER_USER'], isPublic: true }));
    expect(user?.authority).toBe('ANONYMOUS');
    expect(user?.isPublic).toBe(true);
  });
});
