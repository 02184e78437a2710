import type { EntityType } from '@fleetdeck/model';

/**
 * How a customer user sees a kind: `owned` = only rows of its own customer (customerColumn), `always` = every row
 * the tenant scope allows (the tenant record itself), `never` = none (tenant-level records like profiles).
 */
export type CustomerVisibility = 'owned' | 'always' | 'never';

/** One entity kind the entity data query can read: its table, scope columns and ENTITY_FIELD keys (contract §8). */
export interface EntityKind {
  entityType: EntityType;
  table: string;
  /** the column compared with the caller's tenant: `tenant_id`, or `id` for the tenant itself */
  tenantColumn: string;
  customerVisibility: CustomerVisibility;
  /** with `owned`: the column compared with the customer user's customer */
  customerColumn?: string;
  /** ENTITY_FIELD key → column; `entityType` is answered without a column */
  fields: Record<string, string>;
  /** the column of the entityName filter (case-insensitive prefix) and of the search queries' name */
  nameColumn: string;
  /** the column the deviceType/assetType/... filters and the *SearchQuery type lists compare with */
  typeColumn?: string;
  /** NOT NULL columns: a sort on them is a plain ORDER BY the column, so the database can use its indexes */
  notNullColumns: string[];
}

const CONTACT_FIELDS = {
  email: 'email',
  country: 'country',
  state: 'state',
  city: 'city',
  address: 'address',
  address2: 'address2',
  zip: 'zip',
  phone: 'phone',
};

/**
 * The table of kinds. Adding a kind (a dashboard, say) is one entry here; every filter, key
 * filter, sort and the WebSocket subscriptions then work for it.
 */
export const ENTITY_KINDS: readonly EntityKind[] = [
  {
    entityType: 'TENANT',
    table: 'tenant',
    tenantColumn: 'id',
    customerVisibility: 'always',
    fields: {
      createdTime: 'created_time',
      title: 'title',
      name: 'title',
      label: 'title',
      region: 'region',
      additionalInfo: 'additional_info',
      ...CONTACT_FIELDS,
    },
    nameColumn: 'title',
    notNullColumns: ['created_time', 'title'],
  },
  {
    entityType: 'CUSTOMER',
    table: 'customer',
    tenantColumn: 'tenant_id',
    customerVisibility: 'owned',
    customerColumn: 'id',
    fields: {
      createdTime: 'created_time',
      title: 'title',
      name: 'title',
      label: 'title',
      additionalInfo: 'additional_info',
      ...CONTACT_FIELDS,
    },
    nameColumn: 'title',
    notNullColumns: ['created_time', 'title'],
  },
  {
    entityType: 'USER',
    table: 'tb_user',
    tenantColumn: 'tenant_id',
    customerVisibility: 'owned',
    customerColumn: 'customer_id',
    fields: {
      createdTime: 'created_time',
      firstName: 'first_name',
      lastName: 'last_name',
      email: 'email',
      name: 'email',
      label: 'email',
      title: 'email',
      additionalInfo: 'additional_info',
    },
    nameColumn: 'email',
    notNullColumns: ['created_time', 'email'],
  },
  {
    entityType: 'DEVICE',
    table: 'device',
    tenantColumn: 'tenant_id',
    customerVisibility: 'owned',
    customerColumn: 'customer_id',
    fields: {
      createdTime: 'created_time',
      name: 'name',
      type: 'type',
      label: 'label',
      additionalInfo: 'additional_info',
    },
    nameColumn: 'name',
    typeColumn: 'type',
    notNullColumns: ['created_time', 'name', 'type'],
  },
  {
    entityType: 'ASSET',
    table: 'asset',
    tenantColumn: 'tenant_id',
    customerVisibility: 'owned',
    customerColumn: 'customer_id',
    fields: {
      createdTime: 'created_time',
      name: 'name',
      type: 'type',
      label: 'label',
      additionalInfo: 'additional_info',
    },
    nameColumn: 'name',
    typeColumn: 'type',
    notNullColumns: ['created_time', 'name', 'type'],
  },
  {
    entityType: 'ENTITY_VIEW',
    table: 'entity_view',
    tenantColumn: 'tenant_id',
    customerVisibility: 'owned',
    customerColumn: 'customer_id',
    fields: { createdTime: 'created_time', name: 'name', type: 'type', additionalInfo: 'additional_info' },
    nameColumn: 'name',
    typeColumn: 'type',
    notNullColumns: ['created_time', 'name', 'type'],
  },
  {
    entityType: 'EDGE',
    table: 'edge',
    tenantColumn: 'tenant_id',
    customerVisibility: 'owned',
    customerColumn: 'customer_id',
    fields: {
      createdTime: 'created_time',
      name: 'name',
      type: 'type',
      label: 'label',
      additionalInfo: 'additional_info',
    },
    nameColumn: 'name',
    typeColumn: 'type',
    notNullColumns: ['created_time', 'name', 'type'],
  },
  {
    entityType: 'DEVICE_PROFILE',
    table: 'device_profile',
    tenantColumn: 'tenant_id',
    customerVisibility: 'never',
    fields: { createdTime: 'created_time', name: 'name', type: 'type' },
    nameColumn: 'name',
    notNullColumns: ['created_time', 'name', 'type'],
  },
  {
    entityType: 'RULE_CHAIN',
    table: 'rule_chain',
    tenantColumn: 'tenant_id',
    customerVisibility: 'never',
    fields: { createdTime: 'created_time', name: 'name', additionalInfo: 'additional_info' },
    nameColumn: 'name',
    notNullColumns: ['created_time', 'name'],
  },
];

const BY_TYPE = new Map<string, EntityKind>(ENTITY_KINDS.map((kind) => [kind.entityType, kind]));

/** The kind of an entity type, or undefined when its table does not exist (yet): such filters match nothing. */
export function entityKind(entityType: string): EntityKind | undefined {
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
