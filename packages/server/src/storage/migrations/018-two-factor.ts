import type { Kysely } from 'kysely';

/**
 * A user's two-factor state as JSON text beside its password: the configured ways to verify (the TOTP secret, the
 * hashes of the backup codes), the ones generated but not confirmed yet, and the e-mail codes sent. It goes with the
 * credentials, so every cascade that deletes them deletes it too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_credentials').addColumn('two_fa', 'text').execute();
}
