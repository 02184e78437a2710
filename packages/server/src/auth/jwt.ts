import { randomBytes, randomUUID } from 'node:crypto';
import type { JwtClaims, JwtPair, UserAuthority } from '@fleetdeck/model';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SecurityUser } from './security-user.js';

export interface JwtSettings {
  /** Base64 text; the key bytes are its decoding, as with jjwt 0.7 in the 3.4.1 platform. */
  signingKey: string;
  issuer: string;
  tokenExpirationTime: number;
  refreshTokenExpirationTime: number;
}

/** Who signed in with a password and still has to give a second factor. */
export interface PreVerifiedUser {
  userId: string;
  email: string;
  tenantId: string;
  customerId: string;
}

export type VerifiedToken =
  | { kind: 'access'; user: SecurityUser; issuedAt: number }
  | { kind: 'refresh'; userId: string; subject: string; isPublic: boolean; issuedAt: number }
  | { kind: 'preVerification'; user: PreVerifiedUser; issuedAt: number };

export class TokenExpiredError extends Error {}
export class InvalidTokenError extends Error {}

export function generateSigningKey(): string {
  return randomBytes(64).toString('base64');
}

export class JwtService {
  private readonly key: Uint8Array;

  constructor(private readonly settings: JwtSettings) {
    this.key = new Uint8Array(Buffer.from(settings.signingKey, 'base64'));
  }

  private sign(claims: Record<string, unknown>, subject: string, lifetimeSeconds: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(subject)
      .setIssuer(this.settings.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(this.key);
  }

  accessToken(user: SecurityUser): Promise<string> {
    const claims: Record<string, unknown> = {
      userId: user.userId,
      scopes: [user.authority],
      enabled: user.enabled,
      isPublic: user.isPublic,
      tenantId: user.tenantId,
      customerId: user.customerId,
    };
    // The platform leaves the name claims out when they are null.
    if (user.firstName !== null) claims.firstName = user.firstName;
    if (user.lastName !== null) claims.lastName = user.lastName;
    return this.sign(claims, user.email, this.settings.tokenExpirationTime);
  }

  refreshToken(user: SecurityUser): Promise<string> {
    const claims = { userId: user.userId, scopes: ['REFRESH_TOKEN'], isPublic: user.isPublic, jti: randomUUID() };
    return this.sign(claims, user.email, this.settings.refreshTokenExpirationTime);
  }

  /** The token of the two-factor step; it lives as long as the platform allows for the whole verification. */
  async preVerificationPair(user: PreVerifiedUser, lifetimeSeconds: number): Promise<JwtPair> {
    const claims = {
      userId: user.userId,
      scopes: ['PRE_VERIFICATION_TOKEN'],
      tenantId: user.tenantId,
      customerId: user.customerId,
    };
    const token = await this.sign(claims, user.email, lifetimeSeconds);
    return { token, refreshToken: null, scope: 'PRE_VERIFICATION_TOKEN' };
  }

  async pair(user: SecurityUser): Promise<JwtPair> {
    return { token: await this.accessToken(user), refreshToken: await this.refreshToken(user), scope: null };
  }

  async verify(token: string): Promise<VerifiedToken> {
    let claims: JwtClaims;
    try {
      const result = await jwtVerify(token, this.key, { algorithms: ['HS512'] });
      claims = result.payload as unknown as JwtClaims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenExpiredError();
      throw new InvalidTokenError();
    }
    const scope = claims.scopes?.[0];
    const issuedAt = claims.iat ?? 0;
    if (!claims.sub || !claims.userId || !scope) throw new InvalidTokenError();
    if (scope === 'REFRESH_TOKEN') {
      return { kind: 'refresh', userId: claims.userId, subject: claims.sub, isPublic: !!claims.isPublic, issuedAt };
    }
    if (scope === 'PRE_VERIFICATION_TOKEN') {
      const user = {
        userId: claims.userId,
        email: claims.sub,
        tenantId: claims.tenantId ?? '',
        customerId: claims.customerId ?? '',
      };
      return { kind: 'preVerification', issuedAt, user };
    }
    if (scope !== 'SYS_ADMIN' && scope !== 'TENANT_ADMIN' && scope !== 'CUSTOMER_USER') {
      throw new InvalidTokenError();
    }
    return {
      kind: 'access',
      issuedAt,
      user: {
        userId: claims.userId,
        email: claims.sub,
        authority: scope as UserAuthority,
        tenantId: claims.tenantId ?? '',
        customerId: claims.customerId ?? '',
        firstName: claims.firstName ?? null,
        lastName: claims.lastName ?? null,
        enabled: claims.enabled ?? true,
        isPublic: !!claims.isPublic,
      },
    };
  }
}
