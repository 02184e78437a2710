import type { EntityKind } from '../entity-kind.js';

/**
 * A widgets bundle: the system's (null UUID tenant, written by the system administrator) or a tenant's own.
 * The widget calls apply the rule that tenants read system bundles without changing them.
 */
export const WIDGETS_BUNDLE = {
  entityType: 'WIDGETS_BUNDLE',
  label: 'Widgets bundle',
  table: 'widgets_bundle',
  nameColumn: 'title',
  tenantColumn: 'tenant_id',
  sortColumns: { createdTime: 'created_time', title: 'title', alias: 'alias', description: 'description' },
  access: { sysAdmin: true, customerRead: 'any', customerWrite: 'none' },
  onTenantDelete: { dependents: [], telemetryAndRelations: false },
} satisfies EntityKind;
