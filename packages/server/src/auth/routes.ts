import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { recordAudit } from '../audit/recorder.js';
import { signInClient, signInEntry } from '../audit/sign-in-entries.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { ApiError, authenticationFailed, badRequest } from '../http/errors.js';
import { accountActivatedMail, passwordWasResetMail, resetPasswordMail } from '../mail/templates.js';
import { baseUrl } from '../settings/base-url.js';
import { resendActivationMail } from '../users/activation.js';
import { LoginRateLimiter, tooManyLoginAttempts } from './login-rate-limit.js';
import {
  ActivateBody,
  ActivateQuery,
  ActivateTokenQuery,
  ChangePasswordBody,
  EmailCodeQuery,
  EmailQuery,
  LoginBody,
  PublicLoginBody,
  RefreshTokenBody,
  ResetPasswordBody,
  ResetPasswordByEmailBody,
  ResetTokenQuery,
} from './schemas.js';
import {
  activate,
  changePassword,
  credentialsByActivateToken,
  credentialsByResetToken,
  currentUser,
  issueResetToken,
  login,
  loginPublic,
  mailUser,
  passwordPolicy,
  refresh,
  resetPassword,
} from './service.js';

type Body = Record<string, unknown>;
const ANY_USER = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const loginLimiter = new LoginRateLimiter(ctx.config.loginRateLimit);
  app.post<{ Body: Body }>('/api/auth/login', { schema: { body: LoginBody } }, async (request, reply) => {
    const username = typeof request.body.username === 'string' ? request.body.username : '';
    const retryAfter = loginLimiter.retryAfter(request.ip, username);
    if (retryAfter > 0) {
      reply.header('Retry-After', String(retryAfter));
      throw tooManyLoginAttempts();
    }
    try {
      return await login(ctx, request.body.username, request.body.password, signInClient(request));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) loginLimiter.failed(request.ip, username);
      throw error;
    }
  });
  app.post<{ Body: Body }>('/api/auth/login/public', { schema: { body: PublicLoginBody } }, async (request) =>
    loginPublic(ctx, request.body.publicId),
  );
  app.post<{ Body: Body }>('/api/auth/token', { schema: { body: RefreshTokenBody } }, async (request) =>
    refresh(ctx, request.body.refreshToken),
  );
  // Spring Security answers any other method on its two login endpoints with this 401.
  for (const url of ['/api/auth/login', '/api/auth/token']) {
    app.route({
      method: ['GET', 'PUT', 'DELETE', 'PATCH'],
      url,
      handler: async () => {
        throw authenticationFailed('Authentication method not supported');
      },
    });
  }

  // Signing out only leaves its audit entry: the tokens stay valid until they expire.
  app.post('/api/auth/logout', { config: { authorities: ANY_USER } }, async (request, reply) => {
    const user = caller(request);
    const signedIn = { id: user.userId, tenantId: user.tenantId, customerId: user.customerId, email: user.email };
    recordAudit(ctx, signInEntry(signedIn, 'LOGOUT', signInClient(request)));
    return reply.send();
  });

  app.get('/api/auth/user', { config: { authorities: ANY_USER } }, async (request) => {
    return currentUser(ctx, caller(request));
  });

  app.post<{ Body: Body }>(
    '/api/auth/changePassword',
    { config: { authorities: ANY_USER }, schema: { body: ChangePasswordBody } },
    async (request) => changePassword(ctx, caller(request), request.body.currentPassword, request.body.newPassword),
  );

  app.get('/api/noauth/userPasswordPolicy', async () => passwordPolicy(ctx));

  app.get<{ Querystring: Static<typeof ActivateTokenQuery> }>(
    '/api/noauth/activate',
    { schema: { querystring: ActivateTokenQuery } },
    async (request, reply) => {
      const token = request.query.activateToken ?? '';
      if (!token || !(await credentialsByActivateToken(ctx, token))) return reply.status(409).send();
      return reply.redirect(`/login/createPassword?activateToken=${encodeURIComponent(token)}`, 303);
    },
  );

  app.post<{ Body: Body; Querystring: Static<typeof ActivateQuery> }>(
    '/api/noauth/activate',
    { schema: { body: ActivateBody, querystring: ActivateQuery } },
    async (request) => {
      const { pair, userId } = await activate(ctx, request.body.activateToken, request.body.password);
      if (request.query.sendActivationMail !== 'false') {
        const loginLink = `${await baseUrl(ctx, request)}/login`;
        // The account is active whether or not the notice reaches the user.
        await mailUser(ctx, userId, (email) => accountActivatedMail(email, loginLink)).catch((error) =>
          request.log.warn(error),
        );
      }
      return pair;
    },
  );

  app.post<{ Body: Body }>(
    '/api/noauth/resetPasswordByEmail',
    { schema: { body: ResetPasswordByEmailBody } },
    async (request, reply) => {
      const email = request.body.email;
      // Always 200, so the call cannot be used to find out which addresses have accounts.
      if (typeof email === 'string' && email) {
        try {
          const token = await issueResetToken(ctx, email);
          if (token) {
            const link = `${await baseUrl(ctx, request)}/api/noauth/resetPassword?resetToken=${token}`;
            await ctx.mailer.send(resetPasswordMail(email, link));
          }
        } catch (error) {
          request.log.warn({ err: error }, 'password reset mail was not sent');
        }
      }
      return reply.send();
    },
  );

  app.get<{ Querystring: Static<typeof ResetTokenQuery> }>(
    '/api/noauth/resetPassword',
    { schema: { querystring: ResetTokenQuery } },
    async (request, reply) => {
      const token = request.query.resetToken ?? '';
      if (!token || !(await credentialsByResetToken(ctx, token))) return reply.status(409).send();
      return reply.redirect(`/login/resetPassword?resetToken=${encodeURIComponent(token)}`, 303);
    },
  );

  app.post<{ Body: Body }>('/api/noauth/resetPassword', { schema: { body: ResetPasswordBody } }, async (request) => {
    const { pair, userId } = await resetPassword(ctx, request.body.resetToken, request.body.password);
    const loginLink = `${await baseUrl(ctx, request)}/login`;
    await mailUser(ctx, userId, (email) => passwordWasResetMail(email, loginLink)).catch((error) =>
      request.log.warn(error),
    );
    return pair;
  });

  // E-mail-code activation belongs to self-registration, which this installation does not offer: no code is ever valid.
  app.post<{ Querystring: Static<typeof EmailCodeQuery> }>(
    '/api/noauth/activateByEmailCode',
    { schema: { querystring: EmailCodeQuery } },
    async (request) => {
      throw badRequest(`Invalid activation code: ${request.query.emailCode ?? ''}`);
    },
  );

  // Sends the activation mail again to an account that has not set its password yet; always 200, like the reset.
  app.post<{ Querystring: Static<typeof EmailQuery> }>(
    '/api/noauth/resendEmailActivation',
    { schema: { querystring: EmailQuery } },
    async (request, reply) => {
      const email = request.query.email;
      if (email) {
        await resendActivationMail(ctx, email, await baseUrl(ctx, request)).catch((error) =>
          request.log.warn({ err: error }, 'activation mail was not sent'),
        );
      }
      return reply.send();
    },
  );
}
