import { type Alarm, type Device, type EntityId, type EntityRelation, NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { CoreContext } from '../context.js';
import { entityKey, loadEntities } from '../entities/store.js';
import type { AttributeScope, KvEntry, TsKvEntry } from '../telemetry/kv.js';
import {
  type ActionEntity,
  attributesData,
  type EntityAction,
  entityActionMsg,
  entityData,
  scopeMetadata,
  timeseriesData,
} from './messages.js';

/**
 * What users change through the REST API goes into the tenant's rule engine as the platform's entity action
 * messages. The services call these once their change is stored; the message travels on the event bus, and the rule
 * engine of this process runs it from the root chain (or the device's profile chain) in the background, so the
 * user's answer never waits for the chain.
 */

export type EntityActionContext = Pick<CoreContext, 'db' | 'bus'>;

export function publishEntityAction(ctx: Pick<CoreContext, 'bus'>, action: EntityAction): void {
  // The system administrator's own changes (relations between tenants) belong to no tenant's rule engine.
  if (action.tenantId === NULL_UUID) return;
  const msg = entityActionMsg(action);
  ctx.bus.publish({ type: 'entityAction', tenantId: msg.tenantId, entityId: msg.originator, msg });
}

const tenantOf = (user: SecurityUser, entity: ActionEntity) => entity.tenantId?.id ?? user.tenantId;

/** A customer's own messages concern that customer; other entities concern the customer they are assigned to. */
const customerOf = (entity: ActionEntity) =>
  entity.id.entityType === 'CUSTOMER' ? entity.id.id : (entity.customerId?.id ?? null);

/** ENTITY_CREATED or ENTITY_UPDATED, with the saved entity as data. */
export function entitySaved(ctx: EntityActionContext, user: SecurityUser, entity: ActionEntity, created: boolean) {
  publishEntityAction(ctx, {
    type: created ? 'ENTITY_CREATED' : 'ENTITY_UPDATED',
    user,
    originator: entity.id,
    tenantId: tenantOf(user, entity),
    customerId: customerOf(entity),
    data: entityData(entity),
  });
}

/** ENTITY_DELETED, with the entity as it was. */
export function entityDeleted(ctx: EntityActionContext, user: SecurityUser, entity: ActionEntity) {
  publishEntityAction(ctx, {
    type: 'ENTITY_DELETED',
    user,
    originator: entity.id,
    tenantId: tenantOf(user, entity),
    customerId: customerOf(entity),
    data: entityData(entity),
  });
}

async function customerTitle(ctx: EntityActionContext, customerId: string): Promise<string> {
  const customer: EntityId = { entityType: 'CUSTOMER', id: customerId };
  return (await loadEntities(ctx.db, [customer])).get(entityKey(customer))?.name ?? '';
}

/** ENTITY_ASSIGNED, naming the customer the entity was assigned to. */
export async function entityAssigned(
  ctx: EntityActionContext,
  user: SecurityUser,
  entity: ActionEntity,
  customerId: string,
): Promise<void> {
  publishEntityAction(ctx, {
    type: 'ENTITY_ASSIGNED',
    user,
    originator: entity.id,
    tenantId: tenantOf(user, entity),
    customerId,
    data: entityData(entity),
    metadata: { assignedCustomerId: customerId, assignedCustomerName: await customerTitle(ctx, customerId) },
  });
}

/** ENTITY_UNASSIGNED, naming the customer the entity was taken from. */
export async function entityUnassigned(
  ctx: EntityActionContext,
  user: SecurityUser,
  entity: ActionEntity,
  customerId: string,
): Promise<void> {
  publishEntityAction(ctx, {
    type: 'ENTITY_UNASSIGNED',
    user,
    originator: entity.id,
    tenantId: tenantOf(user, entity),
    customerId,
    data: entityData(entity),
    metadata: { unassignedCustomerId: customerId, unassignedCustomerName: await customerTitle(ctx, customerId) },
  });
}

/** ATTRIBUTES_UPDATED: the saved keys with their typed values, and the scope. */
export function attributesUpdated(
  ctx: Pick<CoreContext, 'bus'>,
  user: SecurityUser,
  target: { tenantId: string; entityId: EntityId },
  scope: AttributeScope,
  entries: readonly KvEntry[],
): void {
  publishEntityAction(ctx, {
    type: 'ATTRIBUTES_UPDATED',
    user,
    originator: target.entityId,
    tenantId: target.tenantId,
    data: attributesData(entries),
    metadata: scopeMetadata(scope),
  });
}

/** ATTRIBUTES_DELETED: `{"attributes": [keys]}`, and the scope. */
export function attributesDeleted(
  ctx: Pick<CoreContext, 'bus'>,
  user: SecurityUser,
  target: { tenantId: string; entityId: EntityId },
  scope: AttributeScope,
  keys: readonly string[],
): void {
  publishEntityAction(ctx, {
    type: 'ATTRIBUTES_DELETED',
    user,
    originator: target.entityId,
    tenantId: target.tenantId,
    data: { attributes: keys },
    metadata: scopeMetadata(scope),
  });
}

/** TIMESERIES_UPDATED: the saved points, grouped by time. */
export function timeseriesUpdated(
  ctx: Pick<CoreContext, 'bus'>,
  user: SecurityUser,
  target: { tenantId: string; entityId: EntityId },
  entries: readonly TsKvEntry[],
): void {
  publishEntityAction(ctx, {
    type: 'TIMESERIES_UPDATED',
    user,
    originator: target.entityId,
    tenantId: target.tenantId,
    data: timeseriesData(entries),
  });
}

/** TIMESERIES_DELETED: the keys and the time range their points were deleted in. */
export function timeseriesDeleted(
  ctx: Pick<CoreContext, 'bus'>,
  user: SecurityUser,
  target: { tenantId: string; entityId: EntityId },
  deleted: { keys: readonly string[]; startTs: number; endTs: number },
): void {
  publishEntityAction(ctx, {
    type: 'TIMESERIES_DELETED',
    user,
    originator: target.entityId,
    tenantId: target.tenantId,
    data: { timeseries: deleted.keys, startTs: deleted.startTs, endTs: deleted.endTs },
  });
}

/**
 * What a user did to an alarm: ALARM_ACK and ALARM_CLEAR, and for a save or a delete ENTITY_CREATED, ENTITY_UPDATED
 * or ENTITY_DELETED (the platform sends no ALARM_DELETE). The message comes from the alarm's originator, with the
 * alarm as data.
 */
export function alarmAction(
  ctx: Pick<CoreContext, 'bus'>,
  user: SecurityUser,
  alarm: Alarm,
  type: 'ALARM_ACK' | 'ALARM_CLEAR' | 'ENTITY_CREATED' | 'ENTITY_UPDATED' | 'ENTITY_DELETED',
): void {
  publishEntityAction(ctx, {
    type,
    user,
    originator: alarm.originator,
    tenantId: alarm.tenantId.id,
    customerId: alarm.customerId.id,
    data: alarm,
  });
}

/**
 * ENTITY_ASSIGNED_TO_EDGE or ENTITY_UNASSIGNED_FROM_EDGE, with the entity as data and the edge named in the
 * metadata.
 */
export function entityEdgeAssignment(
  ctx: Pick<CoreContext, 'bus'>,
  user: SecurityUser,
  entity: ActionEntity,
  edge: { id: string; name: string },
  assigned: boolean,
): void {
  publishEntityAction(ctx, {
    type: assigned ? 'ENTITY_ASSIGNED_TO_EDGE' : 'ENTITY_UNASSIGNED_FROM_EDGE',
    user,
    originator: entity.id,
    tenantId: tenantOf(user, entity),
    customerId: customerOf(entity),
    data: entityData(entity),
    metadata: assigned
      ? { assignedEdgeId: edge.id, assignedEdgeName: edge.name }
      : { unassignedEdgeId: edge.id, unassignedEdgeName: edge.name },
  });
}

/**
 * RELATION_ADD_OR_UPDATE or RELATION_DELETED: the platform tells both ends of the relation, each as the originator
 * of its own message, with the relation as data.
 */
export function relationChanged(
  ctx: Pick<CoreContext, 'bus'>,
  user: SecurityUser,
  relation: EntityRelation,
  type: 'RELATION_ADD_OR_UPDATE' | 'RELATION_DELETED',
): void {
  for (const end of [relation.from, relation.to]) {
    publishEntityAction(ctx, { type, user, originator: end, tenantId: user.tenantId, data: relation });
  }
}

/** RELATIONS_DELETED: every relation of the entity was deleted; the data is an empty object. */
export function relationsDeleted(ctx: Pick<CoreContext, 'bus'>, user: SecurityUser, entityId: EntityId): void {
  publishEntityAction(ctx, {
    type: 'RELATIONS_DELETED',
    user,
    originator: entityId,
    tenantId: user.tenantId,
    data: {},
  });
}

/**
 * PROVISION_SUCCESS or PROVISION_FAILURE: a device asked to be provisioned. No user acted, so the metadata names the
 * device (and its tenant) as the device's own messages do.
 */
export function deviceProvisioned(ctx: Pick<CoreContext, 'bus'>, device: Device, succeeded: boolean): void {
  publishEntityAction(ctx, {
    type: succeeded ? 'PROVISION_SUCCESS' : 'PROVISION_FAILURE',
    user: null,
    originator: device.id,
    tenantId: device.tenantId.id,
    customerId: device.customerId.id,
    data: device,
    metadata: { tenantId: device.tenantId.id, deviceName: device.name, deviceType: device.type },
  });
}
