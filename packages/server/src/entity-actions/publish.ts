import type { Alarm, EntityId } from '@fleetdeck/model';
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
