import type { EntityId } from '@fleetdeck/model';
import type { Db } from '../storage/schema.js';

export interface RelationEntityFilter {
  /** null or empty: any relation type */
  relationType: string | null;
  /** null or empty: any entity type */
  entityTypes: readonly string[] | null;
}

export interface RelationSearch {
  roots: EntityId[];
  direction: 'FROM' | 'TO';
  /** 0 or less: no limit (bounded by MAX_LEVEL) */
  maxLevel: number;
  fetchLastLevelOnly: boolean;
  /** an entity is found when the relation leading to it matches one of these; none = every related entity */
  filters: RelationEntityFilter[];
}

/** Guards an unbounded search over a cyclic graph; each entity is expanded once anyway. */
const MAX_LEVEL = 50;
const CHUNK = 500;

interface Edge {
  relationType: string;
  target: EntityId;
}

function matches(filters: RelationEntityFilter[], edge: Edge): boolean {
  if (filters.length === 0) return true;
  return filters.some(
    (filter) =>
      (!filter.relationType || filter.relationType === edge.relationType) &&
      (!filter.entityTypes?.length || filter.entityTypes.includes(edge.target.entityType)),
  );
}

const key = (id: EntityId) => `${id.entityType}:${id.id}`;

async function edgesFrom(db: Db, direction: 'FROM' | 'TO', frontier: EntityId[]): Promise<Map<string, Edge[]>> {
  const edges = new Map<string, Edge[]>();
  for (let i = 0; i < frontier.length; i += CHUNK) {
    const ids = frontier.slice(i, i + CHUNK).map((entity) => entity.id);
    const rows = await db
      .selectFrom('relation')
      .select(['from_id', 'from_type', 'to_id', 'to_type', 'relation_type'])
      .where('relation_type_group', '=', 'COMMON')
      .where(direction === 'FROM' ? 'from_id' : 'to_id', 'in', ids)
      .execute();
    for (const row of rows) {
      const source = direction === 'FROM' ? `${row.from_type}:${row.from_id}` : `${row.to_type}:${row.to_id}`;
      const target =
        direction === 'FROM'
          ? { entityType: row.to_type, id: row.to_id }
          : { entityType: row.from_type, id: row.from_id };
      const list = edges.get(source) ?? [];
      list.push({ relationType: row.relation_type, target: target as EntityId });
      edges.set(source, list);
    }
  }
  return edges;
}

/**
 * The entities related to the roots, breadth-first over COMMON relations up to maxLevel, as the platform's
 * relations query finds them: traversal follows every relation, the filters decide which entities are answered
 * (by the relation that leads to them), and fetchLastLevelOnly keeps those at maxLevel or with no further matching
 * relation. Answers ids grouped by entity type.
 */
export async function searchRelated(db: Db, search: RelationSearch): Promise<Map<string, Set<string>>> {
  const maxLevel = search.maxLevel > 0 ? Math.min(search.maxLevel, MAX_LEVEL) : MAX_LEVEL;
  const level = new Map<string, number>();
  const found = new Map<string, EntityId>();
  const outgoing = new Map<string, Edge[]>();
  for (const root of search.roots) level.set(key(root), 0);
  let frontier = [...search.roots];
  for (let depth = 1; depth <= maxLevel && frontier.length > 0; depth++) {
    const edges = await edgesFrom(db, search.direction, frontier);
    const next: EntityId[] = [];
    for (const source of frontier) {
      const list = edges.get(key(source)) ?? [];
      outgoing.set(key(source), list);
      for (const edge of list) {
        const target = key(edge.target);
        if (matches(search.filters, edge)) found.set(target, edge.target);
        if (!level.has(target)) {
          level.set(target, depth);
          next.push(edge.target);
        }
      }
    }
    frontier = next;
  }
  const result = new Map<string, Set<string>>();
  for (const [targetKey, entity] of found) {
    if (search.fetchLastLevelOnly) {
      const atLastLevel = level.get(targetKey) === maxLevel;
      const goesOn = (outgoing.get(targetKey) ?? []).some((edge) => matches(search.filters, edge));
      if (!atLastLevel && goesOn) continue;
    }
    const ids = result.get(entity.entityType) ?? new Set<string>();
    ids.add(entity.id);
    result.set(entity.entityType, ids);
  }
  return result;
}
