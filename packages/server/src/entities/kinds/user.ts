import type { EntityKind } from '../entity-kind.js';

/** A user: a system or tenant administrator, or a customer user. */
export const USER = {
  entityType: 'USER',
  label: 'User',
  table: 'tb_user',
  nameColumn: 'email',
  tenantColumn: 'tenant_id',
  customerColumn: 'customer_id',
  sortColumns: {
    createdTime: 'created_time',
    email: 'email',
    name: 'email',
    firstName: 'first_name',
    lastName: 'last_name',
    authority: 'authority',
  },
  access: { sysAdmin: true, customerRead: 'self', customerWrite: 'self' },
  telemetryAccess: { rule: 'user', notFound: "User with requested id wasn't found!" },
  onTenantDelete: { dependents: [{ table: 'user_credentials', column: 'user_id' }], telemetryAndRelations: true },
  onCustomerDelete: { action: 'delete', dependents: [{ table: 'user_credentials', column: 'user_id' }] },
  query: {
    customerVisibility: 'owned',
    fields: {
      createdTime: 'created_time',
      firstName: 'first_name',
      lastName: 'last_name',
      email: 'email',
      name: 'email',
      label: 'email',
      title: 'email',
      additionalInfo: 'additional_info',
    },
    notNullColumns: ['created_time', 'email'],
  },
} satisfies EntityKind;
