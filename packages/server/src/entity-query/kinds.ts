import type { EntityType } from '@fleetdeck/model';
import type { CustomerAssignments, CustomerVisibility } from '../entities/entity-kind.js';
import { ENTITY_KINDS } from '../entities/registry.js';

/** One entity kind as the entity data query reads it: the registry's kinds that have query fields. */
export interface QueryKind {
  entityType: EntityType;
  table: string;
  /** the column compared with the caller's tenant: `tenant_id`, or `id` for the tenant itself */
  tenantColumn: string;
  customerVisibility: CustomerVisibility;
  /** with `owned`: the column compared with the customer user's customer */
  customerColumn?: string;
  /** with `assigned`: the table assigning rows to customers */
  assignments?: CustomerAssignments;
  /** ENTITY_FIELD key → column; `entityType` is answered without a column */
  fields: Readonly<Record<string, string>>;
  /** the column of the entityName filter (case-insensitive prefix) and of the search queries' name */
  nameColumn: string;
  /** the column the deviceType/assetType/... filters and the *SearchQuery type lists compare with */
  typeColumn?: string;
  /** NOT NULL columns: a sort on them is a plain ORDER BY the column, so the database can use its indexes */
  notNullColumns: readonly string[];
}

/** Every filter, key filter, sort and WebSocket subscription works for the kinds listed here. */
export const QUERY_KINDS: readonly QueryKind[] = ENTITY_KINDS.flatMap((kind) =>
  kind.query && kind.tenantColumn
    ? [
        {
          entityType: kind.entityType,
          table: kind.table,
          tenantColumn: kind.tenantColumn,
          customerVisibility: kind.query.customerVisibility,
          customerColumn: kind.customerColumn,
          assignments: kind.query.assignments,
          fields: kind.query.fields,
          nameColumn: kind.nameColumn,
          typeColumn: kind.query.typeColumn,
          notNullColumns: kind.query.notNullColumns,
        },
      ]
    : [],
);

const BY_TYPE = new Map<string, QueryKind>(QUERY_KINDS.map((kind) => [kind.entityType, kind]));

/** The query kind of an entity type, or undefined when the query does not know it: such filters match nothing. */
export function queryKind(entityType: string): QueryKind | undefined {
  return BY_TYPE.get(entityType);
}

/** The filter types that name one kind by a type column, and the fields holding the type and the name prefix. */
export const TYPE_FILTERS: Record<string, { entityType: EntityType; type: string; name: string }> = {
  deviceType: { entityType: 'DEVICE', type: 'deviceType', name: 'deviceNameFilter' },
  assetType: { entityType: 'ASSET', type: 'assetType', name: 'assetNameFilter' },
  entityViewType: { entityType: 'ENTITY_VIEW', type: 'entityViewType', name: 'entityViewNameFilter' },
  edgeType: { entityType: 'EDGE', type: 'edgeType', name: 'edgeNameFilter' },
};

/** The *SearchQuery filter types: the kind they return and the field listing its allowed types. */
export const SEARCH_QUERY_FILTERS: Record<string, { entityType: EntityType; types: string }> = {
  deviceSearchQuery: { entityType: 'DEVICE', types: 'deviceTypes' },
  assetSearchQuery: { entityType: 'ASSET', types: 'assetTypes' },
  entityViewSearchQuery: { entityType: 'ENTITY_VIEW', types: 'entityViewTypes' },
  edgeSearchQuery: { entityType: 'EDGE', types: 'edgeTypes' },
};
