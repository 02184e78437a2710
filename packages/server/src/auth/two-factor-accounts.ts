import type {
  AccountTwoFaSettings,
  PlatformTwoFaSettings,
  TwoFaAccountConfig,
  TwoFaProviderType,
} from '@fleetdeck/model';
import { TWO_FA_PROVIDER_TYPES } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { verificationCodeMail } from '../mail/templates.js';
import { findUser } from '../users/store.js';
import {
  hashCode,
  newBackupCodes,
  newNumericCode,
  newSalt,
  newTotpSecret,
  sameHash,
  secretOfAuthUrl,
  totpAuthUrl,
  totpCodeMatches,
} from './two-factor-codes.js';
import { providerConfigOf, readPlatformTwoFaSettings } from './two-factor-settings.js';
import { phoneNumberOf, requireSmsProvider, sendSmsCode, smsCodeMatches } from './two-factor-sms.js';
import {
  emptyTwoFaState,
  readTwoFaState,
  type StoredAccountConfig,
  type TwoFaState,
  writeTwoFaState,
} from './two-factor-store.js';

export const PROVIDER_NOT_CONFIGURED = '2FA provider is not configured';
export const ACCOUNT_NOT_CONFIGURED = '2FA is not configured for account';
export const CODE_INCORRECT = 'Verification code is incorrect';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function providerType(value: unknown): TwoFaProviderType {
  if (typeof value === 'string' && (TWO_FA_PROVIDER_TYPES as readonly string[]).includes(value)) {
    return value as TwoFaProviderType;
  }
  throw badRequest(
    `No enum constant org.thingsboard.server.common.data.security.model.mfa.provider.TwoFaProviderType.${String(value)}`,
  );
}

/** The platform's settings, when they enable the provider; 400 otherwise. */
async function enabledPlatformSettings(ctx: AppContext, type: TwoFaProviderType): Promise<PlatformTwoFaSettings> {
  if (type === 'SMS') await requireSmsProvider(ctx);
  const settings = await readPlatformTwoFaSettings(ctx.db);
  if (!settings || !providerConfigOf(settings, type)) throw badRequest(PROVIDER_NOT_CONFIGURED);
  return settings;
}

/** What the API shows of a stored config: never the secret nor the codes. */
function publicConfig(config: StoredAccountConfig): TwoFaAccountConfig {
  switch (config.providerType) {
    case 'EMAIL':
      return { providerType: 'EMAIL', useByDefault: config.useByDefault, email: config.email ?? '' };
    case 'SMS':
      return { providerType: 'SMS', useByDefault: config.useByDefault, phoneNumber: config.phoneNumber ?? '' };
    case 'BACKUP_CODE':
      return {
        providerType: 'BACKUP_CODE',
        useByDefault: config.useByDefault,
        codesLeft: config.codeHashes?.length ?? 0,
      };
    default:
      return { providerType: 'TOTP', useByDefault: config.useByDefault };
  }
}

/** The configs of providers the platform still enables; those it stopped offering are left out, as it does. */
export function activeConfigs(state: TwoFaState | null, settings: PlatformTwoFaSettings | null): StoredAccountConfig[] {
  if (!state || !settings) return [];
  return Object.values(state.configs).filter(
    (config): config is StoredAccountConfig => !!config && !!providerConfigOf(settings, config.providerType),
  );
}

function accountSettingsOf(state: TwoFaState, settings: PlatformTwoFaSettings | null): AccountTwoFaSettings {
  const configs: AccountTwoFaSettings['configs'] = {};
  for (const config of activeConfigs(state, settings)) configs[config.providerType] = publicConfig(config);
  return { configs };
}

/** The account's settings, or null before its first enrolment (the platform then answers an empty body). */
export async function accountTwoFaSettings(ctx: AppContext, userId: string): Promise<AccountTwoFaSettings | null> {
  const state = await readTwoFaState(ctx.db, userId);
  return state && accountSettingsOf(state, await readPlatformTwoFaSettings(ctx.db));
}

async function userEmail(ctx: AppContext, userId: string): Promise<string> {
  return (await findUser(ctx.db, userId))?.email ?? '';
}

