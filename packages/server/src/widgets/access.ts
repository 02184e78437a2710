import { NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkTenant } from '../common/access.js';
import { permissionDenied } from '../http/errors.js';

/**
 * Who may use widgets bundles and widget types: everyone reads the system catalogue (null UUID tenant); a tenant's
 * own are read by its users only; the system administrator writes only system ones and a tenant administrator only
 * its tenant's.
 */
export function checkWidgetsRead(user: SecurityUser, tenantId: string): void {
  if (tenantId === NULL_UUID) return;
  if (user.authority === 'SYS_ADMIN') throw permissionDenied();
  checkTenant(user, tenantId);
}

export function checkWidgetsWrite(user: SecurityUser, tenantId: string): void {
  const own = user.authority === 'SYS_ADMIN' ? NULL_UUID : user.tenantId;
  if (user.authority === 'CUSTOMER_USER' || tenantId !== own) throw permissionDenied();
}

/** The tenant whose bundles and widget types the caller writes: the system's for the system administrator. */
export function writingTenant(user: SecurityUser): string {
  return user.authority === 'SYS_ADMIN' ? NULL_UUID : user.tenantId;
}

/** The tenants whose bundles the caller lists: the system's, and its own tenant's unless it is the administrator. */
export function readableTenants(user: SecurityUser): string[] {
  return user.authority === 'SYS_ADMIN' ? [NULL_UUID] : [NULL_UUID, user.tenantId];
}

/**
 * An alias made from a title or name as the platform makes it (lower case, each run of non-word characters one
 * underscore), with a number appended when the alias is taken: `x`, `x2`, `x3`, …
 */
export async function uniqueAlias(text: string, taken: (alias: string) => Promise<boolean>): Promise<string> {
  const base = text.toLowerCase().replace(/\W+/g, '_');
  let alias = base;
  for (let count = 2; await taken(alias); count++) alias = `${base}${count}`;
  return alias;
}
