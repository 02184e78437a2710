import {
  ErrorCode,
  type JwtPair,
  NULL_UUID,
  type SecuritySettings,
  type User,
  type UserPasswordPolicy,
} from '@fleetdeck/model';
import { recordAudit } from '../audit/recorder.js';
import { type SignInClient, type SignInUser, signInEntry } from '../audit/sign-in-entries.js';
import { passwordMatches, randomToken } from '../common/passwords.js';
import type { AppContext } from '../context.js';
import { findCustomer, isPublicCustomer } from '../customers/store.js';
import { ApiError, authenticationFailed, badRequest } from '../http/errors.js';
import type { MailMessage } from '../mail/mailer.js';
import { readSecuritySettings } from '../settings/store.js';
import {
  findCredentials,
  findUser,
  findUserByEmail,
  toSecurityUser,
  toUser,
  type UserCredentialsRow,
  type UserRow,
} from '../users/store.js';
import { checkNewPassword, storePassword } from './credentials.js';
import { InvalidTokenError, TokenExpiredError } from './jwt.js';
import { notifyLockout } from './lockout-notice.js';
import type { SecurityUser } from './security-user.js';
import { findCredentialsByActivateToken, findCredentialsByResetToken, updateCredentialsById } from './store.js';
import { preVerificationPair } from './two-factor-verification.js';

const INVALID_CREDENTIALS = 'Invalid username or password';
const ACCOUNT_LOCKED = 'User account is locked due to security policy';
const DAY_MS = 24 * 60 * 60 * 1000;

async function pairFor(ctx: AppContext, userId: string): Promise<JwtPair> {
  const user = await findUser(ctx.db, userId);
  const credentials = user && (await findCredentials(ctx.db, user.id));
  if (!user || !credentials) throw authenticationFailed();
  return ctx.jwt.pair(toSecurityUser(user, credentials));
}

async function recordFailedLogin(
  ctx: AppContext,
  user: SignInUser,
  client: SignInClient,
  credentials: UserCredentialsRow,
  settings: SecuritySettings,
): Promise<never> {
  const { email } = user;
  const { maxFailedLoginAttempts } = settings;
  const attempts = credentials.failed_login_attempts + 1;
  const locked = !!maxFailedLoginAttempts && maxFailedLoginAttempts > 0 && attempts > maxFailedLoginAttempts;
  await updateCredentialsById(
    ctx.db,
    credentials.id,
    locked ? { failed_login_attempts: attempts, enabled: 0 } : { failed_login_attempts: attempts },
  );
  if (locked) {
    recordAudit(ctx, signInEntry(user, 'LOCKOUT', client));
    await notifyLockout(ctx, email, settings, maxFailedLoginAttempts);
  }
  throw authenticationFailed(locked ? ACCOUNT_LOCKED : INVALID_CREDENTIALS);
}

function lockedOut(credentials: UserCredentialsRow, { maxFailedLoginAttempts }: SecuritySettings): boolean {
  return !!maxFailedLoginAttempts && credentials.failed_login_attempts > maxFailedLoginAttempts;
}

/**
 * Sign-in with e-mail and password, with lockout and password expiry from the security settings. A known user's
 * sign-in is audited, as a failure with the answer's message when it is refused.
 */
export async function login(
  ctx: AppContext,
  username: unknown,
  password: unknown,
  client: SignInClient,
): Promise<JwtPair> {
  if (typeof username !== 'string' || typeof password !== 'string' || !username) {
    throw authenticationFailed(INVALID_CREDENTIALS);
  }
  const user = await findUserByEmail(ctx.db, username);
  const credentials = user && (await findCredentials(ctx.db, user.id));
  if (!user || !credentials) throw authenticationFailed(INVALID_CREDENTIALS);
  const auditedUser = { id: user.id, tenantId: user.tenant_id, customerId: user.customer_id, email: user.email };
  try {
    const pair = await checkedLogin(ctx, user, auditedUser, client, credentials, password);
    // With a second factor to give, the sign-in is audited when the code is checked.
    if (pair.scope === null) recordAudit(ctx, signInEntry(auditedUser, 'LOGIN', client));
    return pair;
  } catch (error) {
    if (error instanceof ApiError) recordAudit(ctx, signInEntry(auditedUser, 'LOGIN', client, error.message));
    throw error;
  }
}

