import type { AdminSettings, MailSettings, SecuritySettings } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { ApiError, badRequest } from '../http/errors.js';
import { testMail } from '../mail/templates.js';
import { AdminSettingsBody, SecuritySettingsBody, SettingsKeyParams, TestMailBody } from './schemas.js';
import { INTERNAL_SETTINGS_KEYS, readSecuritySettings, readSettings, writeSettings } from './settings-store.js';

const S = ['SYS_ADMIN'] as const;

/** The SMTP password is never sent back; a save without one keeps the stored password. */
function withoutPassword(settings: AdminSettings): AdminSettings {
  if (settings.key !== 'mail') return settings;
  const { password: _hidden, ...rest } = settings.jsonValue;
  return { ...settings, jsonValue: rest };
}

function checkSecuritySettings(body: Partial<SecuritySettings>): SecuritySettings {
  const policy = body.passwordPolicy;
  if (!policy || typeof policy !== 'object') throw badRequest('Validation error: passwordPolicy must be specified');
  const limits = [
    'minimumLength',
    'minimumUppercaseLetters',
    'minimumLowercaseLetters',
    'minimumDigits',
    'minimumSpecialCharacters',
    'passwordExpirationPeriodDays',
    'passwordReuseFrequencyDays',
  ] as const;
  for (const key of limits) {
    const value = policy[key];
    if (value !== null && value !== undefined && (!Number.isInteger(value) || value < 0)) {
      throw badRequest(`Validation error: passwordPolicy.${key} must be a whole number, zero or more`);
    }
  }
  const max = body.maxFailedLoginAttempts;
  if (max !== null && max !== undefined && (!Number.isInteger(max) || max < 0)) {
    throw badRequest('Validation error: maxFailedLoginAttempts must be a whole number, zero or more');
  }
  return {
    passwordPolicy: policy,
    maxFailedLoginAttempts: max ?? null,
    userLockoutNotificationEmail: body.userLockoutNotificationEmail ?? null,
  };
}

export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Static<typeof SettingsKeyParams> }>(
    '/api/admin/settings/:key',
    { config: { authorities: S }, schema: { params: SettingsKeyParams } },
    async (request) => {
      const { key } = request.params;
      const settings = INTERNAL_SETTINGS_KEYS.has(key)
        ? null
        : await readSettings<Record<string, unknown>>(ctx.db, key);
      if (!settings) throw new ApiError(404, 32, `No Administration settings found for key: ${key}`);
      return withoutPassword(settings);
    },
  );

  app.post<{ Body: AdminSettings }>(
    '/api/admin/settings',
    { config: { authorities: S }, schema: { body: AdminSettingsBody } },
    async (request) => {
      const { key, jsonValue } = request.body;
      if (INTERNAL_SETTINGS_KEYS.has(key)) throw badRequest(`Settings key '${key}' is reserved`);
      let value = jsonValue;
      if (key === 'mail' && !('password' in jsonValue)) {
        const stored = await readSettings<MailSettings>(ctx.db, 'mail');
        value = { ...jsonValue, password: stored?.jsonValue.password ?? null };
      }
      return withoutPassword(await writeSettings(ctx.db, key, value));
    },
  );

  app.post<{ Body: AdminSettings<MailSettings> }>(
    '/api/admin/settings/testMail',
    { config: { authorities: S }, schema: { body: TestMailBody } },
    async (request, reply) => {
      const given = request.body.jsonValue;
      const stored = given.password === undefined ? await readSettings<MailSettings>(ctx.db, 'mail') : null;
      const settings = stored ? { ...given, password: stored.jsonValue.password } : given;
      await ctx.mailer.send(testMail(caller(request).email), settings);
      return reply.send();
    },
  );

  app.get('/api/admin/securitySettings', { config: { authorities: S } }, async () => readSecuritySettings(ctx.db));

  app.post<{ Body: Partial<SecuritySettings> }>(
    '/api/admin/securitySettings',
    { config: { authorities: S }, schema: { body: SecuritySettingsBody } },
    async (request) => (await writeSettings(ctx.db, 'securitySettings', checkSecuritySettings(request.body))).jsonValue,
  );

  // No outside lookup can be made from an installation, so there is never news of an update.
  app.get('/api/admin/updates', { config: { authorities: S } }, async () => ({
    updateAvailable: false,
    message: null,
  }));
}
