import type { EntityId, EntityRelationInfo, EntitySearchDirection } from '@fleetdeck/model';

/** One line of the relations table: the relation seen from the current entity. */
export interface RelationRow {
  relation: EntityRelationInfo;
  /** the entity at the other end */
  other: EntityId;
  otherName: string;
  type: string;
}

/** Outbound relations show where they point; inbound ones where they come from. */
export function relationRows(
  relations: readonly EntityRelationInfo[],
  direction: EntitySearchDirection,
): RelationRow[] {
  return relations
    .map((relation) =>
      direction === 'FROM'
        ? { relation, other: relation.to, otherName: relation.toName ?? '', type: relation.type }
        : { relation, other: relation.from, otherName: relation.fromName ?? '', type: relation.type },
    )
    .sort((a, b) => a.type.localeCompare(b.type) || a.otherName.localeCompare(b.otherName));
}

export function relationKey(relation: EntityRelationInfo): string {
  return `${relation.from.id}|${relation.type}|${relation.typeGroup}|${relation.to.id}`;
}
