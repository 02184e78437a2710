import type { UserPasswordPolicy } from '@fleetdeck/model';
import { fromJsonText, toJsonText } from '../common/json.js';
import { hashPassword, passwordMatches, passwordPolicyViolations } from '../common/passwords.js';
import { badRequest } from '../http/errors.js';
import type { Db } from '../storage/schema.js';
import type { UserCredentialsRow } from '../users/store.js';
import { updateCredentialsById } from './store.js';

interface PasswordHistoryEntry {
  ts: number;
  hash: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Checks a new password against the policy, including its reuse rule, and answers 400 with the policy's text. */
export async function checkNewPassword(
  password: unknown,
  policy: UserPasswordPolicy,
  credentials?: UserCredentialsRow,
): Promise<string> {
  if (typeof password !== 'string') throw badRequest('Password should be specified!');
  const violations = passwordPolicyViolations(password, policy);
  if (violations.length) throw badRequest(violations.join('\n'));
  const days = policy.passwordReuseFrequencyDays;
  if (days && credentials) {
    const since = Date.now() - days * DAY_MS;
    const history = fromJsonText<PasswordHistoryEntry[]>(credentials.password_history) ?? [];
    const recent = history.filter((entry) => entry.ts >= since).map((entry) => entry.hash);
    if (credentials.password) recent.push(credentials.password);
    for (const hash of recent) {
      if (await passwordMatches(password, hash)) {
        throw badRequest(`Password was already used for the last ${days} days`);
      }
    }
  }
  return password;
}

/**
 * Stores a new password hash, keeps the old one in the history for the reuse rule, and outdates every token issued
 * before now. Activation and reset tokens are used up.
 */
export async function storePassword(
  db: Db,
  credentials: UserCredentialsRow,
  password: string,
  hashRounds: number,
): Promise<void> {
  const now = Date.now();
  const history = fromJsonText<PasswordHistoryEntry[]>(credentials.password_history) ?? [];
  if (credentials.password) history.push({ ts: now, hash: credentials.password });
  await updateCredentialsById(db, credentials.id, {
    password: await hashPassword(password, hashRounds),
    password_changed_ts: now,
    password_history: toJsonText(history.slice(-20)),
    activate_token: null,
    reset_token: null,
    enabled: 1,
    failed_login_attempts: 0,
    tokens_valid_since: Math.floor(now / 1000),
  });
}
