import type { OAuth2Info } from '@fleetdeck/model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { Static } from 'typebox';
import { signInClient } from '../audit/sign-in-entries.js';
import { OAuth2ClientsQuery } from '../auth/schemas.js';
import type { AppContext } from '../context.js';
import { baseUrl } from '../settings/base-url.js';
import { PendingLogins } from './pending-logins.js';
import { authorizationUrl, providerUser } from './provider-client.js';
import { OAuth2CallbackForm, OAuth2CallbackQuery, OAuth2InfoBody, RegistrationIdParams } from './schemas.js';
import { oauth2Clients, oauth2Config, oauth2Registration, saveOAuth2Config } from './service.js';
import { signInMappedUser } from './sign-in.js';
import { OAUTH2_TEMPLATES } from './templates.js';

const S = ['SYS_ADMIN'] as const;
const LOGIN_PROCESSING_URL = '/login/oauth2/code/';

function failedSignIn(reply: FastifyReply, error: unknown): FastifyReply {
  const message = error instanceof Error && error.message ? error.message : 'Authentication failed';
  return reply.redirect(`/login?loginError=${encodeURIComponent(message)}`, 302);
}

export function oauth2Routes(app: FastifyInstance, ctx: AppContext): void {
  const pending = new PendingLogins();

  app.get('/api/oauth2/config', { config: { authorities: S } }, async () => oauth2Config(ctx));
  app.post<{ Body: OAuth2Info }>(
    '/api/oauth2/config',
    { config: { authorities: S }, schema: { body: OAuth2InfoBody } },
    async (request) => saveOAuth2Config(ctx, request.body),
  );
  app.get('/api/oauth2/config/template', { config: { authorities: S } }, async () => OAUTH2_TEMPLATES);
  app.get('/api/oauth2/loginProcessingUrl', { config: { authorities: S } }, async () => LOGIN_PROCESSING_URL);

  // Replaces the empty answer of the sign-in page's buttons, now that clients can be configured.
  app.post<{ Querystring: Static<typeof OAuth2ClientsQuery> }>(
    '/api/noauth/oauth2Clients',
    { schema: { querystring: OAuth2ClientsQuery } },
    async (request) => oauth2Clients(ctx, request.hostname, request.protocol, request.query.platform),
  );

  app.get<{ Params: Static<typeof RegistrationIdParams> }>(
    '/oauth2/authorization/:registrationId',
    { schema: { params: RegistrationIdParams } },
    async (request, reply) => {
      try {
        const registration = await oauth2Registration(ctx, request.params.registrationId);
        if (!registration) throw new Error('OAuth2 client registration was not found');
        const state = client.randomState();
        const codeVerifier = client.randomPKCECodeVerifier();
        const redirectUri = `${await baseUrl(ctx, request)}${LOGIN_PROCESSING_URL}`;
        pending.add(state, { registrationId: registration.registrationId, codeVerifier, redirectUri });
        return reply.redirect((await authorizationUrl(registration, redirectUri, state, codeVerifier)).href, 302);
      } catch (error) {
        return failedSignIn(reply, error);
      }
    },
  );

  /** The provider's answer, from the query or (Apple's `response_mode=form_post`) from the form posted back. */
  const callback = async (request: FastifyRequest, reply: FastifyReply, answer: URLSearchParams) => {
    try {
      const formUser = answer.get('user');
      answer.delete('user');
      const state = answer.get('state') ?? '';
      const login = pending.take(state);
      if (!login) throw new Error('The sign-in request is unknown or has expired');
      const description = answer.get('error_description') ?? answer.get('error');
      if (description) throw new Error(description);
      const registration = await oauth2Registration(ctx, login.registrationId);
      if (!registration) throw new Error('OAuth2 client registration was not found');
      const callbackUrl = new URL(`${login.redirectUri}?${answer.toString()}`);
      const provider = await providerUser(registration, callbackUrl, state, login.codeVerifier);
      const pair = await signInMappedUser(ctx, registration, { ...provider, formUser }, signInClient(request));
      const tokens = new URLSearchParams({ accessToken: pair.token, refreshToken: pair.refreshToken ?? '' });
      return reply.redirect(`/?${tokens.toString()}`, 302);
    } catch (error) {
      request.log.warn({ err: error }, 'OAuth2 sign-in failed');
      return failedSignIn(reply, error);
    }
  };
  // The raw query is read, not the parsed one: the code exchange checks every parameter the provider sent (`iss`).
  app.get(LOGIN_PROCESSING_URL, { schema: { querystring: OAuth2CallbackQuery } }, (request, reply) =>
    callback(request, reply, new URL(request.raw.url ?? '', 'http://callback').searchParams),
  );
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Body: string }>(LOGIN_PROCESSING_URL, { schema: { body: OAuth2CallbackForm } }, (request, reply) =>
      callback(request, reply, new URLSearchParams(request.body)),
    );
  });
}
