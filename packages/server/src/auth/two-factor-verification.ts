import type { JwtPair, TwoFaProviderInfo, TwoFaProviderType } from '@fleetdeck/model';
import { ErrorCode } from '@fleetdeck/model';
import { recordAudit } from '../audit/recorder.js';
import { type SignInClient, signInEntry } from '../audit/sign-in-entries.js';
import type { AppContext } from '../context.js';
import { ApiError, authenticationFailed, badRequest } from '../http/errors.js';
import { readSecuritySettings } from '../settings/store.js';
import { findCredentials, findUser, toSecurityUser, type UserRow } from '../users/store.js';
import type { PreVerifiedUser } from './jwt.js';
import { notifyLockout } from './lockout-notice.js';
import { updateCredentialsById } from './store.js';
import {
  ACCOUNT_NOT_CONFIGURED,
  activeConfigs,
  CODE_INCORRECT,
  emailCodeMatches,
  PROVIDER_NOT_CONFIGURED,
  sendEmailCode,
} from './two-factor-accounts.js';
import { hashCode, obfuscateEmail, sameHash, totpCodeMatches } from './two-factor-codes.js';
import {
  DEFAULT_VERIFICATION_TIME_SECONDS,
  providerConfigOf,
  readPlatformTwoFaSettings,
} from './two-factor-settings.js';
import { obfuscatePhoneNumber, sendSmsCode, smsCodeMatches } from './two-factor-sms.js';
import { readTwoFaState, type StoredAccountConfig, type TwoFaState, writeTwoFaState } from './two-factor-store.js';
import { parseRateLimit, tooManyRequests, type VerificationLimits } from './verification-limits.js';

const LOCKED_BY_VERIFICATION = 'User account was locked due to exceeded 2FA verification attempts';
const DEFAULT_SEND_PERIOD_SECONDS = 30;

/** Per-process allowances of the sign-in step, one for sending codes and one for checking them. */
export interface VerificationAllowances {
  send: VerificationLimits;
  check: VerificationLimits;
}

/**
 * The pre-verification pair of a user who has a way to verify that the platform enables, or null when the password
 * is enough.
 */
export async function preVerificationPair(ctx: AppContext, user: UserRow): Promise<JwtPair | null> {
  const settings = await readPlatformTwoFaSettings(ctx.db);
  if (!activeConfigs(await readTwoFaState(ctx.db, user.id), settings).length) return null;
  const lifetime = settings?.totalAllowedTimeForVerification ?? DEFAULT_VERIFICATION_TIME_SECONDS;
  const preVerified = { userId: user.id, email: user.email, tenantId: user.tenant_id, customerId: user.customer_id };
  return ctx.jwt.preVerificationPair(preVerified, lifetime);
}

function contactOf(config: StoredAccountConfig): string | null {
  if (config.providerType === 'EMAIL' && config.email) return obfuscateEmail(config.email);
  if (config.providerType === 'SMS' && config.phoneNumber) return obfuscatePhoneNumber(config.phoneNumber);
  return null;
}

/** The ways the signing-in user may verify, default first as the account chose. */
export async function loginProviders(ctx: AppContext, user: PreVerifiedUser): Promise<TwoFaProviderInfo[]> {
  const settings = await readPlatformTwoFaSettings(ctx.db);
  const period = settings?.minVerificationCodeSendPeriod ?? DEFAULT_SEND_PERIOD_SECONDS;
  return activeConfigs(await readTwoFaState(ctx.db, user.userId), settings).map((config) => ({
    type: config.providerType,
    default: config.useByDefault,
    contact: contactOf(config),
    minVerificationCodeSendPeriod: period,
  }));
}

async function configuredState(
  ctx: AppContext,
  user: PreVerifiedUser,
  type: TwoFaProviderType,
): Promise<{ state: TwoFaState; config: StoredAccountConfig }> {
  const state = await readTwoFaState(ctx.db, user.userId);
  const config = state?.configs[type];
  if (!state || !config) throw badRequest(ACCOUNT_NOT_CONFIGURED);
  return { state, config };
}

