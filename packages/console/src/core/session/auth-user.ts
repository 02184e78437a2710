import type { Authority, JwtClaims } from '@fleetdeck/model';
import { decodeJwt } from './jwt';

/** The decoded access token. */
export interface AuthUser {
  sub: string;
  userId: string;
  scopes: string[];
  authority: Authority;
  isPublic: boolean;
  tenantId: string | null;
  customerId: string | null;
  firstName: string | null;
  lastName: string | null;
}

const KNOWN_AUTHORITIES: readonly Authority[] = [
  'SYS_ADMIN',
  'TENANT_ADMIN',
  'CUSTOMER_USER',
  'REFRESH_TOKEN',
  'PRE_VERIFICATION_TOKEN',
];

export function authUserFromClaims(claims: JwtClaims): AuthUser {
  const scope = claims.scopes?.[0] as Authority | undefined;
  // Public users and tokens without a scope are ANONYMOUS.
  const authority: Authority = claims.isPublic || !scope || !KNOWN_AUTHORITIES.includes(scope) ? 'ANONYMOUS' : scope;
  return {
    sub: claims.sub,
    userId: claims.userId,
    scopes: claims.scopes ?? [],
    authority,
    isPublic: claims.isPublic === true,
    tenantId: claims.tenantId ?? null,
    customerId: claims.customerId ?? null,
    firstName: claims.firstName ?? null,
    lastName: claims.lastName ?? null,
  };
}

export function authUserFromToken(token: string): AuthUser | null {
  const claims = decodeJwt(token);
  return claims ? authUserFromClaims(claims) : null;
}
