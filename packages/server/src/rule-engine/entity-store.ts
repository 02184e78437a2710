import type { EntityId } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import { entityKind } from '../entities/registry.js';
import type { Db } from '../storage/schema.js';

// biome-ignore lint/suspicious/noExplicitAny: the registry names tables and columns as data, not as static types
type AnyDb = Kysely<any>;

/**
 * The entity's fields by their names in the platform's entity field data (name, type, label, email, title, …, as
 * the kind's entity data query names them), with its id; null for a kind without fields or a missing entity.
 */
export async function findEntityFields(db: Db, entityId: EntityId): Promise<Record<string, unknown> | null> {
  const kind = entityKind(entityId.entityType);
  if (!kind?.query) return null;
  const fields = Object.entries(kind.query.fields);
  const row = (await (db as unknown as AnyDb)
    .selectFrom(kind.table)
    .select(['id', ...new Set(fields.map(([, column]) => column))])
    .where('id', '=', entityId.id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return null;
  return Object.fromEntries([['id', row.id], ...fields.map(([field, column]) => [field, row[column]])]);
}

/** The types of the devices among the ids, by id. */
export async function findDeviceTypes(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('device').select(['id', 'type']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.type]));
}

/** Assigns the entity to the customer (NULL_UUID unassigns it); false for a kind no customer can own. */
export async function setEntityCustomer(db: Db, entityId: EntityId, customerId: string): Promise<boolean> {
  const kind = entityKind(entityId.entityType);
  if (!kind?.customerColumn) return false;
  await (db as unknown as AnyDb)
    .updateTable(kind.table)
    .set({ [kind.customerColumn]: customerId })
    .where('id', '=', entityId.id)
    .execute();
  return true;
}

/** The tenant's entity of a kind by its name (a customer by title, a user by email), or null. */
export async function findEntityIdByName(
  db: Db,
  tenantId: string,
  entityType: string,
  name: string,
): Promise<EntityId | null> {
  if (entityType === 'TENANT') return { entityType: 'TENANT', id: tenantId };
  const kind = entityKind(entityType);
  if (!kind?.tenantColumn) return null;
  const row = (await (db as unknown as AnyDb)
    .selectFrom(kind.table)
    .select('id')
    .where(kind.tenantColumn, '=', tenantId)
    .where(kind.nameColumn, '=', name)
    .executeTakeFirst()) as { id: string } | undefined;
  return row ? { entityType: kind.entityType, id: row.id } : null;
}
