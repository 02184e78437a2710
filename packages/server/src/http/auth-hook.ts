import type { UserAuthority } from '@fleetdeck/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidTokenError, type PreVerifiedUser, TokenExpiredError, type VerifiedToken } from '../auth/jwt.js';
import type { SecurityUser } from '../auth/security-user.js';
import { findTokenState } from '../auth/store.js';
import type { AppContext } from '../context.js';
import { authenticationFailed, permissionDenied, tokenExpired } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; absent on open routes. */
    authorities?: readonly UserAuthority[];
    /** The two-factor step's routes: the only ones a pre-verification token reaches. */
    preVerification?: boolean;
  }
  interface FastifyRequest {
    user: SecurityUser | null;
    preVerifiedUser: PreVerifiedUser | null;
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

async function verifiedToken(ctx: AppContext, token: string): Promise<VerifiedToken> {
  try {
    return await ctx.jwt.verify(token);
  } catch (error) {
    if (error instanceof TokenExpiredError) throw tokenExpired();
    if (error instanceof InvalidTokenError) throw authenticationFailed('Invalid username or password');
    throw error;
  }
}

/** A password change, reset or disabled account outdates every token issued before it. */
async function checkTokenState(ctx: AppContext, userId: string, issuedAt: number): Promise<void> {
  const credentials = await findTokenState(ctx.db, userId);
  if (!credentials) throw authenticationFailed();
  if (issuedAt < credentials.tokens_valid_since) throw tokenExpired();
}

async function accessUser(ctx: AppContext, verified: VerifiedToken): Promise<SecurityUser> {
  if (verified.kind !== 'access') throw authenticationFailed('Invalid username or password');
  if (verified.user.isPublic) return verified.user;
  await checkTokenState(ctx, verified.user.userId, verified.issuedAt);
  return verified.user;
}

export async function authenticate(ctx: AppContext, token: string): Promise<SecurityUser> {
  return accessUser(ctx, await verifiedToken(ctx, token));
}

export function installAuthHook(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('preVerifiedUser', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (isOpenPath(path)) return;
    const token = bearerToken(request);
    if (!token) throw authenticationFailed();
    const verified = await verifiedToken(ctx, token);
    // The platform gives a pre-verification token its own authority, which no other route allows.
    if (verified.kind === 'preVerification') {
      if (!request.routeOptions.config.preVerification) throw permissionDenied();
      await checkTokenState(ctx, verified.user.userId, verified.issuedAt);
      request.preVerifiedUser = verified.user;
      return;
    }
    const user = await accessUser(ctx, verified);
    if (request.routeOptions.config.preVerification) throw permissionDenied();
    request.user = user;
  });
  // Before the request schemas: a caller without the authority gets 403 whatever its parameters, as the platform
  // checks the role before it parses ids.
  app.addHook('preValidation', async (request) => {
    const authorities = request.routeOptions.config.authorities;
    if (!authorities || !request.user) return;
    if (!authorities.includes(request.user.authority)) throw permissionDenied();
  });
}

/** The caller of a two-factor step route; the hooks guarantee it is there. */
export function preVerifiedCaller(request: FastifyRequest): PreVerifiedUser {
  if (!request.preVerifiedUser) throw authenticationFailed();
  return request.preVerifiedUser;
}

/** The caller of a route that declares authorities; the hooks guarantee it is there. */
export function caller(request: FastifyRequest): SecurityUser {
  if (!request.user) throw authenticationFailed();
  return request.user;
}
