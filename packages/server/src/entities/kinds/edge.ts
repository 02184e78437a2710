import type { EntityKind } from '../entity-kind.js';

/** An edge: a tenant record a customer may be given; customer users only read it. */
export const EDGE = {
  entityType: 'EDGE',
  label: 'Edge',
  table: 'edge',
  nameColumn: 'name',
  tenantColumn: 'tenant_id',
  customerColumn: 'customer_id',
  sortColumns: { createdTime: 'created_time', name: 'name', type: 'type', label: 'label' },
  access: { sysAdmin: false, customerRead: 'owned', customerWrite: 'none' },
  telemetryAccess: { rule: 'assignable', notFound: "Edge with requested id wasn't found!" },
  onTenantDelete: { dependents: [], telemetryAndRelations: true },
  onCustomerDelete: { action: 'unassign' },
  query: {
    customerVisibility: 'owned',
    fields: {
      createdTime: 'created_time',
      name: 'name',
      type: 'type',
      label: 'label',
      additionalInfo: 'additional_info',
    },
    typeColumn: 'type',
    notNullColumns: ['created_time', 'name', 'type'],
  },
} satisfies EntityKind;
