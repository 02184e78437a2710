import type { EntityKind } from '../entity-kind.js';

/** A device profile: tenant-level configuration its customer users may read. */
export const DEVICE_PROFILE = {
  entityType: 'DEVICE_PROFILE',
  label: 'Device profile',
  table: 'device_profile',
  nameColumn: 'name',
  tenantColumn: 'tenant_id',
  sortColumns: {
    createdTime: 'created_time',
    name: 'name',
    type: 'type',
    transportType: 'transport_type',
    description: 'description',
    isDefault: 'is_default',
    default: 'is_default',
  },
  access: { sysAdmin: false, customerRead: 'any', customerWrite: 'none' },
  onTenantDelete: { dependents: [], telemetryAndRelations: false },
  query: {
    customerVisibility: 'never',
    fields: { createdTime: 'created_time', name: 'name', type: 'type' },
    notNullColumns: ['created_time', 'name', 'type'],
  },
} satisfies EntityKind;
