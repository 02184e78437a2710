import type { EntitySubtype, EntityType } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { readableCustomer } from '../customers/service.js';
import { badRequest } from '../http/errors.js';
import type { Db } from '../storage/schema.js';
import { parseUuid } from './validation.js';

/**
 * Helpers shared by the entity kinds a tenant owns and may assign to one customer (devices' siblings: assets,
 * entity views, edges): their lists are scoped to an owner, they take id lists, and they list their types.
 */

/** The entities of one owner: the whole tenant, or one customer of it. */
export interface Owner {
  tenantId: string;
  customerId?: string;
}

/** The owner behind /customer/{customerId}/…: the customer must be readable by the caller (403 otherwise). */
export async function customerOwner(ctx: AppContext, user: SecurityUser, customerId: string): Promise<Owner> {
  const customer = await readableCustomer(ctx, user, parseUuid(customerId));
  return { tenantId: customer.tenant_id, customerId: customer.id };
}

/** The ids of a required comma-separated `?xIds=` parameter, with Spring's messages when it is missing or empty. */
export function idListParam(raw: string | undefined, name: string): string[] {
  if (raw === undefined) {
    throw badRequest(`Required request parameter '${name}' for method parameter type String[] is not present`);
  }
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map(parseUuid);
  if (ids.length === 0) throw badRequest(`Parameter '${name}' can't be empty!`);
  return ids;
}

/** The distinct types of a tenant's entities of one kind, sorted (EntitySubtype[]). */
export async function entitySubtypes(
  db: Db,
  table: 'asset' | 'entity_view' | 'edge',
  entityType: EntityType,
  tenantId: string,
): Promise<EntitySubtype[]> {
  const rows = await db
    .selectFrom(table as 'asset')
    .select('type')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .orderBy('type')
    .execute();
  return rows.map((row) => ({ tenantId: { entityType: 'TENANT', id: tenantId }, entityType, type: row.type }));
}
