import type { Kysely } from 'kysely';

/**
 * Indexes for the lists of a tenant with many devices (issue 4). A device list chooses its page on an index that
 * holds the asked order, the row id, the searched name and the filtered columns, so that neither the order nor the
 * substring search (which no B-tree can seek) reads whole rows. Each list order has one:
 * creation time (the default), name, label; a customer's devices and a profile's devices in creation order.
 * The other customer-owned lists and the customers get their creation order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();

  await index('device_tenant_created', 'device', ['tenant_id', 'created_time', 'id', 'name']);
  // Unique like (tenant_id, name) it extends, so the order by name and then id is read from it as it is.
  await db.schema
    .createIndex('device_tenant_name_list')
    .on('device')
    .columns(['tenant_id', 'name', 'id', 'device_profile_id', 'customer_id'])
    .unique()
    .execute();
  await index('device_tenant_label', 'device', [
    'tenant_id',
    'label',
    'id',
    'name',
    'device_profile_id',
    'customer_id',
  ]);
  // These two replace the narrower indexes of 001 they begin with.
  await db.schema.dropIndex('device_tenant_customer').execute();
  await index('device_tenant_customer', 'device', ['tenant_id', 'customer_id', 'created_time', 'id', 'name']);
  await db.schema.dropIndex('device_profile_ref').execute();
  await index('device_profile_ref', 'device', ['device_profile_id', 'tenant_id', 'created_time', 'id', 'name']);

  for (const table of ['asset', 'entity_view', 'edge', 'customer']) {
    await index(`${table}_tenant_created`, table, ['tenant_id', 'created_time', 'id']);
  }
}
