import type { ActionType, AuditLog, EntityId, PageData, TimePageLink } from '@fleetdeck/model';
import { api } from '../../core/http/api';

/** Whose audit logs a table lists: the tenant's, a customer's, a user's or one entity's. */
export type AuditLogsScope =
  | { kind: 'tenant' }
  | { kind: 'customer'; customerId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'entity'; entityId: EntityId };

export function scopeKey(scope: AuditLogsScope): string {
  switch (scope.kind) {
    case 'tenant':
      return 'tenant';
    case 'customer':
      return `customer:${scope.customerId}`;
    case 'user':
      return `user:${scope.userId}`;
    case 'entity':
      return `entity:${scope.entityId.entityType}:${scope.entityId.id}`;
  }
}

export function fetchAuditLogs(
  scope: AuditLogsScope,
  link: TimePageLink,
  actionTypes: readonly ActionType[],
): Promise<PageData<AuditLog>> {
  switch (scope.kind) {
    case 'tenant':
      return api.auditLogs.list(link, actionTypes);
    case 'customer':
      return api.auditLogs.byCustomer(scope.customerId, link, actionTypes);
    case 'user':
      return api.auditLogs.byUser(scope.userId, link, actionTypes);
    case 'entity':
      return api.auditLogs.byEntity(scope.entityId, link, actionTypes);
  }
}
