import type { EntityKind } from '../entity-kind.js';

/** An entity view: a window on a device's or asset's data, a tenant record a customer may be given. */
export const ENTITY_VIEW = {
  entityType: 'ENTITY_VIEW',
  label: 'Entity view',
  table: 'entity_view',
  nameColumn: 'name',
  tenantColumn: 'tenant_id',
  customerColumn: 'customer_id',
  sortColumns: { createdTime: 'created_time', name: 'name', type: 'type' },
  access: { sysAdmin: false, customerRead: 'owned', customerWrite: 'none' },
  telemetryAccess: { rule: 'assignable', notFound: "Entity-view with requested id wasn't found!" },
  onTenantDelete: { dependents: [], telemetryAndRelations: true },
  onCustomerDelete: { action: 'unassign' },
  query: {
    customerVisibility: 'owned',
    fields: { createdTime: 'created_time', name: 'name', type: 'type', additionalInfo: 'additional_info' },
    typeColumn: 'type',
    notNullColumns: ['created_time', 'name', 'type'],
  },
} satisfies EntityKind;
