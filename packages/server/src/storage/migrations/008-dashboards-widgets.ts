import type { Kysely } from 'kysely';

/**
 * Dashboards, the customers each is assigned to, widgets bundles and widget types. A dashboard may be assigned to
 * many customers, so assignments are rows of their own. System bundles and widget types carry the null UUID as
 * their tenant; a bundle alias is unique within its tenant, a widget type alias within its bundle.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('mobile_hide', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mobile_order', 'integer')
    .addColumn('configuration', 'text')
    .addColumn('external_id', 'varchar(36)')
    .execute();
  await db.schema.createIndex('dashboard_tenant').on('dashboard').columns(['tenant_id', 'created_time']).execute();

  await db.schema
    .createTable('dashboard_customer')
    .addColumn('dashboard_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_customer_pk', ['dashboard_id', 'customer_id'])
    .execute();
  await db.schema.createIndex('dashboard_customer_customer').on('dashboard_customer').column('customer_id').execute();

  await db.schema
    .createTable('widgets_bundle')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('alias', 'varchar(255)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('description', 'text')
    .addColumn('external_id', 'varchar(36)')
    .addUniqueConstraint('widgets_bundle_tenant_alias', ['tenant_id', 'alias'])
    .execute();

  await db.schema
    .createTable('widget_type')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('bundle_alias', 'varchar(255)', (c) => c.notNull())
    .addColumn('alias', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('description', 'text')
    .addColumn('descriptor', 'text', (c) => c.notNull())
    .addUniqueConstraint('widget_type_tenant_bundle_alias', ['tenant_id', 'bundle_alias', 'alias'])
    .execute();
}
