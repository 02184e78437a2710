import type { EntityId, EntityRelation, EntitySearchDirection, EntityType, RelationTypeGroup } from '@fleetdeck/model';
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

const CHUNK = 500;

/** One level of a relation search: the relations in the group that start (FROM) or end (TO) at the frontier. */
export async function findRelationsOfLevel(
  db: Db,
  frontier: EntityId[],
  direction: EntitySearchDirection,
  typeGroup: RelationTypeGroup,
): Promise<EntityRelation[]> {
  const [idColumn, typeColumn] =
    direction === 'FROM' ? (['from_id', 'from_type'] as const) : (['to_id', 'to_type'] as const);
  const wanted = new Set(frontier.map((id) => `${id.entityType}:${id.id}`));
  const ids = [...new Set(frontier.map((id) => id.id))];
  const found: EntityRelation[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .selectFrom('relation')
      .selectAll()
      .where(idColumn, 'in', ids.slice(start, start + CHUNK))
      .where('relation_type_group', '=', typeGroup)
      .orderBy('relation_type')
      .orderBy(idColumn)
      .execute();
    for (const row of rows) {
      if (wanted.has(`${row[typeColumn]}:${row[idColumn]}`)) found.push(toRelation(row));
    }
  }
  return found;
}

/** Creates the relation, or replaces the additional info of the one with the same key, in one transaction. */
export async function saveRelationRow(db: Db, key: RelationKey, additionalInfo: string | null): Promise<void> {
  const { from, to, typeGroup } = key;
  await db.transaction().execute(async (trx) => {
    if (await findRelation(trx, key)) {
      await trx
        .updateTable('relation')
        .set({ additional_info: additionalInfo })
        .where('from_id', '=', from.id)
        .where('from_type', '=', from.entityType)
        .where('to_id', '=', to.id)
        .where('to_type', '=', to.entityType)
        .where('relation_type_group', '=', typeGroup)
        .where('relation_type', '=', key.type)
        .execute();
      return;
    }
    await trx
      .insertInto('relation')
      .values({
        from_id: from.id,
        from_type: from.entityType,
        to_id: to.id,
        to_type: to.entityType,
        relation_type_group: typeGroup,
        relation_type: key.type,
        additional_info: additionalInfo,
      })
      .execute();
  });
}

/** Deletes the relation; answers whether there was one. */
export async function deleteRelationRow(db: Db, key: RelationKey): Promise<boolean> {
  const result = await db
    .deleteFrom('relation')
    .where('from_id', '=', key.from.id)
    .where('from_type', '=', key.from.entityType)
    .where('to_id', '=', key.to.id)
    .where('to_type', '=', key.to.entityType)
    .where('relation_type_group', '=', key.typeGroup)
    .where('relation_type', '=', key.type)
    .executeTakeFirst();
  return Number(result.numDeletedRows) !== 0;
}

export async function insertRelation(db: Db, row: RelationRow): Promise<void> {
  await db.insertInto('relation').values(row).execute();
}
