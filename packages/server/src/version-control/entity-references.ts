import type { EntityId } from '@fleetdeck/model';
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
  return (
    (await findTenantEntity(ctx.db, kind, tenantId, 'external_id', ref.id)) ??
    (await findTenantEntity(ctx.db, kind, tenantId, 'id', ref.id))
  );
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
  if (!kind) return ref;
  const external = await findExternalId(ctx.db, kind, ref.id);
  return external ? { entityType: ref.entityType, id: external } : ref;
}
