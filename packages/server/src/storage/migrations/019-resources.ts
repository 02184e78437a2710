import type { Kysely } from 'kysely';

/**
 * The resources library: files of the system (null tenant) and of each tenant, kept in the database as the platform
 * keeps them, base64 text and all, so a download answers exactly what was uploaded. A tenant has one resource per
 * type and key (the file name, for all but LwM2M models).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resource')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('resource_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('resource_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('search_text', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('data_size', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('resource_unq_key', ['tenant_id', 'resource_type', 'resource_key'])
    .execute();
}
