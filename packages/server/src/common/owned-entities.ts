import type { SecurityUser } from '../auth/security-user.js';
import { badRequest } from '../http/errors.js';
import { parseUuid } from './validation.js';

/**
 * Helpers shared by the entity kinds a tenant owns and may assign to one customer (devices' siblings: assets,
 * entity views, edges): their lists are scoped to an owner and they take id lists. Their SQL is in their stores.
 */

/** The entities of one owner: the whole tenant, or one customer of it. */
export interface Owner {
  tenantId: string;
  customerId?: string;
}

/** What the caller sees of the kinds a tenant assigns: its tenant's, or (a customer user) its customer's. */
export function callerScope(user: SecurityUser): Owner {
  return user.authority === 'CUSTOMER_USER'
    ? { tenantId: user.tenantId, customerId: user.customerId }
    : { tenantId: user.tenantId };
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
