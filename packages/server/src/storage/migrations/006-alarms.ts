import type { Kysely } from 'kysely';

/**
 * Alarms: one row per alarm, with the originator as type and id. Also the index the live-data
 * entity query needs on devices: scanning a tenant's device ids in id order, with no table lookups, makes the joins
 * on ts_kv_latest / attribute_kv (which are keyed by entity id first) read their B-trees in order: about four times
 * less CPU for a key filter over 100,000 devices on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alarm')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('type', 'varchar(255)', (c) => c.notNull())
    .addColumn('originator_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('originator_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('severity', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('start_ts', 'bigint', (c) => c.notNull())
    .addColumn('end_ts', 'bigint', (c) => c.notNull())
    .addColumn('ack_ts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('clear_ts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('details', 'text')
    .addColumn('propagate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('propagate_to_owner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('propagate_to_tenant', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('propagate_relation_types', 'text')
    .execute();
  await db.schema.createIndex('alarm_tenant_created').on('alarm').columns(['tenant_id', 'created_time']).execute();
  await db.schema
    .createIndex('alarm_originator_created')
    .on('alarm')
    .columns(['originator_id', 'created_time'])
    .execute();
  await db.schema
    .createIndex('alarm_originator_type')
    .on('alarm')
    .columns(['originator_id', 'type', 'created_time'])
    .execute();
  await db.schema.createIndex('device_tenant_id').on('device').columns(['tenant_id', 'id']).execute();
}
