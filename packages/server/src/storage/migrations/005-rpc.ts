import type { Kysely } from 'kysely';

/** Persistent server-side RPC requests: kept until deleted, with their delivery status. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rpc')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('device_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('expiration_time', 'bigint', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('additional_info', 'text')
    .execute();
  await db.schema.createIndex('rpc_device_status').on('rpc').columns(['device_id', 'status']).execute();
  await db.schema.createIndex('rpc_tenant').on('rpc').column('tenant_id').execute();
}
