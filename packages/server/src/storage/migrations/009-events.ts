import type { Kysely } from 'kysely';

/**
 * Events of entities (rule node debug messages): one row per event, its JSON body as text, and the columns the event
 * filters search by (direction, message type, relation type, error, the message data and metadata) beside it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('entity_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('event_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('event_uid', 'varchar(36)', (c) => c.notNull())
    .addColumn('msg_direction', 'varchar(8)')
    .addColumn('msg_type', 'varchar(255)')
    .addColumn('relation_type', 'varchar(255)')
    .addColumn('error', 'text')
    .addColumn('data', 'text')
    .addColumn('metadata', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_entity_type_time')
    .on('event')
    .columns(['entity_id', 'event_type', 'created_time'])
    .execute();
  await db.schema.createIndex('event_tenant_time').on('event').columns(['tenant_id', 'created_time']).execute();
}
