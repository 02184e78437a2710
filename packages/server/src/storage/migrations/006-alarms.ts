import type { Kysely } from 'kysely';

/** Alarms (contract §5 Alarm): one row per alarm, with the originator as type and id. */
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
}