async function checkedLogin(
  ctx: AppContext,
  user: UserRow,
  auditedUser: SignInUser,
  client: SignInClient,
  credentials: UserCredentialsRow,
  password: string,
): Promise<JwtPair> {
  const settings = await readSecuritySettings(ctx.db);
  if (!credentials.enabled) {
    throw authenticationFailed(lockedOut(credentials, settings) ? ACCOUNT_LOCKED : 'User account is not active');
  }
  if (!(await passwordMatches(password, credentials.password)))
    return recordFailedLogin(ctx, auditedUser, client, credentials, settings);
  const { passwordPolicy } = settings;
  const expiryDays = passwordPolicy.passwordExpirationPeriodDays;
  const changed = credentials.password_changed_ts ?? credentials.created_time;
  if (expiryDays && Date.now() - changed > expiryDays * DAY_MS) {
    const resetToken = randomToken();
    await updateCredentialsById(ctx.db, credentials.id, { reset_token: resetToken });
    throw new ApiError(401, ErrorCode.CREDENTIALS_EXPIRED, 'User password expired!', { resetToken });
  }
  const preVerification = await preVerificationPair(ctx, user);
  if (preVerification) return preVerification;
  await updateCredentialsById(ctx.db, credentials.id, { failed_login_attempts: 0, last_login_ts: Date.now() });
  return ctx.jwt.pair(toSecurityUser(user, credentials));
}

/** A visitor of a public dashboard signs in as the tenant's public customer. */
export async function loginPublic(ctx: AppContext, publicId: unknown): Promise<JwtPair> {
  const customer =
    typeof publicId === 'string' && /^[0-9a-f-]{36}$/i.test(publicId)
      ? await findCustomer(ctx.db, publicId.toLowerCase())
      : undefined;
  if (!customer || !isPublicCustomer(customer)) throw authenticationFailed(INVALID_CREDENTIALS);
  const user: SecurityUser = {
    userId: NULL_UUID,
    email: customer.id,
    authority: 'CUSTOMER_USER',
    tenantId: customer.tenant_id,
    customerId: customer.id,
    firstName: 'Public',
    lastName: 'Public',
    enabled: true,
    isPublic: true,
  };
  return ctx.jwt.pair(user);
}

/** Exchanges a refresh token for a new pair; the user is read again, so a disabled account cannot go on. */
export async function refresh(ctx: AppContext, refreshToken: unknown): Promise<JwtPair> {
  if (typeof refreshToken !== 'string' || !refreshToken) throw authenticationFailed();
  let verified: Awaited<ReturnType<AppContext['jwt']['verify']>>;
  try {
    verified = await ctx.jwt.verify(refreshToken);
  } catch (error) {
    if (error instanceof TokenExpiredError) throw new ApiError(401, ErrorCode.JWT_TOKEN_EXPIRED, 'Token has expired');
    if (error instanceof InvalidTokenError) throw authenticationFailed(INVALID_CREDENTIALS);
    throw error;
  }
  if (verified.kind !== 'refresh') throw authenticationFailed(INVALID_CREDENTIALS);
  if (verified.isPublic) return loginPublic(ctx, verified.subject);
  const user = await findUser(ctx.db, verified.userId);
  const credentials = user && (await findCredentials(ctx.db, user.id));
  if (!user || !credentials) throw authenticationFailed();
  if (!credentials.enabled) throw authenticationFailed('User account is not active');
  if (verified.issuedAt < credentials.tokens_valid_since) throw authenticationFailed();
  return ctx.jwt.pair(toSecurityUser(user, credentials));
}

