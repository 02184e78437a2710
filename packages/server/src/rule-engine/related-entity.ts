import type { EntityId, EntitySearchDirection, RelationEntityTypeFilter } from '@fleetdeck/model';
import { ENTITY_TYPES, type EntityType } from '@fleetdeck/model';
import { findRelationsByQuery, relatedEntityIds } from '../relations/query.js';
import type { Db } from '../storage/schema.js';
import { booleanOf, stringListOf, stringOf } from './configuration.js';
import { findDeviceTypes } from './entity-store.js';

const directionOf = (value: unknown): EntitySearchDirection => (value === 'TO' ? 'TO' : 'FROM');
const levelOf = (value: unknown): number => (typeof value === 'number' && value > 0 ? value : 1);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function filtersOf(value: unknown): RelationEntityTypeFilter[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((filter) => ({
    relationType: stringOf(filter.relationType) || null,
    entityTypes: stringListOf(filter.entityTypes).filter((type): type is EntityType =>
      (ENTITY_TYPES as readonly string[]).includes(type),
    ),
  }));
}

/**
 * The first entity a node's relations query (`{direction, maxLevel, filters, fetchLastLevelOnly}`) reaches from
 * the root, or null when it reaches none.
 */
export async function firstRelatedEntity(db: Db, root: EntityId, query: unknown): Promise<EntityId | null> {
  const config = isObject(query) ? query : {};
  const direction = directionOf(config.direction);
  const relations = await findRelationsByQuery(db, {
    parameters: {
      rootId: root.id,
      rootType: root.entityType,
      direction,
      maxLevel: levelOf(config.maxLevel),
      fetchLastLevelOnly: booleanOf(config.fetchLastLevelOnly, false),
    },
    filters: filtersOf(config.filters),
  });
  return relatedEntityIds(relations, direction)[0] ?? null;
}

/**
 * The first device a device relations query (`{direction, maxLevel, relationType, deviceTypes,
 * fetchLastLevelOnly}`) reaches whose type is one of deviceTypes, or null.
 */
export async function firstRelatedDevice(db: Db, root: EntityId, query: unknown): Promise<EntityId | null> {
  const config = isObject(query) ? query : {};
  const direction = directionOf(config.direction);
  const relations = await findRelationsByQuery(db, {
    parameters: {
      rootId: root.id,
      rootType: root.entityType,
      direction,
      maxLevel: levelOf(config.maxLevel),
      fetchLastLevelOnly: booleanOf(config.fetchLastLevelOnly, false),
    },
    filters: [{ relationType: stringOf(config.relationType) || null, entityTypes: ['DEVICE'] }],
  });
  const devices = relatedEntityIds(relations, direction);
  const types = await findDeviceTypes(
    db,
    devices.map((device) => device.id),
  );
  const wanted = new Set(stringListOf(config.deviceTypes));
  return devices.find((device) => wanted.has(types.get(device.id) ?? '')) ?? null;
}
