import type { EntityId, EntityRelation, EntityType, RelationTypeGroup } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromJsonText } from '../common/json.js';
import type { Db, RelationTable } from '../storage/schema.js';

export type RelationRow = Selectable<RelationTable>;

export function toRelation(row: RelationRow): EntityRelation {
  return {
    from: { entityType: row.from_type as EntityType, id: row.from_id },
    to: { entityType: row.to_type as EntityType, id: row.to_id },
    type: row.relation_type,
    typeGroup: row.relation_type_group as RelationTypeGroup,
    additionalInfo: fromJsonText(row.additional_info),
  };
}

export function relationKey(relation: EntityRelation): string {
  const { from, to } = relation;
  return `${from.entityType}:${from.id}|${relation.typeGroup}|${relation.type}|${to.entityType}:${to.id}`;
}

/** One relation, identified by both ends, its group and its type. */
export interface RelationKey {
  from: EntityId;
  to: EntityId;
  type: string;
  typeGroup: RelationTypeGroup;
}

export function findRelation(db: Db, key: RelationKey): Promise<RelationRow | undefined> {
  return db
    .selectFrom('relation')
    .selectAll()
    .where('from_id', '=', key.from.id)
    .where('from_type', '=', key.from.entityType)
    .where('to_id', '=', key.to.id)
    .where('to_type', '=', key.to.entityType)
    .where('relation_type_group', '=', key.typeGroup)
    .where('relation_type', '=', key.type)
    .executeTakeFirst();
}

/** Relations starting (direction FROM) or ending (TO) at one entity, in one group, optionally of one type. */
export async function findRelationsOf(
  db: Db,
  entity: EntityId,
  direction: 'FROM' | 'TO',
  typeGroup: RelationTypeGroup,
  type?: string,
): Promise<RelationRow[]> {
  const [idColumn, typeColumn] =
    direction === 'FROM' ? (['from_id', 'from_type'] as const) : (['to_id', 'to_type'] as const);
  let query = db
    .selectFrom('relation')
    .selectAll()
    .where(idColumn, '=', entity.id)
    .where(typeColumn, '=', entity.entityType)
    .where('relation_type_group', '=', typeGroup);
  if (type !== undefined) query = query.where('relation_type', '=', type);
  return query
    .orderBy('relation_type')
    .orderBy(direction === 'FROM' ? 'to_id' : 'from_id')
    .execute();
}

export async function deleteRelationsOfEntity(db: Db, entityId: string): Promise<void> {
  await db
    .deleteFrom('relation')
    .where((eb) => eb.or([eb('from_id', '=', entityId), eb('to_id', '=', entityId)]))
    .execute();
}