export async function changePassword(
  ctx: AppContext,
  user: SecurityUser,
  currentPassword: unknown,
  newPassword: unknown,
): Promise<JwtPair> {
  const credentials = await findCredentials(ctx.db, user.userId);
  if (!credentials) throw authenticationFailed();
  if (typeof currentPassword !== 'string' || !(await passwordMatches(currentPassword, credentials.password))) {
    throw badRequest("Current password doesn't match!");
  }
  if (typeof newPassword === 'string' && (await passwordMatches(newPassword, credentials.password))) {
    throw badRequest('New password should be different from existing!');
  }
  const { passwordPolicy } = await readSecuritySettings(ctx.db);
  const password = await checkNewPassword(newPassword, passwordPolicy, credentials);
  await storePassword(ctx.db, credentials, password, ctx.config.passwordHashRounds);
  // The new pair must outlive the invalidation just recorded, which is kept to the second.
  return pairFor(ctx, user.userId);
}

export async function credentialsByActivateToken(ctx: AppContext, token: string) {
  return findCredentialsByActivateToken(ctx.db, token);
}

export async function credentialsByResetToken(ctx: AppContext, token: string) {
  return findCredentialsByResetToken(ctx.db, token);
}

export async function activate(ctx: AppContext, activateToken: unknown, password: unknown) {
  const credentials =
    typeof activateToken === 'string' && activateToken
      ? await credentialsByActivateToken(ctx, activateToken)
      : undefined;
  // Java prints an absent token as null.
  if (!credentials)
    throw badRequest(`Unable to find user credentials by activateToken [${String(activateToken ?? null)}]`);
  const { passwordPolicy } = await readSecuritySettings(ctx.db);
  const checked = await checkNewPassword(password, passwordPolicy, credentials);
  await storePassword(ctx.db, credentials, checked, ctx.config.passwordHashRounds);
  return { pair: await pairFor(ctx, credentials.user_id), userId: credentials.user_id };
}

export async function resetPassword(ctx: AppContext, resetToken: unknown, password: unknown) {
  const credentials =
    typeof resetToken === 'string' && resetToken ? await credentialsByResetToken(ctx, resetToken) : undefined;
  if (!credentials) throw badRequest('Invalid reset token!');
  const { passwordPolicy } = await readSecuritySettings(ctx.db);
  const checked = await checkNewPassword(password, passwordPolicy, credentials);
  await storePassword(ctx.db, credentials, checked, ctx.config.passwordHashRounds);
  return { pair: await pairFor(ctx, credentials.user_id), userId: credentials.user_id };
}

/** Gives an active account a fresh reset token; answers null for unknown or inactive accounts. */
export async function issueResetToken(ctx: AppContext, email: string): Promise<string | null> {
  const user = await findUserByEmail(ctx.db, email);
  const credentials = user && (await findCredentials(ctx.db, user.id));
  if (!credentials?.enabled) return null;
  const token = randomToken();
  await updateCredentialsById(ctx.db, credentials.id, { reset_token: token });
  return token;
}

/** The signed-in user as it is stored now; a user deleted since its token was issued is no longer authenticated. */
export async function currentUser(ctx: AppContext, user: SecurityUser): Promise<User> {
  const row = await findUser(ctx.db, user.userId);
  if (!row) throw authenticationFailed();
  return toUser(row, await findCredentials(ctx.db, row.id));
}

export async function passwordPolicy(ctx: AppContext): Promise<UserPasswordPolicy> {
  return (await readSecuritySettings(ctx.db)).passwordPolicy;
}

/** Sends a user (if it still exists) the message made for its address. */
export async function mailUser(
  ctx: AppContext,
  userId: string,
  message: (email: string) => MailMessage,
): Promise<void> {
  const user = await findUser(ctx.db, userId);
  if (user) await ctx.mailer.send(message(user.email));
}
