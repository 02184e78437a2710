import { CONTACT_FIELDS } from '../contact-fields.js';
import type { EntityKind } from '../entity-kind.js';

/** A tenant: the system administrator's record; its own administrators and users live inside it. */
export const TENANT = {
  entityType: 'TENANT',
  label: 'Tenant',
  table: 'tenant',
  nameColumn: 'title',
  tenantColumn: 'id',
  sortColumns: { createdTime: 'created_time', title: 'title', name: 'title', ...CONTACT_FIELDS, region: 'region' },
  access: { sysAdmin: true, customerRead: 'none', customerWrite: 'none' },
  telemetryAccess: { rule: 'tenant', notFound: "Tenant with requested id wasn't found!" },
  query: {
    customerVisibility: 'always',
    fields: {
      createdTime: 'created_time',
      title: 'title',
      name: 'title',
      label: 'title',
      region: 'region',
      additionalInfo: 'additional_info',
      ...CONTACT_FIELDS,
    },
    notNullColumns: ['created_time', 'title'],
  },
} satisfies EntityKind;
