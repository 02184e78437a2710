import { type EntityId, type EntityType, NULL_UUID } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import type { SecurityUser } from '../auth/security-user.js';
import { badRequest, notFound, permissionDenied } from '../http/errors.js';
import type { Db } from '../storage/schema.js';

/** What a customer user may do with an entity of its tenant: nothing, its own customer's ones, itself, or any. */
export type CustomerScope = 'none' | 'owned' | 'self' | 'any';

/**
 * How the generic entity checks (relations, search queries, entity names) find an entity kind in the database.
 * Each resource family that owns a table describes it here, or registers it with registerEntityKind from its own
 * module (assets, entity views, edges, dashboards), so the relation code needs no change when a kind is added.
 */
export interface EntityKind {
  /** The kind's name in the contract's not-found message: `<label> with id [<uuid>] is not found`. */
  label: string;
  table: string;
  nameColumn: string;
  /** The column holding the owning tenant ('id' for the tenant itself), or null for system records. */
  tenantColumn: string | null;
  /** The column holding the owning customer, for kinds a tenant assigns to customers. */
  customerColumn?: string;
  customerRead: CustomerScope;
  customerWrite: CustomerScope;
  /** Kinds the system administrator manages; for users, only those outside any customer. */
  sysAdmin?: boolean;
  /** Devices of another tenant answer 404 rather than 403 (see devices/service.ts readableDevice). */
  foreignIsNotFound?: boolean;
}

const KINDS: Partial<Record<EntityType, EntityKind>> = {
  TENANT: {
    label: 'Tenant',
    table: 'tenant',
    nameColumn: 'title',
    tenantColumn: 'id',
    customerRead: 'none',
    customerWrite: 'none',
    sysAdmin: true,
  },
  CUSTOMER: {
    label: 'Customer',
    table: 'customer',
    nameColumn: 'title',
    tenantColumn: 'tenant_id',
    customerColumn: 'id',
    customerRead: 'owned',
    customerWrite: 'none',
  },
  USER: {
    label: 'User',
    table: 'tb_user',
    nameColumn: 'email',
    tenantColumn: 'tenant_id',
    customerColumn: 'customer_id',
    customerRead: 'self',
    customerWrite: 'self',
    sysAdmin: true,
  },
  DEVICE: {
    label: 'Device',
    table: 'device',
    nameColumn: 'name',
    tenantColumn: 'tenant_id',
    customerColumn: 'customer_id',
    customerRead: 'owned',
    customerWrite: 'owned',
    foreignIsNotFound: true,
  },
  DEVICE_PROFILE: {
    label: 'Device profile',
    table: 'device_profile',
    nameColumn: 'name',
    tenantColumn: 'tenant_id',
    customerRead: 'any',
    customerWrite: 'none',
  },
  RULE_CHAIN: {
    label: 'Rule chain',
    table: 'rule_chain',
    nameColumn: 'name',
    tenantColumn: 'tenant_id',
    customerRead: 'none',
    customerWrite: 'none',
  },
  TENANT_PROFILE: {
    label: 'Tenant profile',
    table: 'tenant_profile',
    nameColumn: 'name',
    tenantColumn: null,
    customerRead: 'none',
    customerWrite: 'none',
    sysAdmin: true,
  },
};

export function registerEntityKind(type: EntityType, kind: EntityKind): void {
  KINDS[type] = kind;
}

export function entityKind(type: EntityType): EntityKind | undefined {
  return KINDS[type];
}

/** The owner and name of one stored entity, as the generic checks need them. */
export interface EntityRecord {
  entityType: EntityType;
  id: string;
  name: string;
  tenantId: string | null;
  customerId: string | null;
}

export type EntityOperation = 'READ' | 'WRITE';

export function entityKey(id: EntityId): string {
  return `${id.entityType}:${id.id}`;
}

// biome-ignore lint/suspicious/noExplicitAny: tables registered at run time are not in the static schema
type AnyDb = Kysely<any>;

const CHUNK = 500;

/** Loads the records of many entities, a query per kind (and per 500 ids); unknown kinds and missing ids are absent. */
export async function loadEntities(db: Db, ids: readonly EntityId[]): Promise<Map<string, EntityRecord>> {
  const byType = new Map<EntityType, Set<string>>();
  for (const id of ids) {
    if (!KINDS[id.entityType]) continue;
    const set = byType.get(id.entityType) ?? new Set<string>();
    byType.set(id.entityType, set);
    set.add(id.id);
  }
  const records = new Map<string, EntityRecord>();
  for (const [entityType, set] of byType) {
    const kind = KINDS[entityType] as EntityKind;
    const all = [...set];
    for (let start = 0; start < all.length; start += CHUNK) {
      const chunk = all.slice(start, start + CHUNK);
      const rows = await (db as unknown as AnyDb)
        .selectFrom(kind.table)
        .select([
          'id',
          `${kind.nameColumn} as name`,
          ...(kind.tenantColumn ? [`${kind.tenantColumn} as tenant_id`] : []),
          ...(kind.customerColumn ? [`${kind.customerColumn} as customer_id`] : []),
        ])
        .where('id', 'in', chunk)
        .execute();
      for (const row of rows as Array<Record<string, string | null>>) {
        const record: EntityRecord = {
          entityType,
          id: row.id as string,
          name: row.name ?? '',
          tenantId: kind.tenantColumn ? (row.tenant_id ?? null) : null,
          customerId: kind.customerColumn ? (row.customer_id ?? null) : null,
        };
        records.set(entityKey(record as unknown as EntityId), record);
      }
    }
  }
  return records;
}

function customerAllows(scope: CustomerScope, user: SecurityUser, record: EntityRecord): boolean {
  switch (scope) {
    case 'any':
      return true;
    case 'owned':
      return record.customerId === user.customerId;
    case 'self':
      return record.id === user.userId;
    default:
      return false;
  }
}

/** Whether the caller may read or write the entity: the platform's permission tables, per authority. */
export function mayAccess(user: SecurityUser, record: EntityRecord, operation: EntityOperation): boolean {
  const kind = KINDS[record.entityType];
  if (!kind) return false;
  if (user.authority === 'SYS_ADMIN') {
    if (!kind.sysAdmin) return false;
    return record.entityType !== 'USER' || record.customerId === NULL_UUID;
  }
  if (record.tenantId !== user.tenantId) return false;
  if (user.authority === 'TENANT_ADMIN') return true;
  return customerAllows(operation === 'READ' ? kind.customerRead : kind.customerWrite, user, record);
}

/**
 * The entity, when it exists and the caller may use it: unknown kinds answer 400 as in the platform, missing
 * entities 404 with their kind's message, and forbidden ones 403 (a device of another tenant 404).
 */
export async function checkEntity(
  db: Db,
  user: SecurityUser,
  id: EntityId,
  operation: EntityOperation,
): Promise<EntityRecord> {
  const kind = KINDS[id.entityType];
  if (!kind) throw badRequest(`Unsupported entity type: ${id.entityType}`);
  const record = (await loadEntities(db, [id])).get(entityKey(id));
  if (!record) throw notFound(kind.label, id.id);
  if (!mayAccess(user, record, operation)) {
    if (kind.foreignIsNotFound && user.authority !== 'SYS_ADMIN' && record.tenantId !== user.tenantId) {
      throw notFound(kind.label, id.id);
    }
    throw permissionDenied();
  }
  return record;
}