/** A new config for the provider; its secret or codes are kept as pending until the account confirms it. */
export async function generateAccountConfig(
  ctx: AppContext,
  userId: string,
  type: TwoFaProviderType,
): Promise<TwoFaAccountConfig> {
  const settings = await enabledPlatformSettings(ctx, type);
  const state = (await readTwoFaState(ctx.db, userId)) ?? emptyTwoFaState();
  const email = await userEmail(ctx, userId);
  let answer: TwoFaAccountConfig;
  if (type === 'TOTP') {
    const secret = newTotpSecret();
    const issuer = providerConfigOf(settings, 'TOTP')?.issuerName ?? '';
    state.pending.TOTP = { providerType: 'TOTP', useByDefault: false, secret };
    answer = { providerType: 'TOTP', useByDefault: false, authUrl: totpAuthUrl(issuer, email, secret) };
  } else if (type === 'EMAIL') {
    state.pending.EMAIL = { providerType: 'EMAIL', useByDefault: false, email };
    answer = { providerType: 'EMAIL', useByDefault: false, email };
  } else if (type === 'SMS') {
    // The number is the person's to give when submitting the config.
    state.pending.SMS = { providerType: 'SMS', useByDefault: false };
    answer = { providerType: 'SMS', useByDefault: false, phoneNumber: '' };
  } else {
    const codes = newBackupCodes(providerConfigOf(settings, 'BACKUP_CODE')?.codesQuantity ?? 10);
    const salt = newSalt();
    const codeHashes = codes.map((code) => hashCode(code, salt));
    state.pending.BACKUP_CODE = { providerType: 'BACKUP_CODE', useByDefault: false, salt, codeHashes };
    answer = { providerType: 'BACKUP_CODE', useByDefault: false, codes };
  }
  await writeTwoFaState(ctx.db, userId, state);
  return answer;
}

function emailOf(body: Record<string, unknown>): string {
  const email = body.email;
  if (typeof email !== 'string' || !EMAIL_PATTERN.test(email)) {
    throw badRequest(`Invalid email address format '${String(email ?? '')}'!`);
  }
  return email;
}

/** Mails a code to the address the account is enrolling (which the person may have changed); its hash is kept. */
export async function sendEmailCode(
  ctx: AppContext,
  userId: string,
  state: TwoFaState,
  email: string,
  lifetimeSeconds: number,
): Promise<void> {
  const code = newNumericCode();
  const salt = newSalt();
  state.sentCodes.EMAIL = { hash: hashCode(code, salt), salt, expiresAt: Date.now() + lifetimeSeconds * 1000, email };
  await writeTwoFaState(ctx.db, userId, state);
  await ctx.mailer.send(verificationCodeMail(email, code, lifetimeSeconds));
}

/** Sends the code that confirms a new config by e-mail or SMS; TOTP and backup codes need nothing sent. */
export async function submitAccountConfig(
  ctx: AppContext,
  userId: string,
  body: Record<string, unknown>,
): Promise<void> {
  const type = providerType(body.providerType);
  const settings = await enabledPlatformSettings(ctx, type);
  const state = (await readTwoFaState(ctx.db, userId)) ?? emptyTwoFaState();
  if (type === 'SMS') {
    const phoneNumber = phoneNumberOf(body);
    state.pending.SMS = { providerType: 'SMS', useByDefault: false, phoneNumber };
    await sendSmsCode(ctx, userId, await userEmail(ctx, userId), state, phoneNumber, settings);
    return;
  }
  if (type !== 'EMAIL') return;
  const email = emailOf(body);
  state.pending.EMAIL = { providerType: 'EMAIL', useByDefault: false, email };
  const lifetime = providerConfigOf(settings, 'EMAIL')?.verificationCodeLifetime ?? 120;
  await sendEmailCode(ctx, userId, state, email, lifetime);
}

/** Whether a mailed code is the one sent (still fresh) to that address; a match uses it up. */
export function emailCodeMatches(state: TwoFaState, code: string, email: string | undefined): boolean {
  const sent = state.sentCodes.EMAIL;
  if (!sent || sent.email !== email || sent.expiresAt < Date.now() || !/^\d{6}$/.test(code)) return false;
  const matches = sameHash(hashCode(code, sent.salt), sent.hash);
  if (matches) delete state.sentCodes.EMAIL;
  return matches;
}

