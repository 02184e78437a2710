import type { EntityId, EntityType } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import type { Db } from '../storage/schema.js';
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
