import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { signInClient } from '../audit/sign-in-entries.js';
import type { AppContext } from '../context.js';
import { caller, preVerifiedCaller } from '../http/auth-hook.js';
import {
  accountTwoFaSettings,
  deleteAccountConfig,
  generateAccountConfig,
  providerType,
  submitAccountConfig,
  updateAccountConfig,
  verifyAndSaveAccountConfig,
} from './two-factor-accounts.js';
import { enabledProviderTypes, platformTwoFaSettings, savePlatformTwoFaSettings } from './two-factor-platform.js';
import {
  AccountConfigBody,
  PlatformTwoFaSettingsBody,
  ProviderTypeQuery,
  UseByDefaultBody,
  VerificationCheckQuery,
  VerificationCodeQuery,
} from './two-factor-schemas.js';
import {
  checkVerificationCode,
  loginProviders,
  sendVerificationCode,
  type VerificationAllowances,
} from './two-factor-verification.js';
import { VerificationLimits } from './verification-limits.js';

type Body = Record<string, unknown>;
type TypeQuery = { Querystring: Static<typeof ProviderTypeQuery> };
const S = ['SYS_ADMIN'] as const;
const ANY_USER = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** The platform's two-factor settings, each account's ways to verify, and the sign-in step that asks for one. */
export function twoFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const allowances: VerificationAllowances = { send: new VerificationLimits(), check: new VerificationLimits() };

  // Before any settings are saved the platform answers an empty body.
  app.get('/api/2fa/settings', { config: { authorities: S } }, async (_request, reply) => {
    const settings = await platformTwoFaSettings(ctx);
    return settings ? settings : reply.send();
  });

  app.post<{ Body: Body }>(
    '/api/2fa/settings',
    { config: { authorities: S }, schema: { body: PlatformTwoFaSettingsBody } },
    async (request) => savePlatformTwoFaSettings(ctx, request.body),
  );

  app.get('/api/2fa/providers', { config: { authorities: ANY_USER } }, async () => enabledProviderTypes(ctx));

  app.get('/api/2fa/account/settings', { config: { authorities: ANY_USER } }, async (request, reply) => {
    const settings = await accountTwoFaSettings(ctx, caller(request).userId);
    return settings ? settings : reply.send();
  });

  app.post<TypeQuery>(
    '/api/2fa/account/config/generate',
    { config: { authorities: ANY_USER }, schema: { querystring: ProviderTypeQuery } },
    async (request) => generateAccountConfig(ctx, caller(request).userId, providerType(request.query.providerType)),
  );

  app.post<{ Body: Body }>(
    '/api/2fa/account/config/submit',
    { config: { authorities: ANY_USER }, schema: { body: AccountConfigBody } },
    async (request, reply) => {
      await submitAccountConfig(ctx, caller(request).userId, request.body);
      return reply.send();
    },
  );

  app.post<{ Body: Body; Querystring: Static<typeof VerificationCodeQuery> }>(
    '/api/2fa/account/config',
    { config: { authorities: ANY_USER }, schema: { body: AccountConfigBody, querystring: VerificationCodeQuery } },
    async (request) =>
      verifyAndSaveAccountConfig(ctx, caller(request).userId, request.body, request.query.verificationCode),
  );

  app.put<TypeQuery & { Body: Body }>(
    '/api/2fa/account/config',
    { config: { authorities: ANY_USER }, schema: { querystring: ProviderTypeQuery, body: UseByDefaultBody } },
    async (request) =>
      updateAccountConfig(
        ctx,
        caller(request).userId,
        providerType(request.query.providerType),
        request.body.useByDefault === true,
      ),
  );

  app.delete<TypeQuery>(
    '/api/2fa/account/config',
    { config: { authorities: ANY_USER }, schema: { querystring: ProviderTypeQuery } },
    async (request) => deleteAccountConfig(ctx, caller(request).userId, providerType(request.query.providerType)),
  );

  app.get('/api/auth/2fa/providers', { config: { preVerification: true } }, async (request) =>
    loginProviders(ctx, preVerifiedCaller(request)),
  );

  app.post<TypeQuery>(
    '/api/auth/2fa/verification/send',
    { config: { preVerification: true }, schema: { querystring: ProviderTypeQuery } },
    async (request, reply) => {
      const type = providerType(request.query.providerType);
      await sendVerificationCode(ctx, allowances, preVerifiedCaller(request), type);
      return reply.send();
    },
  );

  app.post<{ Querystring: Static<typeof VerificationCheckQuery> }>(
    '/api/auth/2fa/verification/check',
    { config: { preVerification: true }, schema: { querystring: VerificationCheckQuery } },
    async (request) =>
      checkVerificationCode(
        ctx,
        allowances,
        preVerifiedCaller(request),
        providerType(request.query.providerType),
        request.query.verificationCode,
        signInClient(request),
      ),
  );
}
