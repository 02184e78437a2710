import type {
  EntityId,
  EntityRelation,
  EntitySearchDirection,
  EntityType,
  RelationEntityTypeFilter,
  RelationTypeGroup,
} from '@fleetdeck/model';
import type { Db } from '../storage/schema.js';
import { findRelationsOfLevel, relationKey } from './store.js';

/** A relation search as the engine takes it: already parsed and checked (see service.ts parseRelationsQuery). */
export interface RelationSearch {
  parameters: {
    rootId: string;
    rootType: EntityType;
    direction: EntitySearchDirection;
    relationTypeGroup?: RelationTypeGroup | null;
    /** Levels to follow; 0 or less follows every level. */
    maxLevel?: number | null;
    fetchLastLevelOnly?: boolean | null;
  };
  filters?: RelationEntityTypeFilter[] | null;
}

function idKey(id: EntityId): string {
  return `${id.entityType}:${id.id}`;
}

/** The far end of a relation, seen from the side the search started on. */
export function farEnd(relation: EntityRelation, direction: EntitySearchDirection): EntityId {
  return direction === 'FROM' ? relation.to : relation.from;
}

function matches(
  filter: RelationEntityTypeFilter,
  relation: EntityRelation,
  direction: EntitySearchDirection,
): boolean {
  if (filter.relationType && filter.relationType !== relation.type) return false;
  if (!filter.entityTypes || filter.entityTypes.length === 0) return true;
  return filter.entityTypes.includes(farEnd(relation, direction).entityType);
}

/**
 * The relations a search reaches, level by level from the root. An entity is expanded once only, so cycles end; as
 * in the platform the root itself is not marked visited up front, a missing group means COMMON, and with
 * fetchLastLevelOnly only the relations of the deepest allowed level are kept (all of them when no level limit is
 * set). A relation is kept when it matches any filter (relation type, far-end entity type); no filters keep all.
 */
export async function findRelationsByQuery(db: Db, search: RelationSearch): Promise<EntityRelation[]> {
  const { parameters } = search;
  const direction = parameters.direction;
  const typeGroup = parameters.relationTypeGroup ?? 'COMMON';
  const maxLevel = parameters.maxLevel && parameters.maxLevel > 0 ? parameters.maxLevel : Number.POSITIVE_INFINITY;
  const lastLevelOnly = Boolean(parameters.fetchLastLevelOnly) && Number.isFinite(maxLevel);
  const visited = new Set<string>();
  const kept = new Map<string, EntityRelation>();
  let frontier: EntityId[] = [{ entityType: parameters.rootType, id: parameters.rootId }];
  for (let level = 1; level <= maxLevel && frontier.length > 0; level++) {
    const relations = await findRelationsOfLevel(db, frontier, direction, typeGroup);
    const next: EntityId[] = [];
    for (const relation of relations) {
      if (!lastLevelOnly || level === maxLevel) kept.set(relationKey(relation), relation);
      const child = farEnd(relation, direction);
      const key = idKey(child);
      if (!visited.has(key)) {
        visited.add(key);
        next.push(child);
      }
    }
    frontier = next;
  }
  const filters = search.filters ?? [];
  const all = [...kept.values()];
  if (filters.length === 0) return all;
  return all.filter((relation) => filters.some((filter) => matches(filter, relation, direction)));
}

/** The distinct far ends of the relations a search found, in the order found. */
export function relatedEntityIds(relations: EntityRelation[], direction: EntitySearchDirection): EntityId[] {
  const seen = new Map<string, EntityId>();
  for (const relation of relations) {
    const id = farEnd(relation, direction);
    if (!seen.has(idKey(id))) seen.set(idKey(id), id);
  }
  return [...seen.values()];
}

/**
 * The ids of the entities of one kind an entity search query reaches (POST /api/devices, /api/assets, …): the
 * relation search with one filter for the query's relation type and the wanted entity type.
 */
export async function findRelatedEntityIds(
  db: Db,
  parameters: RelationSearch['parameters'],
  relationType: string | null | undefined,
  entityTypes: EntityType[],
): Promise<string[]> {
  const relations = await findRelationsByQuery(db, {
    parameters,
    filters: [{ relationType: relationType || null, entityTypes }],
  });
  return relatedEntityIds(relations, parameters.direction).map((id) => id.id);
}
