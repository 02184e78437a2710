import type { CustomerId, EntityId, RuleChainId, TenantId } from '../ids.js';
import type { EntitySearchQuery } from './relation.js';

export type EdgeId = EntityId<'EDGE'>;

/** An edge instance. */
export interface Edge {
  id: EdgeId;
  createdTime: number;
  additionalInfo: Record<string, unknown> | null;
  tenantId: TenantId;
  customerId: CustomerId;
  rootRuleChainId: RuleChainId | null;
  name: string;
  type: string;
  label: string | null;
  routingKey: string;
  secret: string;
}

export interface EdgeInfo extends Edge {
  customerTitle: string | null;
  customerIsPublic: boolean;
}

export interface EdgeSearchQuery extends EntitySearchQuery {
  edgeTypes: string[];
}

/** The edge secret the platform generates when none is given. */
export const EDGE_SECRET_LENGTH = 20;

export const EDGE_EVENT_TYPES = [
  'DASHBOARD',
  'ASSET',
  'DEVICE',
  'DEVICE_PROFILE',
  'ENTITY_VIEW',
  'ALARM',
  'RULE_CHAIN',
  'RULE_CHAIN_METADATA',
  'EDGE',
  'USER',
  'CUSTOMER',
  'RELATION',
  'TENANT',
  'WIDGETS_BUNDLE',
  'WIDGET_TYPE',
  'ADMIN_SETTINGS',
] as const;
export type EdgeEventType = (typeof EDGE_EVENT_TYPES)[number];

export const EDGE_EVENT_ACTIONS = [
  'ADDED',
  'DELETED',
  'UPDATED',
  'POST_ATTRIBUTES',
  'ATTRIBUTES_UPDATED',
  'ATTRIBUTES_DELETED',
  'TIMESERIES_UPDATED',
  'CREDENTIALS_UPDATED',
  'ASSIGNED_TO_CUSTOMER',
  'UNASSIGNED_FROM_CUSTOMER',
  'RELATION_ADD_OR_UPDATE',
  'RELATION_DELETED',
  'RPC_CALL',
  'ALARM_ACK',
  'ALARM_CLEAR',
  'ASSIGNED_TO_EDGE',
  'UNASSIGNED_FROM_EDGE',
  'CREDENTIALS_REQUEST',
  'ENTITY_MERGE_REQUEST',
] as const;
export type EdgeEventAction = (typeof EDGE_EVENT_ACTIONS)[number];

export type EdgeEventStatus = 'PENDING' | 'DEPLOYED';

/** One entry of an edge's event log (GET /api/edge/{id}/events). entityId is a bare uuid, as in the platform. */
export interface EdgeEvent {
  id: { id: string };
  createdTime: number;
  tenantId: TenantId;
  edgeId: EdgeId;
  type: EdgeEventType;
  action: EdgeEventAction;
  entityId: string | null;
  uid: string | null;
  body: unknown;
  status: EdgeEventStatus;
}
