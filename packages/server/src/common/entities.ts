import { type EntityId, NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { CustomerScope } from '../entities/entity-kind.js';
import { entityKind } from '../entities/registry.js';
import { type EntityRecord, entityKey, loadEntities } from '../entities/store.js';
import { badRequest, notFound, permissionDenied } from '../http/errors.js';
import type { Db } from '../storage/schema.js';

export type EntityOperation = 'READ' | 'WRITE';

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
  const access = entityKind(record.entityType)?.access;
  if (!access) return false;
  if (user.authority === 'SYS_ADMIN') {
    if (!access.sysAdmin) return false;
    return record.entityType !== 'USER' || record.customerId === NULL_UUID;
  }
  if (record.tenantId !== user.tenantId) return false;
  if (user.authority === 'TENANT_ADMIN') return true;
  return customerAllows(operation === 'READ' ? access.customerRead : access.customerWrite, user, record);
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
  const kind = entityKind(id.entityType);
  if (!kind) throw badRequest(`Unsupported entity type: ${id.entityType}`);
  const record = (await loadEntities(db, [id])).get(entityKey(id));
  if (!record) throw notFound(kind.label, id.id);
  if (!mayAccess(user, record, operation)) {
    if (kind.access.foreignIsNotFound && user.authority !== 'SYS_ADMIN' && record.tenantId !== user.tenantId) {
      throw notFound(kind.label, id.id);
    }
    throw permissionDenied();
  }
  return record;
}

/**
 * A saved entity's reference to another record of its tenant (a device profile's default dashboard, say): the
 * platform's validators answer 400 for a record that does not exist and for another tenant's, and write nothing,
 * rather than keeping a reference the tenant cannot follow.
 */
export async function checkTenantReference(
  db: Db,
  tenantId: string,
  id: EntityId | null,
  messages: { missing: string; foreign: string },
): Promise<void> {
  if (!id || id.id === NULL_UUID) return;
  const record = (await loadEntities(db, [id])).get(entityKey(id));
  if (!record) throw badRequest(messages.missing);
  if (record.tenantId !== tenantId) throw badRequest(messages.foreign);
}
