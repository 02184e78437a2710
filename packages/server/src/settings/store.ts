import {
  type AdminSettings,
  DEFAULT_PASSWORD_POLICY,
  type GeneralSettings,
  type MailSettings,
  NULL_UUID,
  type SecuritySettings,
} from '@fleetdeck/model';
import { fromJsonText, toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import type { Db } from '../storage/schema.js';

/** Settings kept in the same table that no settings call may read or write. */
export const INTERNAL_SETTINGS_KEYS = new Set(['jwtSigningKey', 'securitySettings', 'installation', 'oauth2']);

export async function readSettings<T>(db: Db, key: string): Promise<AdminSettings<T> | null> {
  const row = await db
    .selectFrom('admin_settings')
    .selectAll()
    .where('tenant_id', '=', NULL_UUID)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    key: row.key,
    jsonValue: fromJsonText<T>(row.json_value) as T,
  };
}

export async function writeSettings<T>(db: Db, key: string, jsonValue: T): Promise<AdminSettings<T>> {
  const existing = await readSettings<T>(db, key);
  const text = toJsonText(jsonValue) ?? '{}';
  if (existing?.id) {
    await db.updateTable('admin_settings').set({ json_value: text }).where('id', '=', existing.id.id).execute();
    return { ...existing, jsonValue };
  }
  const id = newId();
  const createdTime = uuidTime(id);
  await db
    .insertInto('admin_settings')
    .values({ id, created_time: createdTime, tenant_id: NULL_UUID, key, json_value: text })
    .execute();
  return { id: { id }, createdTime, tenantId: { entityType: 'TENANT', id: NULL_UUID }, key, jsonValue };
}

export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = {
  passwordPolicy: DEFAULT_PASSWORD_POLICY,
  maxFailedLoginAttempts: null,
  userLockoutNotificationEmail: null,
};

export async function readSecuritySettings(db: Db): Promise<SecuritySettings> {
  const stored = await readSettings<SecuritySettings>(db, 'securitySettings');
  return stored ? { ...DEFAULT_SECURITY_SETTINGS, ...stored.jsonValue } : DEFAULT_SECURITY_SETTINGS;
}

export async function readGeneralSettings(db: Db): Promise<GeneralSettings> {
  const stored = await readSettings<GeneralSettings>(db, 'general');
  return stored?.jsonValue ?? { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false };
}

export async function readMailSettings(db: Db): Promise<MailSettings | null> {
  return (await readSettings<MailSettings>(db, 'mail'))?.jsonValue ?? null;
}
