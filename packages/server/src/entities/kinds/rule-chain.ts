import type { EntityKind } from '../entity-kind.js';

/** A rule chain with its nodes: tenant-level configuration, never shown to customer users. */
export const RULE_CHAIN = {
  entityType: 'RULE_CHAIN',
  label: 'Rule chain',
  table: 'rule_chain',
  nameColumn: 'name',
  tenantColumn: 'tenant_id',
  sortColumns: { createdTime: 'created_time', name: 'name' },
  access: { sysAdmin: false, customerRead: 'none', customerWrite: 'none' },
  onTenantDelete: { dependents: [{ table: 'rule_node', column: 'rule_chain_id' }], telemetryAndRelations: false },
  query: {
    customerVisibility: 'never',
    fields: { createdTime: 'created_time', name: 'name', additionalInfo: 'additional_info' },
    notNullColumns: ['created_time', 'name'],
  },
} satisfies EntityKind;
