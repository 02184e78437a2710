import type { Kysely } from 'kysely';

/**
 * Messages handed to a rule-engine queue and not yet done with: written before their chain starts and deleted once
 * their pack is committed, so that a server stopped mid-chain processes them again when it starts. `server` names
 * the server that took them (each server replays its own); `resume` is where a message moved to another queue by a
 * checkpoint node goes on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rule_engine_message')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('server', 'varchar(255)', (c) => c.notNull())
    .addColumn('queue_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('msg', 'text', (c) => c.notNull())
    .addColumn('resume', 'text')
    .execute();
  // No index besides the key: every message inserts and deletes a row, and the table is read whole only at start.
}
