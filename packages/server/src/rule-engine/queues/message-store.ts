import type SqliteDatabase from 'better-sqlite3';
import type { Storage } from '../../storage/database.js';
import type { Db, RuleEngineMessageTable } from '../../storage/schema.js';

export type StoredMessageRow = RuleEngineMessageTable;

// Rows per statement: well below the bound parameters either database takes in one statement.
const CHUNK = 500;

/** Stores the new messages and deletes the finished ones, in one transaction. */
export type MessageWriter = (inserted: readonly StoredMessageRow[], deleted: readonly string[]) => Promise<void>;

/**
 * The writer for this storage: on the embedded database prepared statements run synchronously in one transaction
 * while Kysely's only connection is held (every message passes here, so this path is kept cheap); on PostgreSQL
 * multi-row statements in one transaction.
 */
export function messageWriter(storage: Storage): MessageWriter {
  const { sqlite } = storage;
  if (!sqlite) return (inserted, deleted) => writeMessages(storage.db, inserted, deleted);
  let write: ((inserted: readonly StoredMessageRow[], deleted: readonly string[]) => void) | undefined;
  const prepared = (handle: SqliteDatabase.Database) => {
    const insert = handle.prepare(
      'INSERT INTO rule_engine_message (id, created_time, tenant_id, server, queue_name, msg, resume) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const remove = handle.prepare('DELETE FROM rule_engine_message WHERE id = ?');
    return handle.transaction((inserted: readonly StoredMessageRow[], deleted: readonly string[]) => {
      for (const row of inserted) {
        insert.run(row.id, row.created_time, row.tenant_id, row.server, row.queue_name, row.msg, row.resume);
      }
      for (const id of deleted) remove.run(id);
    });
  };
  return async (inserted, deleted) => {
    await storage.db.connection().execute(async () => {
      write ??= prepared(sqlite);
      write(inserted, deleted);
    });
  };
}

async function writeMessages(db: Db, inserted: readonly StoredMessageRow[], deleted: readonly string[]) {
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
