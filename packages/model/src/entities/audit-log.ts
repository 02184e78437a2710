import type { CustomerId, EntityId, PlainId, TenantId, UserId } from '../ids.js';

/** What the platform audits: every write users make through the REST API, their sign-ins, and device provisioning. */
export const ACTION_TYPES = [
  'ADDED',
  'DELETED',
  'UPDATED',
  'ATTRIBUTES_UPDATED',
  'ATTRIBUTES_DELETED',
  'TIMESERIES_UPDATED',
  'TIMESERIES_DELETED',
  'RPC_CALL',
  'CREDENTIALS_UPDATED',
  'ASSIGNED_TO_CUSTOMER',
  'UNASSIGNED_FROM_CUSTOMER',
  'ACTIVATED',
  'SUSPENDED',
  'CREDENTIALS_READ',
  'ATTRIBUTES_READ',
  'RELATION_ADD_OR_UPDATE',
  'RELATION_DELETED',
  'RELATIONS_DELETED',
  'ALARM_ACK',
  'ALARM_CLEAR',
  'ALARM_DELETE',
  'LOGIN',
  'LOGOUT',
  'LOCKOUT',
  'ASSIGNED_FROM_TENANT',
  'ASSIGNED_TO_TENANT',
  'PROVISION_SUCCESS',
  'PROVISION_FAILURE',
  'ASSIGNED_TO_EDGE',
  'UNASSIGNED_FROM_EDGE',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export type ActionStatus = 'SUCCESS' | 'FAILURE';

/** One audited action: who did what to which entity, with what data, and whether it succeeded. */
export interface AuditLog {
  id: PlainId;
  createdTime: number;
  tenantId: TenantId;
  customerId: CustomerId;
  entityId: EntityId;
  entityName: string;
  userId: UserId;
  userName: string;
  actionType: ActionType;
  actionData: unknown;
  actionStatus: ActionStatus;
  actionFailureDetails: string | null;
}
