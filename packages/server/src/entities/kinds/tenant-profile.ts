import type { EntityKind } from '../entity-kind.js';

/** A tenant profile: a system record only the system administrator manages. */
export const TENANT_PROFILE = {
  entityType: 'TENANT_PROFILE',
  label: 'Tenant profile',
  table: 'tenant_profile',
  nameColumn: 'name',
  tenantColumn: null,
  sortColumns: { createdTime: 'created_time', name: 'name', description: 'description', isDefault: 'is_default' },
  access: { sysAdmin: true, customerRead: 'none', customerWrite: 'none' },
} satisfies EntityKind;
