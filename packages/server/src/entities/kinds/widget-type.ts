import type { EntityKind } from '../entity-kind.js';

/** A widget type of a bundle, found by the bundle's alias and its own; system ones carry the null UUID tenant. */
export const WIDGET_TYPE = {
  entityType: 'WIDGET_TYPE',
  label: 'Widget type',
  table: 'widget_type',
  nameColumn: 'name',
  tenantColumn: 'tenant_id',
  sortColumns: { createdTime: 'created_time', name: 'name', alias: 'alias' },
  access: { sysAdmin: true, customerRead: 'any', customerWrite: 'none' },
  onTenantDelete: { dependents: [], telemetryAndRelations: false },
} satisfies EntityKind;
