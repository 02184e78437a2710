import { type EntityId, NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { newId } from '../common/uuid.js';
import type { TbMsg } from '../rule-engine/message.js';
import type { AttributeScope, KvEntry, TsKvEntry } from '../telemetry/kv.js';
import { kvEntriesToJson } from '../telemetry/parse.js';

/**
 * The message types of what users do through the REST API (and devices through provisioning), as the platform sends
 * them into the rule engine.
 */
export type EntityActionType =
  | 'ENTITY_CREATED'
  | 'ENTITY_UPDATED'
  | 'ENTITY_DELETED'
  | 'ENTITY_ASSIGNED'
  | 'ENTITY_UNASSIGNED'
  | 'ATTRIBUTES_UPDATED'
  | 'ATTRIBUTES_DELETED'
  | 'TIMESERIES_UPDATED'
  | 'TIMESERIES_DELETED'
  | 'ALARM_ACK'
  | 'ALARM_CLEAR'
  | 'ENTITY_ASSIGNED_TO_EDGE'
  | 'ENTITY_UNASSIGNED_FROM_EDGE'
  | 'RELATION_ADD_OR_UPDATE'
  | 'RELATION_DELETED'
  | 'RELATIONS_DELETED'
  | 'PROVISION_SUCCESS'
  | 'PROVISION_FAILURE';

/** An entity as its JSON is sent: with its id, and the tenant and customer it belongs to where it has them. */
export interface ActionEntity {
  id: EntityId;
  tenantId?: EntityId | null;
  customerId?: EntityId | null;
}

/** Who acted, what on, and what the message carries. */
export interface EntityAction {
  type: EntityActionType;
  /** who acted; null where the platform itself did (a device provisioning itself): no user metadata then */
  user: SecurityUser | null;
  /** the originator of the message: the entity acted on (an alarm's originator for alarm actions) */
  originator: EntityId;
  tenantId: string;
  /** the customer the action concerns; the acting user's when none */
  customerId?: string | null;
  /** the message data, as JSON */
  data: unknown;
  /** metadata beyond the user's (assigned customer, attribute scope) */
  metadata?: Record<string, string>;
}

const isCustomer = (id: string | null | undefined): id is string => !!id && id !== NULL_UUID;

/**
 * The message the platform sends into the tenant's rule engine when a user's REST call succeeded: from the entity,
 * with the user's id and name (and the customer, when there is one) as metadata.
 */
export function entityActionMsg(action: EntityAction): TbMsg {
  const customerId = isCustomer(action.customerId) ? action.customerId : action.user?.customerId;
  const metadata: Record<string, string> = action.user
    ? { userId: action.user.userId, userName: action.user.email }
    : {};
  if (isCustomer(customerId)) metadata.customerId = customerId;
  Object.assign(metadata, action.metadata);
  return {
    id: newId(),
    ts: Date.now(),
    type: action.type,
    originator: action.originator,
    tenantId: action.tenantId,
    customerId: isCustomer(customerId) ? customerId : NULL_UUID,
    metadata,
    data: typeof action.data === 'string' ? action.data : JSON.stringify(action.data),
  };
}

/**
 * The entity's JSON as the lifecycle messages carry it. A dashboard's configuration is left out (replaced by an
 * empty text), as the platform does, since it can be large.
 */
export function entityData(entity: ActionEntity): unknown {
  if (entity.id.entityType === 'DASHBOARD' && 'configuration' in entity) return { ...entity, configuration: '' };
  return entity;
}

/** Saved attributes as the message data: `{"key": value, …}` with each value in its stored type. */
export function attributesData(entries: readonly KvEntry[]): string {
  return kvEntriesToJson(entries);
}

/** Saved time series as the message data: `{"timeseries": [{"ts": …, "values": {"key": value, …}}, …]}`, by time. */
export function timeseriesData(entries: readonly TsKvEntry[]): string {
  const byTs = new Map<number, KvEntry[]>();
  for (const { ts, key, value } of entries) {
    const group = byTs.get(ts) ?? [];
    group.push({ key, value });
    byTs.set(ts, group);
  }
  const points = [...byTs].map(([ts, group]) => `{"ts":${ts},"values":${kvEntriesToJson(group)}}`);
  return `{"timeseries":[${points.join(',')}]}`;
}

/** The metadata of an attribute message: the scope the attributes were saved in or deleted from. */
export const scopeMetadata = (scope: AttributeScope): Record<string, string> => ({ scope });
