import { type ActionStatus, type ActionType, type EntityId, NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { TbMsg } from '../rule-engine/message.js';

/** An action to audit, before it is stored; an entity name left out is looked up when it is stored. */
export interface AuditEntry {
  tenantId: string;
  customerId: string;
  entityId: EntityId;
  entityName?: string;
  userId: string;
  userName: string;
  actionType: ActionType;
  actionData: Record<string, unknown>;
  actionStatus: ActionStatus;
  actionFailureDetails: string | null;
}

/** The audit action of each entity action message type; a deleted alarm has its own, ALARM_DELETE. */
const ACTION_OF_MESSAGE: Record<string, ActionType> = {
  ENTITY_CREATED: 'ADDED',
  ENTITY_UPDATED: 'UPDATED',
  ENTITY_DELETED: 'DELETED',
  ENTITY_ASSIGNED: 'ASSIGNED_TO_CUSTOMER',
  ENTITY_UNASSIGNED: 'UNASSIGNED_FROM_CUSTOMER',
  ATTRIBUTES_UPDATED: 'ATTRIBUTES_UPDATED',
  ATTRIBUTES_DELETED: 'ATTRIBUTES_DELETED',
  TIMESERIES_UPDATED: 'TIMESERIES_UPDATED',
  TIMESERIES_DELETED: 'TIMESERIES_DELETED',
  ALARM_ACK: 'ALARM_ACK',
  ALARM_CLEAR: 'ALARM_CLEAR',
  ENTITY_ASSIGNED_TO_EDGE: 'ASSIGNED_TO_EDGE',
  ENTITY_UNASSIGNED_FROM_EDGE: 'UNASSIGNED_FROM_EDGE',
  RELATION_ADD_OR_UPDATE: 'RELATION_ADD_OR_UPDATE',
  RELATION_DELETED: 'RELATION_DELETED',
  RELATIONS_DELETED: 'RELATIONS_DELETED',
  PROVISION_SUCCESS: 'PROVISION_SUCCESS',
  PROVISION_FAILURE: 'PROVISION_FAILURE',
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsed(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** The entity a message's data is, when it is one (an entity or an alarm with its id), else null. */
function entityOfData(data: unknown): EntityId | null {
  if (!isObject(data) || !isObject(data.id)) return null;
  const { entityType, id } = data.id;
  return typeof entityType === 'string' && typeof id === 'string' ? ({ entityType, id } as EntityId) : null;
}

/** The name the platform gives an entity in its audit logs: a user's e-mail, an alarm's type, else title or name. */
function nameOfData(entityId: EntityId, data: Json): string | undefined {
  const field = entityId.entityType === 'USER' ? 'email' : entityId.entityType === 'ALARM' ? 'type' : null;
  const candidates = field ? [data[field]] : [data.title, data.name];
  return candidates.find((value): value is string => typeof value === 'string');
}

/** The action data the platform keeps for each action type, built from the message's data and metadata. */
export function actionData(actionType: ActionType, entityId: EntityId, data: unknown, metadata: Json): Json {
  const id = entityId.id;
  switch (actionType) {
    case 'DELETED':
    case 'ALARM_DELETE':
      return { entityId: id };
    case 'ATTRIBUTES_UPDATED':
      return { entityId: id, scope: metadata.scope, attributes: data };
    case 'ATTRIBUTES_DELETED':
      return { entityId: id, scope: metadata.scope, attributes: isObject(data) ? data.attributes : [] };
    case 'TIMESERIES_UPDATED':
      return { entityId: id, timeseries: isObject(data) ? data.timeseries : [] };
    case 'TIMESERIES_DELETED':
      return { entityId: id, ...(isObject(data) ? data : {}) };
    case 'ASSIGNED_TO_CUSTOMER':
      return {
        entityId: id,
        assignedCustomerId: metadata.assignedCustomerId,
        assignedCustomerName: metadata.assignedCustomerName,
      };
    case 'UNASSIGNED_FROM_CUSTOMER':
      return {
        entityId: id,
        unassignedCustomerId: metadata.unassignedCustomerId,
        unassignedCustomerName: metadata.unassignedCustomerName,
      };
    case 'ASSIGNED_TO_EDGE':
      return { entityId: id, assignedEdgeId: metadata.assignedEdgeId, assignedEdgeName: metadata.assignedEdgeName };
    case 'UNASSIGNED_FROM_EDGE':
      return {
        entityId: id,
        unassignedEdgeId: metadata.unassignedEdgeId,
        unassignedEdgeName: metadata.unassignedEdgeName,
      };
    case 'RELATION_ADD_OR_UPDATE':
    case 'RELATION_DELETED':
      return { relation: data };
    default:
      return entityOfData(data) ? { entity: data } : {};
  }
}

/**
 * The audit entry of an entity action message: what a user did through the REST API, or a device's provisioning.
 * Messages no user sent otherwise (entities a rule node created) are not audited, as on the platform: null.
 */
export function entryOfEntityAction(msg: TbMsg): AuditEntry | null {
  let actionType = ACTION_OF_MESSAGE[msg.type];
  const provisioning = msg.type === 'PROVISION_SUCCESS' || msg.type === 'PROVISION_FAILURE';
  if (!actionType || (!msg.metadata.userId && !provisioning)) return null;
  const data = parsed(msg.data);
  const entityId = entityOfData(data) ?? msg.originator;
  if (entityId.entityType === 'ALARM' && actionType === 'DELETED') actionType = 'ALARM_DELETE';
  return {
    tenantId: msg.tenantId,
    customerId: msg.customerId || NULL_UUID,
    entityId,
    entityName: isObject(data) && entityOfData(data) ? nameOfData(entityId, data) : undefined,
    userId: msg.metadata.userId ?? NULL_UUID,
    userName: msg.metadata.userName ?? '',
    actionType,
    actionData: actionData(actionType, entityId, data, msg.metadata),
    actionStatus: 'SUCCESS',
    actionFailureDetails: null,
  };
}

/** A device as an audit entry names it: its id, name, tenant and customer. */
export interface AuditedDevice {
  id: string;
  name: string;
  tenant_id: string;
  customer_id: string;
}

/**
 * An action of a user on a device outside the entity action messages (reading or replacing its credentials, an RPC
 * call), with the data the platform keeps for it; a failure carries the error.
 */
export function deviceActionEntry(
  user: SecurityUser,
  device: AuditedDevice,
  actionType: 'CREDENTIALS_READ' | 'CREDENTIALS_UPDATED' | 'RPC_CALL',
  data: Record<string, unknown>,
  failure: string | null = null,
): AuditEntry {
  return {
    tenantId: device.tenant_id,
    customerId: device.customer_id,
    entityId: { entityType: 'DEVICE', id: device.id },
    entityName: device.name,
    userId: user.userId,
    userName: user.email,
    actionType,
    actionData: { entityId: device.id, ...data },
    actionStatus: failure === null ? 'SUCCESS' : 'FAILURE',
    actionFailureDetails: failure,
  };
}
