import type { EntityId, EntityType } from '../ids.js';

export const RELATION_TYPE_GROUPS = [
  'COMMON',
  'ALARM',
  'DASHBOARD',
  'RULE_CHAIN',
  'RULE_NODE',
  'EDGE',
  'EDGE_AUTO_ASSIGN_RULE_CHAIN',
] as const;
export type RelationTypeGroup = (typeof RELATION_TYPE_GROUPS)[number];

/** The relation types the console offers; any other text is accepted too. */
export const RELATION_TYPES = ['Contains', 'Manages'] as const;

export const ENTITY_SEARCH_DIRECTIONS = ['FROM', 'TO'] as const;
export type EntitySearchDirection = (typeof ENTITY_SEARCH_DIRECTIONS)[number];

/** A directed, typed link between two entities. */
export interface EntityRelation {
  from: EntityId;
  to: EntityId;
  type: string;
  typeGroup: RelationTypeGroup;
  additionalInfo: Record<string, unknown> | null;
}

export interface EntityRelationInfo extends EntityRelation {
  fromName: string | null;
  toName: string | null;
}

/** Where a relation search starts and how far it goes (maxLevel 0 or less: no limit). */
export interface RelationsSearchParameters {
  rootId: string;
  rootType: EntityType;
  direction: EntitySearchDirection;
  relationTypeGroup?: RelationTypeGroup | null;
  maxLevel?: number;
  fetchLastLevelOnly?: boolean;
}

export interface RelationEntityTypeFilter {
  relationType?: string | null;
  entityTypes?: EntityType[] | null;
}

/** The body of POST /api/relations and /api/relations/info. */
export interface EntityRelationsQuery {
  parameters: RelationsSearchParameters;
  filters: RelationEntityTypeFilter[];
}

/** The search bodies of POST /api/devices, /api/assets, /api/entityViews and /api/edges. */
export interface EntitySearchQuery {
  parameters: RelationsSearchParameters;
  relationType?: string | null;
}

export interface DeviceSearchQuery extends EntitySearchQuery {
  deviceTypes: string[];
}
