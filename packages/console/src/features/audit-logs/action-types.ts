import type { ActionStatus, ActionType, AuditLog } from '@fleetdeck/model';

/** The message key of an action type's label: ADDED → audit-log.type-added. */
export function actionTypeLabel(type: ActionType): string {
  return `audit-log.type-${type.toLowerCase().replace(/_/g, '-')}`;
}

export function actionStatusLabel(status: ActionStatus): string {
  return status === 'SUCCESS' ? 'audit-log.status-success' : 'audit-log.status-failure';
}

/** What the details dialog shows of an entry: its action data as indented JSON, and the failure's text if any. */
export function auditLogDetails(entry: AuditLog): { actionData: string; failureDetails: string | null } {
  return {
    actionData: JSON.stringify(entry.actionData ?? {}, null, 2),
    failureDetails: entry.actionStatus === 'FAILURE' ? (entry.actionFailureDetails ?? '') : null,
  };
}
