import type { UserAuthority } from '@fleetdeck/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidTokenError, TokenExpiredError } from '../auth/jwt.js';
import type { SecurityUser } from '../auth/security-user.js';
import { findTokenState } from '../auth/store.js';
import type { AppContext } from '../context.js';
import { authenticationFailed, permissionDenied, tokenExpired } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; absent on open routes. */
    authorities?: readonly UserAuthority[];
  }
  interface FastifyRequest {
    user: SecurityUser | null;
  }
}

/** Paths under /api that need no token. */
const OPEN_PATHS = [
  /^\/api\/auth\/login(\/public)?$/,
  /^\/api\/auth\/token$/,
  /^\/api\/noauth\//,
  /^\/api\/v1\//,
  /^\/api\/license\//,
  /^\/api\/ws\//,
];

function isOpenPath(path: string): boolean {
  return !path.startsWith('/api/') || OPEN_PATHS.some((pattern) => pattern.test(path));
}

function headerValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() ? value : undefined;
}

/**
 * The first seven characters ("Bearer ") are dropped without checking them, as the platform does; a blank
 * X-Authorization header counts as absent, so Authorization is read instead.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const value = headerValue(request.headers['x-authorization']) ?? headerValue(request.headers.authorization);
  if (!value || value.length <= 7) return null;
  return value.slice(7);
}

export async function authenticate(ctx: AppContext, token: string): Promise<SecurityUser> {
  let verified: Awaited<ReturnType<AppContext['jwt']['verify']>>;
  try {
    verified = await ctx.jwt.verify(token);
  } catch (error) {
    if (error instanceof TokenExpiredError) throw tokenExpired();
    if (error instanceof InvalidTokenError) throw authenticationFailed('Invalid username or password');
    throw error;
  }
  if (verified.kind !== 'access') throw authenticationFailed('Invalid username or password');
  if (verified.user.isPublic) return verified.user;
  const credentials = await findTokenState(ctx.db, verified.user.userId);
  if (!credentials) throw authenticationFailed();
  // A password change, reset or disabled account outdates every token issued before it.
  if (verified.issuedAt < credentials.tokens_valid_since) throw tokenExpired();
  return verified.user;
}

export function installAuthHook(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (isOpenPath(path)) return;
    const token = bearerToken(request);
    if (!token) throw authenticationFailed();
    request.user = await authenticate(ctx, token);
  });
  // Before the request schemas: a caller without the authority gets 403 whatever its parameters, as the platform
  // checks the role before it parses ids.
  app.addHook('preValidation', async (request) => {
    const authorities = request.routeOptions.config.authorities;
    if (!authorities || !request.user) return;
    if (!authorities.includes(request.user.authority)) throw permissionDenied();
  });
}

/** The caller of a route that declares authorities; the hooks guarantee it is there. */
export function caller(request: FastifyRequest): SecurityUser {
  if (!request.user) throw authenticationFailed();
  return request.user;
}