/** Sends a code for providers that need one (e-mail, SMS), once per the platform's minimum period. */
export async function sendVerificationCode(
  ctx: AppContext,
  allowances: VerificationAllowances,
  user: PreVerifiedUser,
  type: TwoFaProviderType,
): Promise<void> {
  const { state, config } = await configuredState(ctx, user, type);
  const settings = await readPlatformTwoFaSettings(ctx.db);
  const period = settings?.minVerificationCodeSendPeriod;
  const limit = period && period > 4 ? { count: 1, seconds: period } : null;
  if (!allowances.send.tryConsume(`${user.userId} ${type}`, limit)) throw tooManyRequests();
  if (!providerConfigOf(settings, type)) throw badRequest(PROVIDER_NOT_CONFIGURED);
  if (type === 'SMS' && config.phoneNumber) {
    await sendSmsCode(ctx, user.userId, user.email, state, config.phoneNumber, settings);
    return;
  }
  if (type !== 'EMAIL' || !config.email) return;
  const lifetime = providerConfigOf(settings, 'EMAIL')?.verificationCodeLifetime ?? 120;
  await sendEmailCode(ctx, user.userId, state, config.email, lifetime);
}

/** Whether the code is right for the config; a backup code or a mailed code is used up by matching. */
function codeMatches(state: TwoFaState, config: StoredAccountConfig, code: string): boolean {
  switch (config.providerType) {
    case 'TOTP':
      return !!config.secret && totpCodeMatches(config.secret, code);
    case 'EMAIL':
      return emailCodeMatches(state, code, config.email);
    case 'SMS':
      return smsCodeMatches(state, code, config.phoneNumber);
    case 'BACKUP_CODE': {
      if (!/^[0-9a-f]{8}$/.test(code) || !config.salt || !config.codeHashes) return false;
      const hash = hashCode(code, config.salt);
      const index = config.codeHashes.findIndex((stored) => sameHash(stored, hash));
      if (index >= 0) config.codeHashes.splice(index, 1);
      return index >= 0;
    }
    default:
      return false;
  }
}

/**
 * Checks a code of the sign-in step: the full pair when it is right, 400 when it is wrong, 429 past the platform's
 * check rate, and the account locked once the failures reach the platform's limit.
 */
export async function checkVerificationCode(
  ctx: AppContext,
  allowances: VerificationAllowances,
  user: PreVerifiedUser,
  type: TwoFaProviderType,
  code: string,
  client: SignInClient,
): Promise<JwtPair> {
  const row = await findUser(ctx.db, user.userId);
  const credentials = row && (await findCredentials(ctx.db, row.id));
  if (!row || !credentials) throw authenticationFailed();
  if (!credentials.enabled) throw authenticationFailed('User is disabled');
  const { state, config } = await configuredState(ctx, user, type);
  const settings = await readPlatformTwoFaSettings(ctx.db);
  const limit = parseRateLimit(settings?.verificationCodeCheckRateLimit);
  if (!allowances.check.tryConsume(`${user.userId} ${type}`, limit)) throw tooManyRequests();
  if (!providerConfigOf(settings, type)) throw badRequest(PROVIDER_NOT_CONFIGURED);
  const audited = { id: row.id, tenantId: row.tenant_id, customerId: row.customer_id, email: row.email };
  const matches = codeMatches(state, config, code);
  await writeTwoFaState(ctx.db, user.userId, state);
  if (matches) {
    allowances.send.forgetUser(user.userId);
    allowances.check.forgetUser(user.userId);
    await updateCredentialsById(ctx.db, credentials.id, { failed_login_attempts: 0, last_login_ts: Date.now() });
    recordAudit(ctx, signInEntry(audited, 'LOGIN', client));
    return ctx.jwt.pair(toSecurityUser(row, credentials));
  }
  const failures = credentials.failed_login_attempts + 1;
  const max = settings?.maxVerificationFailuresBeforeUserLockout;
  if (max && failures >= max) {
    await updateCredentialsById(ctx.db, credentials.id, { failed_login_attempts: failures, enabled: 0 });
    allowances.send.forgetUser(user.userId);
    allowances.check.forgetUser(user.userId);
    recordAudit(ctx, signInEntry(audited, 'LOGIN', client, LOCKED_BY_VERIFICATION));
    recordAudit(ctx, signInEntry(audited, 'LOCKOUT', client));
    await notifyLockout(ctx, row.email, await readSecuritySettings(ctx.db), max);
    throw new ApiError(401, ErrorCode.AUTHENTICATION, LOCKED_BY_VERIFICATION);
  }
  await updateCredentialsById(ctx.db, credentials.id, { failed_login_attempts: failures });
  recordAudit(ctx, signInEntry(audited, 'LOGIN', client, CODE_INCORRECT));
  throw badRequest(CODE_INCORRECT);
}
