import type { EntityId } from '@fleetdeck/model';
import type { Db } from '../storage/schema.js';

/** The COMMON-group relations a relation node creates and deletes. */
const GROUP = 'COMMON';

export async function addCommonRelation(db: Db, from: EntityId, to: EntityId, type: string): Promise<void> {
  await db
    .insertInto('relation')
    .values({
      from_id: from.id,
      from_type: from.entityType,
      to_id: to.id,
      to_type: to.entityType,
      relation_type_group: GROUP,
      relation_type: type,
      additional_info: null,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function deleteCommonRelation(db: Db, from: EntityId, to: EntityId, type: string): Promise<void> {
  await db
    .deleteFrom('relation')
    .where('from_id', '=', from.id)
    .where('from_type', '=', from.entityType)
    .where('to_id', '=', to.id)
    .where('to_type', '=', to.entityType)
    .where('relation_type_group', '=', GROUP)
    .where('relation_type', '=', type)
    .execute();
}

/**
 * Deletes every relation of the type that ends at the entity (direction FROM: from anything to it) or starts there
 * (TO: from it to anything).
 */
export async function deleteCommonRelationsOf(
  db: Db,
  entity: EntityId,
  direction: 'FROM' | 'TO',
  type: string,
): Promise<void> {
  const [idColumn, typeColumn] =
    direction === 'FROM' ? (['to_id', 'to_type'] as const) : (['from_id', 'from_type'] as const);
  await db
    .deleteFrom('relation')
    .where(idColumn, '=', entity.id)
    .where(typeColumn, '=', entity.entityType)
    .where('relation_type_group', '=', GROUP)
    .where('relation_type', '=', type)
    .execute();
}
