import { NULL_UUID } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { canWriteBundle, isSystemBundle } from './bundle-access';

const system = { tenantId: { entityType: 'TENANT', id: NULL_UUID } } as const;
const tenants = { tenantId: { entityType: 'TENANT', id: 'a1b2c3d4-0000-11ee-8000-000000000001' } } as const;

describe('who changes a widgets bundle', () => {
  it('tells a system bundle by its null tenant', () => {
    expect(isSystemBundle(system)).toBe(true);
    expect(isSystemBundle(tenants)).toBe(false);
  });

  it('is the system administrator for a system bundle, a tenant administrator for its own', () => {
    expect(canWriteBundle(system, 'SYS_ADMIN')).toBe(true);
    expect(canWriteBundle(system, 'TENANT_ADMIN')).toBe(false);
    expect(canWriteBundle(tenants, 'TENANT_ADMIN')).toBe(true);
    expect(canWriteBundle(tenants, 'SYS_ADMIN')).toBe(false);
    expect(canWriteBundle(tenants, 'CUSTOMER_USER')).toBe(false);
  });
});
