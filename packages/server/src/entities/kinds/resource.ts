import type { EntityKind } from '../entity-kind.js';

/** A file of the resources library: the system's, which every tenant reads, or a tenant's own. */
export const RESOURCE = {
  entityType: 'TB_RESOURCE',
  label: 'Resource',
  table: 'resource',
  nameColumn: 'title',
  tenantColumn: 'tenant_id',
  sortColumns: {
    createdTime: 'created_time',
    title: 'title',
    resourceType: 'resource_type',
    resourceKey: 'resource_key',
  },
  access: { sysAdmin: true, customerRead: 'none', customerWrite: 'none' },
  onTenantDelete: { dependents: [], telemetryAndRelations: false },
} satisfies EntityKind;
