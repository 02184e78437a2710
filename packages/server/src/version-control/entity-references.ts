import { type EntityId, VERSIONED_ENTITY_TYPES } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import { entityKind } from '../entities/registry.js';
import { findExternalId, findTenantEntity } from './entities-store.js';

/** A reference a repository file makes to an entity of the tenant that the tenant does not hold. */
export class MissingReference extends Error {
  constructor(readonly target: EntityId) {
    super(`${target.entityType} with external id ${target.id} is not found`);
  }
}

/**
 * The tenant's entity a reference in a repository file stands for: the one loaded from it (same external id), else
 * the one it was saved from (same id); null when the tenant has neither.
 */
export async function tenantEntityOf(ctx: AppContext, tenantId: string, ref: EntityId): Promise<string | null> {
  const kind = entityKind(ref.entityType);
  if (!kind?.tenantColumn) return null;
  const byExternal = hasExternalId(ref) ? await findTenantEntity(ctx.db, kind, tenantId, 'external_id', ref.id) : null;
  return byExternal ?? (await findTenantEntity(ctx.db, kind, tenantId, 'id', ref.id));
}

/** Only the kinds a repository keeps carry an external id (a relation may end at a user or the tenant). */
function hasExternalId(ref: EntityId): boolean {
  return (VERSIONED_ENTITY_TYPES as readonly string[]).includes(ref.entityType);
}

/** As tenantEntityOf, for a reference the load cannot do without. */
export async function requiredTenantEntity(ctx: AppContext, tenantId: string, ref: EntityId): Promise<EntityId> {
  const id = await tenantEntityOf(ctx, tenantId, ref);
  if (!id) throw new MissingReference(ref);
  return { entityType: ref.entityType, id };
}

/** The reference a repository file makes to one of the tenant's entities: its external id when it has one. */
export async function exportedReference(ctx: AppContext, ref: EntityId): Promise<EntityId> {
  const kind = entityKind(ref.entityType);
  if (!kind || !hasExternalId(ref)) return ref;
  const external = await findExternalId(ctx.db, kind, ref.id);
  return external ? { entityType: ref.entityType, id: external } : ref;
}