function pendingCodeMatches(state: TwoFaState, body: Record<string, unknown>, code: string): boolean {
  const pending = state.pending[body.providerType as TwoFaProviderType];
  if (!pending) return false;
  switch (pending.providerType) {
    case 'TOTP':
      // The config sent back must be the one generated here: a secret of the caller's own is not taken.
      return (
        !!pending.secret && secretOfAuthUrl(body.authUrl) === pending.secret && totpCodeMatches(pending.secret, code)
      );
    case 'EMAIL':
      return emailCodeMatches(state, code, pending.email);
    case 'SMS':
      return smsCodeMatches(state, code, pending.phoneNumber);
    default:
      // Backup codes are confirmed by having been shown.
      return true;
  }
}

/** Makes one config the default; without any default, the first one that is not backup codes is. */
function settleDefault(state: TwoFaState, chosen?: TwoFaProviderType): void {
  const configs = Object.values(state.configs).filter((config): config is StoredAccountConfig => !!config);
  if (chosen) for (const config of configs) config.useByDefault = config.providerType === chosen;
  if (configs.some((config) => config.useByDefault)) return;
  const first = configs.find((config) => config.providerType !== 'BACKUP_CODE') ?? configs[0];
  if (first) first.useByDefault = true;
}

/** Confirms a generated config with a code it produced, and saves it. */
export async function verifyAndSaveAccountConfig(
  ctx: AppContext,
  userId: string,
  body: Record<string, unknown>,
  verificationCode: string,
): Promise<AccountTwoFaSettings> {
  const type = providerType(body.providerType);
  const settings = await enabledPlatformSettings(ctx, type);
  const state = (await readTwoFaState(ctx.db, userId)) ?? emptyTwoFaState();
  const active = activeConfigs(state, settings);
  if (type !== 'BACKUP_CODE' && active.some((config) => config.providerType === type)) {
    throw badRequest('2FA provider is already configured');
  }
  if (type === 'BACKUP_CODE' && !active.some((config) => config.providerType !== 'BACKUP_CODE')) {
    throw badRequest('To use 2FA backup codes you first need to configure at least one provider');
  }
  const matches = pendingCodeMatches(state, body, verificationCode);
  if (!matches) {
    await writeTwoFaState(ctx.db, userId, state);
    throw badRequest(CODE_INCORRECT);
  }
  const pending = state.pending[type] as StoredAccountConfig;
  delete state.pending[type];
  state.configs[type] = { ...pending, useByDefault: false };
  settleDefault(state, body.useByDefault === true && type !== 'BACKUP_CODE' ? type : undefined);
  await writeTwoFaState(ctx.db, userId, state);
  return accountSettingsOf(state, settings);
}

function configuredOrFail(state: TwoFaState | null, type: TwoFaProviderType): TwoFaState {
  if (!state?.configs[type]) throw badRequest(`Config for ${type} 2FA provider not found`);
  return state;
}

export async function updateAccountConfig(
  ctx: AppContext,
  userId: string,
  type: TwoFaProviderType,
  useByDefault: boolean,
): Promise<AccountTwoFaSettings> {
  const state = configuredOrFail(await readTwoFaState(ctx.db, userId), type);
  if (useByDefault) settleDefault(state, type);
  else {
    (state.configs[type] as StoredAccountConfig).useByDefault = false;
    settleDefault(state);
  }
  await writeTwoFaState(ctx.db, userId, state);
  return accountSettingsOf(state, await readPlatformTwoFaSettings(ctx.db));
}

/** Removes a way to verify; backup codes alone cannot stand, so they go with the last other one. */
export async function deleteAccountConfig(
  ctx: AppContext,
  userId: string,
  type: TwoFaProviderType,
): Promise<AccountTwoFaSettings> {
  const state = configuredOrFail(await readTwoFaState(ctx.db, userId), type);
  delete state.configs[type];
  const others = Object.keys(state.configs).filter((key) => key !== 'BACKUP_CODE');
  if (!others.length) delete state.configs.BACKUP_CODE;
  settleDefault(state);
  await writeTwoFaState(ctx.db, userId, state);
  return accountSettingsOf(state, await readPlatformTwoFaSettings(ctx.db));
}
