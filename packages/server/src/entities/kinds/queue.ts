import type { EntityKind } from '../entity-kind.js';

/**
 * A rule-engine queue: the system's (null UUID tenant, written by the system administrator), or an isolated
 * tenant's own, made from its tenant profile's queue configuration. Tenant administrators only read them.
 */
export const QUEUE = {
  entityType: 'QUEUE',
  label: 'Queue',
  table: 'queue',
  nameColumn: 'name',
  tenantColumn: 'tenant_id',
  sortColumns: {
    createdTime: 'created_time',
    name: 'name',
    topic: 'topic',
    pollInterval: 'poll_interval',
    partitions: 'partitions',
    packProcessingTimeout: 'pack_processing_timeout',
  },
  access: { sysAdmin: true, customerRead: 'none', customerWrite: 'none' },
  onTenantDelete: { dependents: [], telemetryAndRelations: false },
} satisfies EntityKind;
