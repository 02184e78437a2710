import type { Db } from '../storage/schema.js';
import type { UserCredentialsRow } from '../users/store.js';

/** Changes the credentials stored under their own id (sign-in state, password, tokens). */
export async function updateCredentialsById(
  db: Db,
  id: string,
  changes: Partial<Omit<UserCredentialsRow, 'id' | 'user_id'>>,
): Promise<void> {
  await db.updateTable('user_credentials').set(changes).where('id', '=', id).execute();
}

export function findCredentialsByActivateToken(db: Db, token: string): Promise<UserCredentialsRow | undefined> {
  return db.selectFrom('user_credentials').selectAll().where('activate_token', '=', token).executeTakeFirst();
}

export function findCredentialsByResetToken(db: Db, token: string): Promise<UserCredentialsRow | undefined> {
  return db.selectFrom('user_credentials').selectAll().where('reset_token', '=', token).executeTakeFirst();
}

/** What decides whether a user's access token still holds: when its tokens became valid, and whether it is enabled. */
export function findTokenState(
  db: Db,
  userId: string,
): Promise<Pick<UserCredentialsRow, 'tokens_valid_since' | 'enabled'> | undefined> {
  return db
    .selectFrom('user_credentials')
    .select(['tokens_valid_since', 'enabled'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
