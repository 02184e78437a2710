import type { Kysely } from 'kysely';

/**
 * The event filters search every kind of event by what its body says: the server it happened on, a debug event's
 * originator and message id, a lifecycle event's kind and outcome, an error event's method, a stats event's counts.
 * Each gets a column beside the body, as the platform keeps one table per event type with such columns. Events
 * stored before this migration have none of them set, and match no filter on them until they expire.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('event').addColumn('server', 'varchar(255)').execute();
  await db.schema.alterTable('event').addColumn('originator_id', 'varchar(36)').execute();
  await db.schema.alterTable('event').addColumn('originator_type', 'varchar(32)').execute();
  await db.schema.alterTable('event').addColumn('msg_id', 'varchar(36)').execute();
  await db.schema.alterTable('event').addColumn('lc_event', 'varchar(16)').execute();
  await db.schema.alterTable('event').addColumn('success', 'integer').execute();
  await db.schema.alterTable('event').addColumn('method', 'varchar(255)').execute();
  await db.schema.alterTable('event').addColumn('messages_processed', 'bigint').execute();
  await db.schema.alterTable('event').addColumn('errors_occurred', 'bigint').execute();
  // The time to live drops old events of a type in batches, oldest first.
  await db.schema.createIndex('event_type_time').on('event').columns(['event_type', 'created_time']).execute();
}
