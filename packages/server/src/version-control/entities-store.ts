import type { EntityType } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import type { EntityKind } from '../entities/entity-kind.js';
import { entityKind } from '../entities/registry.js';
import type { Db } from '../storage/schema.js';

// biome-ignore lint/suspicious/noExplicitAny: the registry names tables and columns as data, not as static types
type AnyDb = Kysely<any>;

/** The ids of the tenant's entities of a kind. */
export async function tenantEntityIds(db: Db, entityType: EntityType, tenantId: string): Promise<string[]> {
  const kind = entityKind(entityType);
  if (!kind?.tenantColumn) return [];
  const rows = await (db as AnyDb)
    .selectFrom(kind.table)
    .select('id')
    .where(kind.tenantColumn, '=', tenantId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id as string);
}

/** The id of the tenant's entity of a kind whose column holds the value, if any. */
export async function findTenantEntity(
  db: Db,
  kind: EntityKind,
  tenantId: string,
  column: string,
  value: string,
): Promise<string | null> {
  if (!kind.tenantColumn) return null;
  const row = await (db as AnyDb)
    .selectFrom(kind.table)
    .select('id')
    .where(kind.tenantColumn, '=', tenantId)
    .where(column, '=', value)
    .executeTakeFirst();
  return (row?.id as string | undefined) ?? null;
}

/** The external id of an entity of a kind that carries one, null when it has none. */
export async function findExternalId(db: Db, kind: EntityKind, id: string): Promise<string | null> {
  const row = await (db as AnyDb).selectFrom(kind.table).select('external_id').where('id', '=', id).executeTakeFirst();
  return (row?.external_id as string | null | undefined) ?? null;
}
