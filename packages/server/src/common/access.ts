import type { SecurityUser } from '../auth/security-user.js';
import { permissionDenied } from '../http/errors.js';

/** A tenant administrator or customer user may only touch its own tenant's records. */
export function checkTenant(user: SecurityUser, tenantId: string): void {
  if (user.authority !== 'SYS_ADMIN' && user.tenantId !== tenantId) throw permissionDenied();
}

/** A customer user may only read what belongs to its own customer. */
export function checkCustomer(user: SecurityUser, owner: { tenantId: string; customerId: string }): void {
  checkTenant(user, owner.tenantId);
  if (user.authority === 'CUSTOMER_USER' && user.customerId !== owner.customerId) throw permissionDenied();
}
