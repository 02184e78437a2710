import { fromJsonText, toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import type { Db } from '../storage/schema.js';

/** The platform's admin settings key of a tenant's repository settings. */
export const REPOSITORY_SETTINGS_KEY = 'entitiesVersionControl';

/** A tenant's own settings row (the system's settings have the null tenant id). */
export async function readTenantSettings<T>(db: Db, tenantId: string, key: string): Promise<T | null> {
  const row = await db
    .selectFrom('admin_settings')
    .select('json_value')
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? fromJsonText<T>(row.json_value) : null;
}

export async function writeTenantSettings<T>(db: Db, tenantId: string, key: string, value: T): Promise<void> {
  const text = toJsonText(value) ?? '{}';
  const updated = await db
    .updateTable('admin_settings')
    .set({ json_value: text })
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  const id = newId();
  await db
    .insertInto('admin_settings')
    .values({ id, created_time: uuidTime(id), tenant_id: tenantId, key, json_value: text })
    .execute();
}

export async function deleteTenantSettings(db: Db, tenantId: string, key: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('admin_settings')
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
