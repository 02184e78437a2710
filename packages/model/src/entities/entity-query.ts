import type { EntityId, EntityType } from '../ids.js';
import type { SortDirection } from '../page.js';
import type { AlarmInfo, AlarmSearchStatus, AlarmSeverity } from './alarm.js';
import type { EntityKeyValueType, KeyFilterPredicate } from './key-filter.js';
import type { EntitySearchDirection, RelationEntityTypeFilter } from './relation.js';

/** Key kinds of the entity data query. CONSTANT and COUNT exist only in the console. */
export const ENTITY_KEY_TYPES = [
  'ATTRIBUTE',
  'CLIENT_ATTRIBUTE',
  'SHARED_ATTRIBUTE',
  'SERVER_ATTRIBUTE',
  'TIME_SERIES',
  'ENTITY_FIELD',
  'ALARM_FIELD',
  'CONSTANT',
  'COUNT',
] as const;
export type EntityKeyType = (typeof ENTITY_KEY_TYPES)[number];

export interface EntityKey {
  type: EntityKeyType;
  key: string;
}

export interface KeyFilter {
  key: EntityKey;
  valueType: EntityKeyValueType;
  predicate: KeyFilterPredicate;
}

interface SearchQueryFilterFields {
  rootEntity: EntityId;
  relationType: string | null;
  direction: EntitySearchDirection;
  maxLevel?: number;
  fetchLastLevelOnly?: boolean;
}

/** Entity filters of the entity data query, told apart by `type`. */
export type EntityFilter =
  | { type: 'singleEntity'; singleEntity: EntityId }
  | { type: 'entityList'; entityType: EntityType; entityList: string[] }
  | { type: 'entityName'; entityType: EntityType; entityNameFilter: string }
  | { type: 'entityType'; entityType: EntityType }
  | { type: 'deviceType'; deviceType: string; deviceNameFilter?: string | null }
  | { type: 'assetType'; assetType: string; assetNameFilter?: string | null }
  | { type: 'entityViewType'; entityViewType: string; entityViewNameFilter?: string | null }
  | { type: 'edgeType'; edgeType: string; edgeNameFilter?: string | null }
  | { type: 'apiUsageState'; customerId?: EntityId | null }
  | {
      type: 'relationsQuery';
      rootEntity?: EntityId | null;
      direction: EntitySearchDirection;
      filters?: RelationEntityTypeFilter[] | null;
      maxLevel?: number;
      fetchLastLevelOnly?: boolean;
      multiRoot?: boolean;
      multiRootEntitiesType?: EntityType | null;
      multiRootEntityIds?: string[] | null;
    }
  | (SearchQueryFilterFields & { type: 'deviceSearchQuery'; deviceTypes: string[] })
  | (SearchQueryFilterFields & { type: 'assetSearchQuery'; assetTypes: string[] })
  | (SearchQueryFilterFields & { type: 'entityViewSearchQuery'; entityViewTypes: string[] })
  | (SearchQueryFilterFields & { type: 'edgeSearchQuery'; edgeTypes: string[] });

export type EntityFilterType = EntityFilter['type'];

export interface EntityDataSortOrder {
  key: EntityKey;
  direction: SortDirection;
}

export interface EntityDataPageLink {
  pageSize: number;
  page: number;
  textSearch?: string | null;
  sortOrder?: EntityDataSortOrder | null;
  dynamic?: boolean;
}

export interface EntityCountQuery {
  entityFilter: EntityFilter;
  keyFilters?: KeyFilter[] | null;
}

export interface EntityDataQuery extends EntityCountQuery {
  pageLink: EntityDataPageLink;
  entityFields?: EntityKey[] | null;
  latestValues?: EntityKey[] | null;
}

export interface AlarmDataPageLink extends EntityDataPageLink {
  startTs?: number;
  endTs?: number;
  timeWindow?: number;
  typeList?: string[] | null;
  statusList?: AlarmSearchStatus[] | null;
  severityList?: AlarmSeverity[] | null;
  searchPropagatedAlarms?: boolean;
}

export interface AlarmDataQuery extends EntityCountQuery {
  pageLink: AlarmDataPageLink;
  entityFields?: EntityKey[] | null;
  latestValues?: EntityKey[] | null;
  alarmFields?: EntityKey[] | null;
}

/** One value of an entity: always a string, `{ts:0, value:""}` when missing. */
export interface EntityTsValue {
  ts: number;
  value: string;
  count?: number;
}

export type EntityLatestValues = Partial<Record<EntityKeyType, Record<string, EntityTsValue>>>;

export interface EntityData {
  entityId: EntityId;
  /** null in a WebSocket update that only carries time series */
  latest: EntityLatestValues | null;
  /** null in a WebSocket update that only carries latest values */
  timeseries: Record<string, EntityTsValue[]> | null;
}

export interface AlarmData extends AlarmInfo {
  entityId: EntityId;
  latest: EntityLatestValues;
}

/** The answer of `/entitiesQuery/find/keys`. */
export interface EntityQueryKeys {
  timeseries: string[];
  attribute: string[];
}
