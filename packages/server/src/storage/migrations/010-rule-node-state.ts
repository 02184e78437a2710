import type { Kysely } from 'kysely';

/**
 * What a rule node remembers about an entity between messages, kept across restarts when the node asks for it: the
 * device profile node's alarm rule counters (how long a DURATION condition has held, how often a REPEATING one
 * has), one row per node and device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rule_node_state')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('rule_node_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('entity_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('state_data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rule_node_state_node_entity')
    .on('rule_node_state')
    .columns(['rule_node_id', 'entity_id'])
    .unique()
    .execute();
}
