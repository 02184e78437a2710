import type { AdminSettings, MailSettings, SecuritySettings } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import { ApiError, badRequest } from '../http/errors.js';
import { testMail } from '../mail/templates.js';
import { INTERNAL_SETTINGS_KEYS, readSecuritySettings, readSettings, writeSettings } from '../settings/store.js';
import { checkSmsConfiguration } from '../sms/configuration.js';

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

/** The settings stored under a key; the server's own keys (its signing key, say) are never shown. */
export async function adminSettings(ctx: AppContext, key: string): Promise<AdminSettings> {
  const settings = INTERNAL_SETTINGS_KEYS.has(key) ? null : await readSettings<Record<string, unknown>>(ctx.db, key);
  if (!settings) throw new ApiError(404, 32, `No Administration settings found for key: ${key}`);
  return withoutPassword(settings);
}

export async function saveAdminSettings(
  ctx: AppContext,
  key: string,
  jsonValue: Record<string, unknown>,
): Promise<AdminSettings> {
  if (INTERNAL_SETTINGS_KEYS.has(key)) throw badRequest(`Settings key '${key}' is reserved`);
  let value = key === 'sms' ? { ...checkSmsConfiguration(jsonValue) } : jsonValue;
  if (key === 'mail' && !('password' in jsonValue)) {
    const stored = await readSettings<MailSettings>(ctx.db, 'mail');
    value = { ...jsonValue, password: stored?.jsonValue.password ?? null };
  }
  return withoutPassword(await writeSettings(ctx.db, key, value));
}

/** Sends the test mail with the given settings; without a password, the stored one is used. */
export async function sendTestMail(ctx: AppContext, to: string, given: MailSettings): Promise<void> {
  const stored = given.password === undefined ? await readSettings<MailSettings>(ctx.db, 'mail') : null;
  const settings = stored ? { ...given, password: stored.jsonValue.password } : given;
  await ctx.mailer.send(testMail(to), settings);
}

export function securitySettings(ctx: AppContext): Promise<SecuritySettings> {
  return readSecuritySettings(ctx.db);
}

export async function saveSecuritySettings(
  ctx: AppContext,
  body: Partial<SecuritySettings>,
): Promise<SecuritySettings> {
  return (await writeSettings(ctx.db, 'securitySettings', checkSecuritySettings(body))).jsonValue;
}
