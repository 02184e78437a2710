import type { EntityKind } from '../entity-kind.js';

/** A device: a tenant record a customer may be given. */
export const DEVICE = {
  entityType: 'DEVICE',
  label: 'Device',
  table: 'device',
  nameColumn: 'name',
  tenantColumn: 'tenant_id',
  customerColumn: 'customer_id',
  sortColumns: { createdTime: 'created_time', name: 'name', type: 'type', label: 'label' },
  // Devices of another tenant answer 404 rather than 403 (see devices/service.ts readableDevice).
  access: { sysAdmin: false, customerRead: 'owned', customerWrite: 'owned', foreignIsNotFound: true },
  telemetryAccess: { rule: 'assignable', notFound: "Device with requested id wasn't found!" },
  onTenantDelete: {
    dependents: [
      { table: 'device_credentials', column: 'device_id' },
      { table: 'device_claim', column: 'device_id' },
    ],
    telemetryAndRelations: true,
  },
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
