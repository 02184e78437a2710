import type { Kysely } from 'kysely';

/**
 * The audit log: one row per audited action, its action data as JSON text. The lists read it by tenant, customer,
 * user or entity, newest first, so each has an index ending in the time; the retention drops rows by time alone.
 * search_text holds the lower-cased fields the text search looks in (entity type and name, user, action and status).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('entity_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('entity_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('action_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('action_data', 'text', (c) => c.notNull())
    .addColumn('action_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('action_failure_details', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();
  const indexes: Array<[string, string[]]> = [
    ['audit_log_tenant_time', ['tenant_id', 'created_time']],
    ['audit_log_entity_time', ['entity_id', 'created_time']],
    ['audit_log_customer_time', ['tenant_id', 'customer_id', 'created_time']],
    ['audit_log_user_time', ['tenant_id', 'user_id', 'created_time']],
    ['audit_log_time', ['created_time']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('audit_log').columns(columns).execute();
  }
}
