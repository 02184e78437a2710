import type { Kysely } from 'kysely';

/**
 * The saved versions of each dashboard (a Fleetdeck extension): every save keeps the dashboard's fields with the
 * saving user and time, numbered from 1 per dashboard. The user's email is kept with the version, so the history
 * still names who saved it after the user is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard_version')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('dashboard_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_email', 'varchar(255)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('mobile_hide', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mobile_order', 'integer')
    .addColumn('configuration', 'text')
    .addUniqueConstraint('dashboard_version_number', ['dashboard_id', 'version'])
    .execute();
}
