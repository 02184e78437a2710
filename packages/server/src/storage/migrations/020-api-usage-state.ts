import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/**
 * The platform's API_USAGE_STATE entity: one per tenant (entity_id = the tenant), holding the state of each API
 * feature (ENABLED/WARNING/DISABLED) against its tenant profile's limits; its time series carry the month's and the
 * hour's usage counters. Existing tenants get theirs here, new tenants when they are created.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_usage_state')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('entity_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('transport_state', 'varchar(32)', (c) => c.defaultTo('ENABLED').notNull())
    .addColumn('db_state', 'varchar(32)', (c) => c.defaultTo('ENABLED').notNull())
    .addColumn('re_state', 'varchar(32)', (c) => c.defaultTo('ENABLED').notNull())
    .addColumn('js_state', 'varchar(32)', (c) => c.defaultTo('ENABLED').notNull())
    .addColumn('email_state', 'varchar(32)', (c) => c.defaultTo('ENABLED').notNull())
    .addColumn('sms_state', 'varchar(32)', (c) => c.defaultTo('ENABLED').notNull())
    .addColumn('alarm_state', 'varchar(32)', (c) => c.defaultTo('ENABLED').notNull())
    .addUniqueConstraint('api_usage_state_unq_key', ['tenant_id', 'entity_id'])
    .execute();
  // A migration stands beneath the server's id generator, so these ids are random ones, made now.
  const tenants = await sql<{ id: string }>`select id from tenant`.execute(db);
  const now = Date.now();
  for (const tenant of tenants.rows) {
    await sql`insert into api_usage_state (id, created_time, tenant_id, entity_type, entity_id)
      values (${randomUUID()}, ${now}, ${tenant.id}, 'TENANT', ${tenant.id})`.execute(db);
  }
}
