import type { Kysely } from 'kysely';

/** Assets, entity views, edges and the edge event log (issue 4). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('asset')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(255)', (c) => c.notNull())
    .addColumn('label', 'varchar(255)')
    .addColumn('additional_info', 'text')
    .addColumn('external_id', 'varchar(36)')
    .addUniqueConstraint('asset_tenant_name', ['tenant_id', 'name'])
    .execute();
  await db.schema.createIndex('asset_tenant_customer').on('asset').columns(['tenant_id', 'customer_id']).execute();

  await db.schema
    .createTable('entity_view')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('entity_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(255)', (c) => c.notNull())
    .addColumn('keys', 'text')
    .addColumn('start_ts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('end_ts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('additional_info', 'text')
    .addColumn('external_id', 'varchar(36)')
    .addUniqueConstraint('entity_view_tenant_name', ['tenant_id', 'name'])
    .execute();
  await db.schema
    .createIndex('entity_view_tenant_customer')
    .on('entity_view')
    .columns(['tenant_id', 'customer_id'])
    .execute();
  await db.schema.createIndex('entity_view_entity').on('entity_view').column('entity_id').execute();

  await db.schema
    .createTable('edge')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('root_rule_chain_id', 'varchar(36)')
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(255)', (c) => c.notNull())
    .addColumn('label', 'varchar(255)')
    .addColumn('routing_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('secret', 'varchar(255)', (c) => c.notNull())
    .addColumn('additional_info', 'text')
    .addUniqueConstraint('edge_tenant_name', ['tenant_id', 'name'])
    .execute();
  await db.schema.createIndex('edge_tenant_customer').on('edge').columns(['tenant_id', 'customer_id']).execute();

  await db.schema
    .createTable('edge_event')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('edge_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(36)')
    .addColumn('body', 'text')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('edge_event_edge_time').on('edge_event').columns(['edge_id', 'created_time']).execute();
}
