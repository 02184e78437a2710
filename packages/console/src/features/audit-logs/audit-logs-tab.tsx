import type { DetailsTab, EntityRecord } from '../../entities/entity-config';
import { AuditLogsTable } from './AuditLogsTable';

/**
 * The Audit logs tab for an entity config's detailsTabs: the entity's entries, or for a customer every entry that
 * concerns the customer, as the platform lists them. Only for tenant administrators, who alone may read them.
 */
export function auditLogsDetailsTab<T extends EntityRecord>(): DetailsTab<T> {
  return {
    id: 'auditLogs',
    label: 'audit-log.audit-logs',
    render: (entity) => (
      <AuditLogsTable
        scope={
          entity.id.entityType === 'CUSTOMER'
            ? { kind: 'customer', customerId: entity.id.id }
            : { kind: 'entity', entityId: entity.id }
        }
      />
    ),
  };
}
