import { type EntityId, type EntityType, NULL_UUID } from '@fleetdeck/model';
import { sql } from 'kysely';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { generalError, PERMISSION_DENIED } from '../http/errors.js';
import type { Storage } from '../storage/database.js';

/**
 * The entity access check of the telemetry API (AccessValidator of 3.4.1). Its failures are not the JSON error of
 * §2 but a plain-text answer (§7), so they are their own error type.
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
  ctx: AppContext,
  user: SecurityUser,
  id: string,
  operation: AccessOperation,
) => Promise<AccessTarget>;

const denied = (message = PERMISSION_DENIED) => new TelemetryAccessError(403, message);
const notFound = (message: string) => new TelemetryAccessError(404, message);

const tablesSeen = new Map<string, boolean>();

/**
 * Whether a table exists; kinds added by other parts of the system (assets, entity views, edges) are checked only
 * once their table is there, so this module needs no change when they arrive.
 */
export async function tableExists(storage: Storage, table: string): Promise<boolean> {
  const key = `${storage.dialect}:${table}`;
  const known = tablesSeen.get(key);
  if (known !== undefined) return known;
  const query =
    storage.dialect === 'sqlite'
      ? sql`select 1 from sqlite_master where type = 'table' and name = ${table}`
      : sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = ${table}`;
  const exists = (await query.execute(storage.db)).rows.length > 0;
  if (exists) tablesSeen.set(key, exists);
  return exists;
}

interface OwnedRow {
  tenant_id: string;
  customer_id: string;
}

async function ownedRow(ctx: AppContext, table: string, id: string): Promise<OwnedRow | undefined> {
  if (!(await tableExists(ctx.storage, table))) return undefined;
  const result = await sql<OwnedRow>`select tenant_id, customer_id from ${sql.table(table)} where id = ${id}`.execute(
    ctx.db,
  );
  return result.rows[0];
}

/**
 * Devices, assets, entity views and edges: tenant records a customer may be given. The system administrator may not
 * touch them; a customer user only those of its customer.
 */
function customerAssignable(
  entityType: EntityType,
  table: string,
  notFoundMessage: string,
  options: { foreignTenantNotFound?: boolean } = {},
): AccessCheck {
  return async (ctx, user, id) => {
    if (user.authority === 'SYS_ADMIN') throw denied(SYSTEM_ADMINISTRATOR_NOT_ALLOWED);
    const row = await ownedRow(ctx, table, id);
    // A device of another tenant is not found, as everywhere in the device API (devices/service.ts readableDevice).
    if (!row || (options.foreignTenantNotFound && row.tenant_id !== user.tenantId)) throw notFound(notFoundMessage);
    if (row.tenant_id !== user.tenantId) throw denied();
    if (user.authority === 'CUSTOMER_USER' && row.customer_id !== user.customerId) throw denied();
    return { entityId: { entityType, id }, tenantId: row.tenant_id, customerId: row.customer_id };
  };
}

/** A customer's own data: its tenant administrators read and write it, its users only read it. */
const customerCheck: AccessCheck = async (ctx, user, id, operation) => {
  if (user.authority === 'SYS_ADMIN') throw denied(SYSTEM_ADMINISTRATOR_NOT_ALLOWED);
  const row = await ctx.db.selectFrom('customer').select('tenant_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound("Customer with requested id wasn't found!");
  if (row.tenant_id !== user.tenantId) throw denied();
  if (user.authority === 'CUSTOMER_USER' && (user.customerId !== id || operation === 'WRITE')) throw denied();
  return { entityId: { entityType: 'CUSTOMER', id }, tenantId: row.tenant_id, customerId: id };
};

/** A tenant's data: the system administrator and the tenant's administrators; never customer users. */
const tenantCheck: AccessCheck = async (ctx, user, id) => {
  if (user.authority === 'CUSTOMER_USER') throw denied(CUSTOMER_USER_NOT_ALLOWED);
  if (user.authority === 'SYS_ADMIN')
    return { entityId: { entityType: 'TENANT', id }, tenantId: id, customerId: NULL_UUID };
  const row = await ctx.db.selectFrom('tenant').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound("Tenant with requested id wasn't found!");
  if (id !== user.tenantId) throw denied();
  return { entityId: { entityType: 'TENANT', id }, tenantId: id, customerId: NULL_UUID };
};

/**
 * A user's data: the system administrator for administrators, a tenant administrator for its tenant's users, a
 * customer user for itself only.
 */
const userCheck: AccessCheck = async (ctx, user, id) => {
  const row = await ctx.db
    .selectFrom('tb_user')
    .select(['tenant_id', 'customer_id', 'authority'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound("User with requested id wasn't found!");
  const allowed =
    user.authority === 'SYS_ADMIN'
      ? row.authority !== 'CUSTOMER_USER'
      : user.authority === 'TENANT_ADMIN'
        ? row.tenant_id === user.tenantId && row.authority !== 'SYS_ADMIN'
        : user.userId === id;
  if (!allowed) throw denied();
  return { entityId: { entityType: 'USER', id }, tenantId: row.tenant_id, customerId: row.customer_id };
};

/**
 * Entity kinds whose telemetry and attributes the API serves. For any other kind (a dashboard, say) the 3.4.1
 * platform's access validator answers 500 `Not Implemented!`, and so does this server: that is the contract's
 * answer, not a missing feature.
 */
const ACCESS_CHECKS: Partial<Record<EntityType, AccessCheck>> = {
  DEVICE: customerAssignable('DEVICE', 'device', "Device with requested id wasn't found!", {
    foreignTenantNotFound: true,
  }),
  ASSET: customerAssignable('ASSET', 'asset', "Asset with requested id wasn't found!"),
  ENTITY_VIEW: customerAssignable('ENTITY_VIEW', 'entity_view', "Entity-view with requested id wasn't found!"),
  EDGE: customerAssignable('EDGE', 'edge', "Edge with requested id wasn't found!"),
  CUSTOMER: customerCheck,
  TENANT: tenantCheck,
  USER: userCheck,
};

/** Checks that the caller may read or write the entity's telemetry; throws TelemetryAccessError when not. */
export async function checkEntityAccess(
  ctx: AppContext,
  user: SecurityUser,
  entityId: EntityId,
  operation: AccessOperation,
): Promise<AccessTarget> {
  const check = ACCESS_CHECKS[entityId.entityType];
  if (!check) throw generalError('Not Implemented!');
  return check(ctx, user, entityId.id, operation);
}
