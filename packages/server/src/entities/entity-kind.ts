import type { EntityType } from '@fleetdeck/model';
import type { Database } from '../storage/schema.js';

export type TableName = keyof Database;

/** What a customer user may do with an entity of its tenant: nothing, its own customer's ones, itself, or any. */
export type CustomerScope = 'none' | 'owned' | 'self' | 'any';

/** Who may read and write an entity of the kind through the generic checks (relations, search, entity names). */
export interface EntityAccess {
  /** Kinds the system administrator manages; for users, only those outside any customer. */
  sysAdmin: boolean;
  customerRead: CustomerScope;
  customerWrite: CustomerScope;
  /** An entity of another tenant answers 404 rather than 403, as the platform does for devices. */
  foreignIsNotFound?: boolean;
}

/**
 * How the telemetry API checks access to the kind's time series and attributes (the platform's AccessValidator):
 * `assignable` for tenant records a customer may be given, `customer`, `tenant` and `user` for those records
 * themselves. `notFound` is the plain-text answer for a missing entity.
 */
export interface TelemetryAccess {
  rule: 'assignable' | 'customer' | 'tenant' | 'user';
  notFound: string;
}

/**
 * How a customer user sees the kind in the entity data query: `owned` = only rows of its own customer, `assigned` =
 * only rows assigned to its customer through an assignment table (dashboards), `always` = every row the tenant scope
 * allows (the tenant record itself), `never` = none (tenant-level records like profiles).
 */
export type CustomerVisibility = 'owned' | 'assigned' | 'never' | 'always';

/** Rows of a table that assign the kind's rows to customers, many to many. */
export interface CustomerAssignments {
  table: TableName;
  /** the column holding the id of the kind's row */
  entityColumn: string;
  customerColumn: string;
}

/** What the entity data query reads of the kind. */
export interface EntityQueryFields {
  customerVisibility: CustomerVisibility;
  /** with `assigned`: where the assignments are */
  assignments?: CustomerAssignments;
  /** ENTITY_FIELD key → column; `entityType` is answered without a column */
  fields: Readonly<Record<string, string>>;
  /** the column the deviceType/assetType/... filters and the *SearchQuery type lists compare with */
  typeColumn?: string;
  /** NOT NULL columns: a sort on them is a plain ORDER BY the column, so the database can use its indexes */
  notNullColumns: readonly string[];
}

/** Rows of another table that hang on the kind's rows by a column (credentials, claims, rule nodes). */
export interface DependentRows {
  table: TableName;
  column: string;
}

/** What happens to the kind's rows when their tenant is deleted: they go, with what hangs on them. */
export interface TenantCascade {
  /** deleted first, by the ids of the tenant's rows */
  dependents: readonly DependentRows[];
  /** whether the rows' attributes, time series and relations go too */
  telemetryAndRelations: boolean;
}

/**
 * What happens to the kind's rows when their customer is deleted: `delete` (its users, with their credentials,
 * telemetry and the alarms they raised) or `unassign` (the rows go back to the tenant).
 */
export type CustomerCascade = { action: 'delete'; dependents: readonly DependentRows[] } | { action: 'unassign' };

/** One entity kind, as every generic part of the server knows it. */
export interface EntityKind {
  entityType: EntityType;
  /** The kind's name in the contract's not-found message: `<label> with id [<uuid>] is not found`. */
  label: string;
  table: TableName;
  /** the column naming the entity (entity names, the entityName filter, search queries) */
  nameColumn: string;
  /** The column holding the owning tenant ('id' for the tenant itself), or null for system records. */
  tenantColumn: string | null;
  /** The column holding the owning customer, for kinds a tenant assigns to customers. */
  customerColumn?: string;
  /** sortProperty → column of the kind's own list pages */
  sortColumns: Readonly<Record<string, string>>;
  access: EntityAccess;
  /** absent: the telemetry API answers 500 `Not Implemented!` for the kind, as the platform does */
  telemetryAccess?: TelemetryAccess;
  /** absent for kinds no tenant owns (the tenant itself, tenant profiles) */
  onTenantDelete?: TenantCascade;
  /** absent for kinds no customer owns */
  onCustomerDelete?: CustomerCascade;
  /** absent: the entity data query does not know the kind and its filters match nothing */
  query?: EntityQueryFields;
}

/**
 * A table holding tenant data that is not an entity kind of its own (alarms, settings, queues, RPC, edge events,
 * dashboard assignments): it goes with its tenant, and `onCustomerDelete` says what a deleted customer's rows become:
 * the tenant's again (`unassign`) or nothing (`delete`).
 */
export interface OwnedTable {
  table: TableName;
  onCustomerDelete?: 'unassign' | 'delete';
}
