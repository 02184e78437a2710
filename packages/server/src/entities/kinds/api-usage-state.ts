import type { EntityKind } from '../entity-kind.js';

/**
 * A tenant's API usage state: made with the tenant, never written through the API. Its time series carry the usage
 * counters and feature states; its tenant's administrators read them, as the platform's access validator allows.
 */
export const API_USAGE_STATE = {
  entityType: 'API_USAGE_STATE',
  label: 'Api usage state',
  table: 'api_usage_state',
  // It has no name of its own: the id of the tenant whose usage it is stands in.
  nameColumn: 'entity_id',
  tenantColumn: 'tenant_id',
  sortColumns: { createdTime: 'created_time' },
  access: { sysAdmin: false, customerRead: 'none', customerWrite: 'none' },
  telemetryAccess: { rule: 'assignable', notFound: "Api Usage State with requested id wasn't found!" },
  onTenantDelete: { dependents: [], telemetryAndRelations: true },
  query: {
    customerVisibility: 'never',
    fields: { createdTime: 'created_time' },
    notNullColumns: ['created_time'],
  },
} satisfies EntityKind;
