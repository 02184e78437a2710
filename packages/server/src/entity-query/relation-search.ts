import type { EntityId, EntitySearchDirection, RelationEntityTypeFilter } from '@fleetdeck/model';
import { findRelationsByQuery, relatedEntityIds } from '../relations/query.js';
import type { Db } from '../storage/schema.js';

export interface RelatedSearch {
  roots: EntityId[];
  direction: EntitySearchDirection;
  maxLevel: number;
  fetchLastLevelOnly: boolean;
  filters: RelationEntityTypeFilter[];
}

/**
 * The entities the relations query and the *SearchQuery filters read: the relation search engine of the relations
 * API (breadth-first over COMMON relations), run from each root, answered as ids grouped by entity type.
 */
export async function searchRelated(db: Db, search: RelatedSearch): Promise<Map<string, Set<string>>> {
  const result = new Map<string, Set<string>>();
  for (const root of search.roots) {
    const relations = await findRelationsByQuery(db, {
      parameters: {
        rootId: root.id,
        rootType: root.entityType,
        direction: search.direction,
        maxLevel: search.maxLevel,
        fetchLastLevelOnly: search.fetchLastLevelOnly,
      },
      filters: search.filters,
    });
    for (const entity of relatedEntityIds(relations, search.direction)) {
      const ids = result.get(entity.entityType) ?? new Set<string>();
      ids.add(entity.id);
      result.set(entity.entityType, ids);
    }
  }
  return result;
}
