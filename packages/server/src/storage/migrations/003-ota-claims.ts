import type { Kysely } from 'kysely';

/** OTA packages (their file kept in the row, out of every list query) and the pending claims of devices. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ota_package')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('device_profile_id', 'varchar(36)')
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('version', 'varchar(255)', (c) => c.notNull())
    .addColumn('tag', 'varchar(255)')
    .addColumn('url', 'varchar(255)')
    .addColumn('file_name', 'varchar(255)')
    .addColumn('content_type', 'varchar(255)')
    .addColumn('checksum_algorithm', 'varchar(32)')
    .addColumn('checksum', 'varchar(1020)')
    // bytea is PostgreSQL's binary type; SQLite keeps a Buffer as a BLOB whatever the declared type.
    .addColumn('data', 'bytea')
    .addColumn('data_size', 'bigint')
    .addColumn('additional_info', 'text')
    .addUniqueConstraint('ota_package_tenant_title_version', ['tenant_id', 'title', 'version'])
    .execute();
  await db.schema.createIndex('ota_package_profile').on('ota_package').column('device_profile_id').execute();

  await db.schema
    .createTable('device_claim')
    .addColumn('device_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('secret_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('expiration_time', 'bigint', (c) => c.notNull())
    .execute();
}
