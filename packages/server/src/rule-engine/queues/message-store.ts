import type { Db, RuleEngineMessageTable } from '../../storage/schema.js';

export type StoredMessageRow = RuleEngineMessageTable;

// Rows per statement: well below the bound parameters either database takes in one statement.
const CHUNK = 500;

/** Stores the new messages and deletes the finished ones, in one transaction. */
export async function writeMessages(db: Db, inserted: readonly StoredMessageRow[], deleted: readonly string[]) {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < inserted.length; start += CHUNK) {
      await trx
        .insertInto('rule_engine_message')
        .values(inserted.slice(start, start + CHUNK))
        .execute();
    }
    for (let start = 0; start < deleted.length; start += CHUNK) {
      await trx
        .deleteFrom('rule_engine_message')
        .where('id', 'in', deleted.slice(start, start + CHUNK))
        .execute();
    }
  });
}

/** The messages a server took and did not finish, oldest first. */
export function unfinishedMessages(db: Db, server: string): Promise<StoredMessageRow[]> {
  return db
    .selectFrom('rule_engine_message')
    .selectAll()
    .where('server', '=', server)
    .orderBy('created_time')
    .orderBy('id')
    .execute();
}
