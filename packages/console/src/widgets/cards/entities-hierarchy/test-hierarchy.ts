import type { EntityRelationInfo, EntityType } from '@fleetdeck/model';

/** A `Contains` relation from one entity to another, as `POST /api/relations/info` answers it. */
export function containsRelation(
  from: { id: string; type: EntityType; name: string },
  to: { id: string; type: EntityType; name: string },
): EntityRelationInfo {
  return {
    from: { entityType: from.type, id: from.id },
    to: { entityType: to.type, id: to.id },
    type: 'Contains',
    typeGroup: 'COMMON',
    additionalInfo: null,
    fromName: from.name,
    toName: to.name,
  } as EntityRelationInfo;
}
