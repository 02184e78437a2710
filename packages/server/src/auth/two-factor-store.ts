import type { TwoFaProviderType } from '@fleetdeck/model';
import { fromJsonText, toJsonText } from '../common/json.js';
import type { Db } from '../storage/schema.js';

/** A way to verify as kept on the server: secrets and code hashes stay here. */
export interface StoredAccountConfig {
  providerType: TwoFaProviderType;
  useByDefault: boolean;
  /** TOTP: the base32 secret. */
  secret?: string;
  /** EMAIL: where codes go. */
  email?: string;
  /** SMS: the E.164 number codes are texted to. */
  phoneNumber?: string;
  /** BACKUP_CODE: the salt of the code hashes, and the hashes of the codes not used yet. */
  salt?: string;
  codeHashes?: string[];
}

/** The last code sent by mail or SMS, for the enrolment or the sign-in it was sent for. */
export interface SentCode {
  hash: string;
  salt: string;
  expiresAt: number;
  /** The address or number it went to; an enrolment confirms only that one. */
  email?: string;
  phoneNumber?: string;
}

export interface TwoFaState {
  configs: Partial<Record<TwoFaProviderType, StoredAccountConfig>>;
  /** Generated (secret, codes) but not confirmed yet. */
  pending: Partial<Record<TwoFaProviderType, StoredAccountConfig>>;
  sentCodes: Partial<Record<TwoFaProviderType, SentCode>>;
}

export function emptyTwoFaState(): TwoFaState {
  return { configs: {}, pending: {}, sentCodes: {} };
}

/** The user's state, or null when it never started an enrolment. */
export async function readTwoFaState(db: Db, userId: string): Promise<TwoFaState | null> {
  const row = await db.selectFrom('user_credentials').select('two_fa').where('user_id', '=', userId).executeTakeFirst();
  const state = fromJsonText<TwoFaState>(row?.two_fa ?? null);
  return state ? { ...emptyTwoFaState(), ...state } : null;
}

export async function writeTwoFaState(db: Db, userId: string, state: TwoFaState): Promise<void> {
  await db
    .updateTable('user_credentials')
    .set({ two_fa: toJsonText(state) ?? null })
    .where('user_id', '=', userId)
    .execute();
}
