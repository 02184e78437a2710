import type { EntityAliasFilter, EntityAliasFilterType, EntityId } from '@fleetdeck/model';
import { SUBTYPE_MESSAGES } from '../../../components/pickers/entity-types';

/** The filter types in the order the platform's alias editor offers them. */
export const ALIAS_FILTER_TYPES: readonly EntityAliasFilterType[] = [
  'singleEntity',
  'entityList',
  'entityName',
  'entityType',
  'stateEntity',
  'assetType',
  'deviceType',
  'entityViewType',
  'edgeType',
  'apiUsageState',
  'relationsQuery',
  'assetSearchQuery',
  'deviceSearchQuery',
  'entityViewSearchQuery',
  'edgeSearchQuery',
];

const EDGE_FILTER_TYPES: readonly EntityAliasFilterType[] = ['edgeType', 'edgeSearchQuery'];

/** The filter types offered: the edge ones only while edge support is on. */
export function offeredFilterTypes(edgesEnabled: boolean): EntityAliasFilterType[] {
  return ALIAS_FILTER_TYPES.filter((type) => edgesEnabled || !EDGE_FILTER_TYPES.includes(type));
}

export type SubtypeFilterType = 'assetType' | 'deviceType' | 'entityViewType' | 'edgeType';
export type SearchQueryFilterType =
  | 'assetSearchQuery'
  | 'deviceSearchQuery'
  | 'entityViewSearchQuery'
  | 'edgeSearchQuery';

/** Per subtype filter: the kind it narrows and its name-prefix field. */
export const SUBTYPE_FILTERS = {
  assetType: { entityType: 'ASSET', nameFilter: 'assetNameFilter' },
  deviceType: { entityType: 'DEVICE', nameFilter: 'deviceNameFilter' },
  entityViewType: { entityType: 'ENTITY_VIEW', nameFilter: 'entityViewNameFilter' },
  edgeType: { entityType: 'EDGE', nameFilter: 'edgeNameFilter' },
} as const;

/** Per search query: the kind it finds and its subtype list field. */
export const SEARCH_QUERY_FILTERS = {
  assetSearchQuery: { entityType: 'ASSET', typesField: 'assetTypes' },
  deviceSearchQuery: { entityType: 'DEVICE', typesField: 'deviceTypes' },
  entityViewSearchQuery: { entityType: 'ENTITY_VIEW', typesField: 'entityViewTypes' },
  edgeSearchQuery: { entityType: 'EDGE', typesField: 'edgeTypes' },
} as const;

export function isSubtypeFilter(type: EntityAliasFilterType): type is SubtypeFilterType {
  return type in SUBTYPE_FILTERS;
}

export function isSearchQueryFilter(type: EntityAliasFilterType): type is SearchQueryFilterType {
  return type in SEARCH_QUERY_FILTERS;
}

/** The root fields shared by the relations query and the search queries, as the platform's editor starts them. */
function emptyRoot() {
  return {
    rootStateEntity: false,
    stateEntityParamName: null,
    defaultStateEntity: null,
    rootEntity: null,
    direction: 'FROM' as const,
    maxLevel: 1,
    fetchLastLevelOnly: false,
  };
}

/**
 * A new filter of a type, with its fields empty as the platform's editor starts them. The required ones are
 * filled in by the user before the alias can be saved (see aliasFilterError).
 */
export function emptyAliasFilter(type: EntityAliasFilterType, resolveMultiple: boolean): EntityAliasFilter {
  const base = { type, resolveMultiple };
  switch (type) {
    case 'singleEntity':
      return { ...base, singleEntity: null } as unknown as EntityAliasFilter;
    case 'entityList':
      return { ...base, entityType: null, entityList: [] } as unknown as EntityAliasFilter;
    case 'entityName':
      return { ...base, entityType: null, entityNameFilter: '' } as unknown as EntityAliasFilter;
    case 'entityType':
      return { ...base, entityType: null } as unknown as EntityAliasFilter;
    case 'stateEntity':
      return { ...base, type, stateEntityParamName: null, defaultStateEntity: null };
    case 'apiUsageState':
      return { ...base, type };
    case 'relationsQuery':
      return { ...base, type, ...emptyRoot(), filters: [] };
    default:
      if (isSubtypeFilter(type)) {
        return { ...base, [type]: null, [SUBTYPE_FILTERS[type].nameFilter]: '' } as unknown as EntityAliasFilter;
      }
      return {
        ...base,
        ...emptyRoot(),
        relationType: null,
        [SEARCH_QUERY_FILTERS[type].typesField]: [],
      } as unknown as EntityAliasFilter;
  }
}

type Fields = Record<string, unknown>;

function hasEntity(value: unknown): value is EntityId {
  const entity = value as EntityId | null | undefined;
  return Boolean(entity?.entityType && entity.id);
}

/** A default entity is optional, but a type chosen without its entity is not one. */
function defaultEntityError(fields: Fields): string | null {
  const entity = fields.defaultStateEntity as EntityId | null | undefined;
  return entity?.entityType && !entity.id ? 'entity.entity-required' : null;
}

function rootError(fields: Fields): string | null {
  if (fields.rootStateEntity) {
    const error = defaultEntityError(fields);
    if (error) return error;
  } else if (!hasEntity(fields.rootEntity)) return 'alias.root-entity-required';
  const maxLevel = fields.maxLevel;
  if (maxLevel != null && (!Number.isInteger(maxLevel) || (maxLevel as number) < 1))
    return 'alias.max-relation-level-invalid';
  return null;
}

function searchTypesError(type: SearchQueryFilterType, fields: Fields): string | null {
  const { entityType, typesField } = SEARCH_QUERY_FILTERS[type];
  const types = fields[typesField];
  return Array.isArray(types) && types.length > 0 ? null : SUBTYPE_MESSAGES[entityType].listEmpty;
}

/** The first rule a filter breaks, as a message key; null when it can be saved. */
export function aliasFilterError(filter: EntityAliasFilter): string | null {
  const fields = filter as unknown as Fields;
  switch (filter.type) {
    case 'singleEntity':
      return hasEntity(filter.singleEntity) ? null : 'entity.entity-required';
    case 'entityList':
      if (!fields.entityType) return 'entity.type-required';
      return filter.entityList?.length ? null : 'entity.entity-list-empty';
    case 'entityName':
    case 'entityType':
      return fields.entityType ? null : 'entity.type-required';
    case 'stateEntity':
      return defaultEntityError(fields);
    case 'apiUsageState':
      return null;
    case 'relationsQuery':
      return rootError(fields);
    default:
      if (isSubtypeFilter(filter.type)) {
        const { entityType } = SUBTYPE_FILTERS[filter.type];
        const subtype = fields[filter.type];
        return typeof subtype === 'string' && subtype.trim() ? null : SUBTYPE_MESSAGES[entityType].required;
      }
      return rootError(fields) ?? searchTypesError(filter.type, fields);
  }
}

/** The message key naming a filter type, as the platform spells it. */
export function filterTypeLabel(type: EntityAliasFilterType): string {
  return `alias.filter-type-${type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
