import type { JwtClaims } from '@fleetdeck/model';

/** Reads the claims of a JWT without checking its signature: only the server can, and does, on every call. */
export function decodeJwt(token: string): JwtClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

/**
 * How long a token lives, from its issued-at and expiry claims. A token lacking either is rejected.
 * The lifetime, not the expiry itself, is used so that a skewed browser clock does not expire tokens early.
 */
export function tokenLifetimeMs(token: string): number | null {
  const claims = decodeJwt(token);
  if (!claims || typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return null;
  return (claims.exp - claims.iat) * 1000;
}
