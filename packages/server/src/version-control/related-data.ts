import type { AttributeExportData, EntityExportData, EntityId, EntityRelation } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { attributesUpdated } from '../entity-actions/publish.js';
import { deleteRelation, saveRelation } from '../relations/service.js';
import { findRelationsOf, toRelation } from '../relations/store.js';
import { ATTRIBUTE_SCOPES, type AttributeKvEntry } from '../telemetry/kv.js';
import { fromAttributeExport, toAttributeExport } from './attribute-files.js';
import { exportedReference, requiredTenantEntity } from './entity-references.js';

/** The entity's attributes by scope, as the platform's files hold them. */
export async function exportedAttributes(ctx: AppContext, entityId: EntityId) {
  const attributes: Record<string, AttributeExportData[]> = {};
  for (const attribute of await ctx.telemetry.attributes(entityId)) {
    const scope = attribute.scope;
    attributes[scope] = [...(attributes[scope] ?? []), toAttributeExport(attribute)];
  }
  return attributes;
}

/** The entity's common relations both ways, each end named by its external id when it has one. */
export async function exportedRelations(ctx: AppContext, entityId: EntityId): Promise<EntityRelation[]> {
  const rows = [
    ...(await findRelationsOf(ctx.db, entityId, 'FROM', 'COMMON')),
    ...(await findRelationsOf(ctx.db, entityId, 'TO', 'COMMON')),
  ];
  const relations = [];
  for (const relation of rows.map(toRelation)) {
    relations.push({
      ...relation,
      from: await exportedReference(ctx, relation.from),
      to: await exportedReference(ctx, relation.to),
    });
  }
  return relations;
}

/** Saves a file's attributes on the loaded entity, scope by scope, as the attributes API does. */
export async function loadAttributes(
  ctx: AppContext,
  user: SecurityUser,
  entityId: EntityId,
  attributes: NonNullable<EntityExportData['attributes']>,
): Promise<void> {
  for (const scope of ATTRIBUTE_SCOPES) {
    const entries = (attributes[scope] ?? [])
      .map(fromAttributeExport)
      .filter((entry): entry is AttributeKvEntry => entry !== null);
    if (entries.length === 0) continue;
    await ctx.telemetry.saveAttributes(user.tenantId, entityId, scope, entries);
    attributesUpdated(ctx, user, { tenantId: user.tenantId, entityId }, scope, entries);
  }
}

function relationKey(relation: EntityRelation): string {
  return [relation.from.entityType, relation.from.id, relation.to.entityType, relation.to.id, relation.type].join('|');
}

/**
 * Makes the loaded entity's common relations the file's: each end is the tenant's entity its external id stands for
 * (a missing one stops the load), and the entity's relations the file does not hold are removed.
 */
export async function loadRelations(
  ctx: AppContext,
  user: SecurityUser,
  entityId: EntityId,
  exportedId: EntityId,
  relations: EntityRelation[],
): Promise<void> {
  const end = (ref: EntityId) =>
    ref.entityType === exportedId.entityType && ref.id === exportedId.id
      ? Promise.resolve(entityId)
      : requiredTenantEntity(ctx, user.tenantId, ref);
  const wanted = [];
  for (const relation of relations) {
    wanted.push({
      ...relation,
      typeGroup: 'COMMON' as const,
      from: await end(relation.from),
      to: await end(relation.to),
    });
  }
  const keys = new Set(wanted.map(relationKey));
  const current = [
    ...(await findRelationsOf(ctx.db, entityId, 'FROM', 'COMMON')),
    ...(await findRelationsOf(ctx.db, entityId, 'TO', 'COMMON')),
  ].map(toRelation);
  // A relation of the entity to itself is listed both ways: it is removed once.
  const unique = new Map(current.map((relation) => [relationKey(relation), relation]));
  for (const relation of unique.values()) {
    if (!keys.has(relationKey(relation))) await deleteRelation(ctx, user, relation);
  }
  for (const relation of wanted) await saveRelation(ctx, user, relation);
}
