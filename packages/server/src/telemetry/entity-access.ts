import { type EntityId, NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import type { TelemetryAccess } from '../entities/entity-kind.js';
import { entityKind } from '../entities/registry.js';
import { type EntityRecord, entityKey, loadEntities } from '../entities/store.js';
import { generalError, PERMISSION_DENIED } from '../http/errors.js';
import type { Db } from '../storage/schema.js';
import { findUser } from '../users/store.js';

/**
 * The entity access check of the telemetry API (AccessValidator of 3.4.1). Its failures are not the JSON error of
 * the rest of the API but a plain-text answer, so they are their own error type.
 */
export class TelemetryAccessError extends Error {
  constructor(
    readonly status: 401 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}

export const SYSTEM_ADMINISTRATOR_NOT_ALLOWED = 'System administrator is not allowed to perform this operation!';
export const CUSTOMER_USER_NOT_ALLOWED = 'Customer user is not allowed to perform this operation!';

export type AccessOperation = 'READ' | 'WRITE';

/** The entity the caller may use, with the tenant and customer that own it. */
export interface AccessTarget {
  entityId: EntityId;
  tenantId: string;
  customerId: string;
}

type AccessCheck = (
  db: Db,
  user: SecurityUser,
  entityId: EntityId,
  operation: AccessOperation,
  notFoundMessage: string,
) => Promise<AccessTarget>;

const denied = (message = PERMISSION_DENIED) => new TelemetryAccessError(403, message);
const notFound = (message: string) => new TelemetryAccessError(404, message);

async function loadRecord(db: Db, entityId: EntityId): Promise<EntityRecord | undefined> {
  return (await loadEntities(db, [entityId])).get(entityKey(entityId));
}

/**
 * Devices, assets, entity views and edges: tenant records a customer may be given. The system administrator may not
 * touch them; a customer user only those of its customer.
 */
const assignableCheck: AccessCheck = async (db, user, entityId, _operation, notFoundMessage) => {
  if (user.authority === 'SYS_ADMIN') throw denied(SYSTEM_ADMINISTRATOR_NOT_ALLOWED);
  const row = await loadRecord(db, entityId);
  // A device of another tenant is not found, as everywhere in the device API (devices/service.ts readableDevice).
  const foreignIsNotFound = entityKind(entityId.entityType)?.access.foreignIsNotFound === true;
  if (!row || (foreignIsNotFound && row.tenantId !== user.tenantId)) throw notFound(notFoundMessage);
  if (row.tenantId !== user.tenantId) throw denied();
  if (user.authority === 'CUSTOMER_USER' && row.customerId !== user.customerId) throw denied();
  return { entityId, tenantId: row.tenantId ?? NULL_UUID, customerId: row.customerId ?? NULL_UUID };
};

/** A customer's own data: its tenant administrators read and write it, its users only read it. */
const customerCheck: AccessCheck = async (db, user, entityId, operation, notFoundMessage) => {
  if (user.authority === 'SYS_ADMIN') throw denied(SYSTEM_ADMINISTRATOR_NOT_ALLOWED);
  const row = await loadRecord(db, entityId);
  if (!row) throw notFound(notFoundMessage);
  if (row.tenantId !== user.tenantId) throw denied();
  if (user.authority === 'CUSTOMER_USER' && (user.customerId !== entityId.id || operation === 'WRITE')) {
    throw denied();
  }
  return { entityId, tenantId: row.tenantId ?? NULL_UUID, customerId: entityId.id };
};

/** A tenant's data: the system administrator and the tenant's administrators; never customer users. */
const tenantCheck: AccessCheck = async (db, user, entityId, _operation, notFoundMessage) => {
  if (user.authority === 'CUSTOMER_USER') throw denied(CUSTOMER_USER_NOT_ALLOWED);
  const target = { entityId, tenantId: entityId.id, customerId: NULL_UUID };
  if (user.authority === 'SYS_ADMIN') return target;
  if (!(await loadRecord(db, entityId))) throw notFound(notFoundMessage);
  if (entityId.id !== user.tenantId) throw denied();
  return target;
};

/**
 * A user's data: the system administrator for administrators, a tenant administrator for its tenant's users, a
 * customer user for itself only.
 */
const userCheck: AccessCheck = async (db, user, entityId, _operation, notFoundMessage) => {
  const row = await findUser(db, entityId.id);
  if (!row) throw notFound(notFoundMessage);
  const allowed =
    user.authority === 'SYS_ADMIN'
      ? row.authority !== 'CUSTOMER_USER'
      : user.authority === 'TENANT_ADMIN'
        ? row.tenant_id === user.tenantId && row.authority !== 'SYS_ADMIN'
        : user.userId === entityId.id;
  if (!allowed) throw denied();
  return { entityId, tenantId: row.tenant_id, customerId: row.customer_id };
};

const CHECKS: Record<TelemetryAccess['rule'], AccessCheck> = {
  assignable: assignableCheck,
  customer: customerCheck,
  tenant: tenantCheck,
  user: userCheck,
};

/**
 * Checks that the caller may read or write the entity's telemetry; throws TelemetryAccessError when not. For kinds
 * without a telemetry access rule (a dashboard, say) the 3.4.1 platform's access validator answers 500
 * `Not Implemented!`, and so does this server: that is the contract's answer, not a missing feature.
 */
export async function checkEntityAccess(
  ctx: Pick<AppContext, 'db'>,
  user: SecurityUser,
  entityId: EntityId,
  operation: AccessOperation,
): Promise<AccessTarget> {
  const rule = entityKind(entityId.entityType)?.telemetryAccess;
  if (!rule) throw generalError('Not Implemented!');
  return CHECKS[rule.rule](ctx.db, user, entityId, operation, rule.notFound);
}
