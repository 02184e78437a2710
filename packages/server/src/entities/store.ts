import type { EntityId, EntitySubtype, EntityType } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import type { Owner } from '../common/owned-entities.js';
import type { Db } from '../storage/schema.js';
import type { EntityKind } from './entity-kind.js';
import { entityKind } from './registry.js';

/** The owner and name of one stored entity, as the generic checks need them. */
export interface EntityRecord {
  entityType: EntityType;
  id: string;
  name: string;
  tenantId: string | null;
  customerId: string | null;
}

export function entityKey(id: EntityId): string {
  return `${id.entityType}:${id.id}`;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry names tables and columns as data, not as static types
type AnyDb = Kysely<any>;

const CHUNK = 500;

/** Loads the records of many entities, a query per kind (and per 500 ids); unknown kinds and missing ids are absent. */
export async function loadEntities(db: Db, ids: readonly EntityId[]): Promise<Map<string, EntityRecord>> {
  const byType = new Map<EntityType, Set<string>>();
  for (const id of ids) {
    if (!entityKind(id.entityType)) continue;
    const set = byType.get(id.entityType) ?? new Set<string>();
    byType.set(id.entityType, set);
    set.add(id.id);
  }
  const records = new Map<string, EntityRecord>();
  for (const [entityType, set] of byType) {
    const kind = entityKind(entityType);
    if (!kind) continue;
    const all = [...set];
    for (let start = 0; start < all.length; start += CHUNK) {
      const chunk = all.slice(start, start + CHUNK);
      const rows = await (db as unknown as AnyDb)
        .selectFrom(kind.table)
        .select([
          'id',
          `${kind.nameColumn} as name`,
          ...(kind.tenantColumn ? [`${kind.tenantColumn} as tenant_id`] : []),
          ...(kind.customerColumn ? [`${kind.customerColumn} as customer_id`] : []),
        ])
        .where('id', 'in', chunk)
        .execute();
      for (const row of rows as Array<Record<string, string | null>>) {
        const record: EntityRecord = {
          entityType,
          id: row.id as string,
          name: row.name ?? '',
          tenantId: kind.tenantColumn ? (row.tenant_id ?? null) : null,
          customerId: kind.customerColumn ? (row.customer_id ?? null) : null,
        };
        records.set(entityKey(record as unknown as EntityId), record);
      }
    }
  }
  return records;
}

/** The distinct types of a tenant's entities of one kind with a type column, sorted (EntitySubtype[]). */
export async function entitySubtypes(db: Db, kind: EntityKind, tenantId: string): Promise<EntitySubtype[]> {
  const rows: Array<{ type: string }> = await (db as unknown as AnyDb)
    .selectFrom(kind.table)
    .select('type')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .orderBy('type')
    .execute();
  return rows.map((row) => ({
    tenantId: { entityType: 'TENANT', id: tenantId },
    entityType: kind.entityType,
    type: row.type,
  }));
}

/** The owner's entities of a kind with a type column among the ids, of the wanted types, in no particular order. */
export async function findOwnedOfTypes(
  db: Db,
  kind: EntityKind,
  owner: Owner,
  ids: readonly string[],
  types: readonly string[],
): Promise<Array<{ id: string }>> {
  const rows: Array<{ id: string }> = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    let select = (db as unknown as AnyDb)
      .selectFrom(kind.table)
      .selectAll()
      .where('tenant_id', '=', owner.tenantId)
      .where('id', 'in', ids.slice(start, start + CHUNK))
      .where('type', 'in', types);
    if (owner.customerId) select = select.where('customer_id', '=', owner.customerId);
    rows.push(...((await select.execute()) as Array<{ id: string }>));
  }
  return rows;
}
