import { NULL_UUID } from '@fleetdeck/model';
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidTokenError, JwtService, TokenExpiredError } from './jwt.js';
import type { SecurityUser } from './security-user.js';

/** The platform's default key; jjwt 0.7 takes the Base64 decoding of it as the key bytes. */
const SIGNING_KEY = 'thingsboardDefaultSigningKey';

const settings = {
  signingKey: SIGNING_KEY,
  issuer: 'thingsboard.io',
  tokenExpirationTime: 9000,
  refreshTokenExpirationTime: 604800,
};

const TENANT_ADMIN: SecurityUser = {
  userId: '5d2c6a60-1dd2-11b2-8080-808080808080',
  email: 'tenant@fleetdeck.io',
  authority: 'TENANT_ADMIN',
  tenantId: '4a1b2c30-1dd2-11b2-8080-808080808080',
  customerId: NULL_UUID,
  firstName: null,
  lastName: null,
  enabled: true,
  isPublic: false,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('are HS512 with the claims of the contract and the configured lifetime', async () => {
    const token = await new JwtService(settings).accessToken(TENANT_ADMIN);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS512' });
    const claims = decodeJwt(token);
    expect(claims).toEqual({
      sub: 'tenant@fleetdeck.io',
      userId: TENANT_ADMIN.userId,
      scopes: ['TENANT_ADMIN'],
      enabled: true,
      isPublic: false,
      tenantId: TENANT_ADMIN.tenantId,
      customerId: NULL_UUID,
      iss: 'thingsboard.io',
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(9000);
    expect(Math.abs((claims.iat as number) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('carry the names only when they are set', async () => {
    const claims = decodeJwt(
      await new JwtService(settings).accessToken({ ...TENANT_ADMIN, firstName: 'Ada', lastName: 'Lovelace' }),
    );
    expect(claims).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('are signed with the Base64 decoding of the signing key, as jjwt does', async () => {
    const token = await new JwtService(settings).accessToken(TENANT_ADMIN);
    const decodedKey = new Uint8Array(Buffer.from(SIGNING_KEY, 'base64'));
    await expect(jwtVerify(token, decodedKey)).resolves.toBeTruthy();
    await expect(jwtVerify(token, new TextEncoder().encode(SIGNING_KEY))).rejects.toThrow();
  });

  it('verify back to the same user', async () => {
    const service = new JwtService(settings);
    const verified = await service.verify(await service.accessToken(TENANT_ADMIN));
    expect(verified).toEqual({ kind: 'access', user: TENANT_ADMIN, issuedAt: expect.any(Number) });
  });

  it('expire after their lifetime with TokenExpiredError', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-01T10:00:00Z'));
    const service = new JwtService({ ...settings, tokenExpirationTime: 60 });
    const token = await service.accessToken(TENANT_ADMIN);
    vi.setSystemTime(new Date('2024-05-01T10:00:59Z'));
    await expect(service.verify(token)).resolves.toMatchObject({ kind: 'access' });
    vi.setSystemTime(new Date('2024-05-01T10:01:01Z'));
    await expect(service.verify(token)).rejects.toBeInstanceOf(TokenExpiredError);
  });
});

describe('refresh tokens', () => {
  it('carry only the refresh scope, the user, isPublic and a random jti', async () => {
    const service = new JwtService(settings);
    const first = decodeJwt(await service.refreshToken(TENANT_ADMIN));
    const second = decodeJwt(await service.refreshToken(TENANT_ADMIN));
    expect(first).toEqual({
      sub: 'tenant@fleetdeck.io',
      userId: TENANT_ADMIN.userId,
      scopes: ['REFRESH_TOKEN'],
      isPublic: false,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      iss: 'thingsboard.io',
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect((first.exp as number) - (first.iat as number)).toBe(604800);
    expect(second.jti).not.toBe(first.jti);
  });

  it('verify as refresh tokens, not as a user', async () => {
    const service = new JwtService(settings);
    expect(await service.verify(await service.refreshToken(TENANT_ADMIN))).toEqual({
      kind: 'refresh',
      userId: TENANT_ADMIN.userId,
      subject: 'tenant@fleetdeck.io',
      isPublic: false,
      issuedAt: expect.any(Number),
    });
  });

  it('come with an access token in a pair whose scope is null', async () => {
    const pair = await new JwtService(settings).pair(TENANT_ADMIN);
    expect(pair).toEqual({ token: expect.any(String), refreshToken: expect.any(String), scope: null });
  });
});

describe('tokens that are not ours', () => {
  const key = new Uint8Array(Buffer.from(SIGNING_KEY, 'base64'));
  const claims = { userId: TENANT_ADMIN.userId, scopes: ['TENANT_ADMIN'] };

  it('are refused with InvalidTokenError when signed with another key', async () => {
    const other = new JwtService({ ...settings, signingKey: 'c29tZSBvdGhlciBrZXkgb2YgZW5vdWdoIGxlbmd0aCB0byBzaWdu' });
    await expect(new JwtService(settings).verify(await other.accessToken(TENANT_ADMIN))).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
  });

  it('are refused when the payload was changed after signing', async () => {
    const token = await new JwtService(settings).accessToken(TENANT_ADMIN);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), scopes: ['SYS_ADMIN'] })).toString('base64url');
    await expect(new JwtService(settings).verify(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
  });

  it('are refused when signed with another algorithm, even with our key', async () => {
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x@y.z')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    await expect(new JwtService(settings).verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('are refused when a claim the platform needs is missing or unknown', async () => {
    const sign = (payload: Record<string, unknown>) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject('x@y.z')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    const service = new JwtService(settings);
    await expect(service.verify(await sign({ userId: TENANT_ADMIN.userId }))).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(service.verify(await sign({ scopes: ['TENANT_ADMIN'] }))).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(service.verify(await sign({ ...claims, scopes: ['SOMETHING_ELSE'] }))).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
  });

  it('read a pre-verification token back as the two-factor step of its user', async () => {
    const service = new JwtService(settings);
    const user = { userId: TENANT_ADMIN.userId, email: 'x@y.z', tenantId: 'tenant', customerId: 'customer' };
    const pair = await service.preVerificationPair(user, 600);
    expect(pair.refreshToken).toBeNull();
    expect(pair.scope).toBe('PRE_VERIFICATION_TOKEN');
    expect(await service.verify(pair.token)).toEqual({ kind: 'preVerification', issuedAt: expect.any(Number), user });
  });

  it('are refused when they are not JWTs at all', async () => {
    await expect(new JwtService(settings).verify('abc.def.ghi')).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(new JwtService(settings).verify('')).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
