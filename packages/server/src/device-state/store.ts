import type { Db } from '../storage/schema.js';

/** The ids of the devices whose server-scope boolean attribute of that key is true (the ones left active). */
export async function findDevicesWithFlag(db: Db, key: string): Promise<string[]> {
  const rows = await db
    .selectFrom('attribute_kv')
    .select('entity_id')
    .where('entity_type', '=', 'DEVICE')
    .where('attribute_type', '=', 'SERVER_SCOPE')
    .where('attribute_key', '=', key)
    .where('bool_v', '=', 1)
    .execute();
  return rows.map((row) => row.entity_id);
}

export async function deviceExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('device').select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}

/** What the device state messages tell of a device: whose it is, its name and type. */
export function findDeviceSummary(db: Db, id: string) {
  return db
    .selectFrom('device')
    .select(['tenant_id', 'customer_id', 'name', 'type'])
    .where('id', '=', id)
    .executeTakeFirst();
}
