import { type Authority, NULL_UUID, type WidgetsBundle } from '@fleetdeck/model';

/** A system bundle carries the null UUID as its tenant. */
export function isSystemBundle(bundle: Pick<WidgetsBundle, 'tenantId'>): boolean {
  return bundle.tenantId.id === NULL_UUID;
}

/**
 * Whether the user may change a bundle and its widget types: the system administrator the system ones, a tenant
 * administrator its tenant's; a tenant administrator only reads the system ones.
 */
export function canWriteBundle(bundle: Pick<WidgetsBundle, 'tenantId'>, authority: Authority | undefined): boolean {
  if (authority === 'SYS_ADMIN') return isSystemBundle(bundle);
  return authority === 'TENANT_ADMIN' && !isSystemBundle(bundle);
}
