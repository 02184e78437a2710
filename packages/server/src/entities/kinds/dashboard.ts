import type { EntityKind } from '../entity-kind.js';

/**
 * A dashboard of a tenant. It may be assigned to many customers at once (rows of `dashboard_customer`), so it has
 * no customer column: the generic checks let tenant administrators through, customer users reach a dashboard
 * through the dashboard calls, which check its assignment, and the entity data query shows them those assigned to
 * their customer. The telemetry API has no rule for dashboards and answers as the platform does.
 */
export const DASHBOARD = {
  entityType: 'DASHBOARD',
  label: 'Dashboard',
  table: 'dashboard',
  nameColumn: 'title',
  tenantColumn: 'tenant_id',
  sortColumns: { createdTime: 'created_time', title: 'title', mobileHide: 'mobile_hide', mobileOrder: 'mobile_order' },
  access: { sysAdmin: false, customerRead: 'none', customerWrite: 'none' },
  onTenantDelete: { dependents: [], telemetryAndRelations: true },
  query: {
    customerVisibility: 'assigned',
    assignments: { table: 'dashboard_customer', entityColumn: 'dashboard_id', customerColumn: 'customer_id' },
    fields: { createdTime: 'created_time', title: 'title', name: 'title' },
    notNullColumns: ['created_time', 'title'],
  },
} satisfies EntityKind;
