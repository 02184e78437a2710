import type { EntityKind } from '../entity-kind.js';

/** An asset: a tenant record a customer may be given. */
export const ASSET = {
  entityType: 'ASSET',
  label: 'Asset',
  table: 'asset',
  nameColumn: 'name',
  tenantColumn: 'tenant_id',
  customerColumn: 'customer_id',
  sortColumns: { createdTime: 'created_time', name: 'name', type: 'type', label: 'label' },
  access: { sysAdmin: false, customerRead: 'owned', customerWrite: 'owned' },
  telemetryAccess: { rule: 'assignable', notFound: "Asset with requested id wasn't found!" },
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
