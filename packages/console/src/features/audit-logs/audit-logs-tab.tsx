import type { EntityId } from '@fleetdeck/model';
import type { DetailsTab, EntityRecord } from '../../entities/entity-config';
import { AuditLogsTable } from './AuditLogsTable';
import type { AuditLogsScope } from './audit-logs-query';

/**
 * The Audit logs tab for an entity config's detailsTabs: the entity's entries, or for a customer every entry that
 * concerns the customer and for a user every entry of what the user did, as the platform lists them. Only for
 * tenant administrators, who alone may read them.
 */
export function auditLogsDetailsTab<T extends EntityRecord>(): DetailsTab<T> {
  return {
    id: 'auditLogs',
    label: 'audit-log.audit-logs',
    render: (entity) => <AuditLogsTable scope={scopeOf(entity.id)} />,
  };
}

function scopeOf(id: EntityId): AuditLogsScope {
  if (id.entityType === 'CUSTOMER') return { kind: 'customer', customerId: id.id };
  if (id.entityType === 'USER') return { kind: 'user', userId: id.id };
  return { kind: 'entity', entityId: id };
}
