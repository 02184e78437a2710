import { CONTACT_FIELDS } from '../contact-fields.js';
import type { EntityKind } from '../entity-kind.js';

/** A customer of a tenant; its users see the customer itself and what is assigned to it. */
export const CUSTOMER = {
  entityType: 'CUSTOMER',
  label: 'Customer',
  table: 'customer',
  nameColumn: 'title',
  tenantColumn: 'tenant_id',
  customerColumn: 'id',
  sortColumns: { createdTime: 'created_time', title: 'title', name: 'title', ...CONTACT_FIELDS },
  access: { sysAdmin: false, customerRead: 'owned', customerWrite: 'none' },
  telemetryAccess: { rule: 'customer', notFound: "Customer with requested id wasn't found!" },
  onTenantDelete: { dependents: [], telemetryAndRelations: true },
  query: {
    customerVisibility: 'owned',
    fields: {
      createdTime: 'created_time',
      title: 'title',
      name: 'title',
      label: 'title',
      additionalInfo: 'additional_info',
      ...CONTACT_FIELDS,
    },
    notNullColumns: ['created_time', 'title'],
  },
} satisfies EntityKind;
