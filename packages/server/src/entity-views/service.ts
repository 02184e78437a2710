import {
  type EntitySubtype,
  type EntityView,
  type EntityViewInfo,
  type EntityViewKeys,
  NULL_UUID,
} from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkCustomer } from '../common/access.js';
import { checkEntity } from '../common/entities.js';
import { toJsonText } from '../common/json.js';
import { callerScope, type Owner } from '../common/owned-entities.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkTextFields, optionalText } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { checkCustomerReference } from '../customers/customer-reference.js';
import { assignableCustomer, publicCustomer } from '../customers/service.js';
import { ENTITY_VIEW } from '../entities/kinds/entity-view.js';
import { entitySubtypes } from '../entities/store.js';
import { entityAssigned, entityDeleted, entitySaved, entityUnassigned } from '../entity-actions/publish.js';
import { badRequest, itemNotFound, notFound } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { deleteEntityWithData } from '../storage/cascade.js';
import {
  type EntityViewInfoRow,
  type EntityViewRow,
  entityViewInfoPage,
  entityViewPage,
  findEntityView,
  findEntityViewByName,
  findEntityViewInfo,
  findEntityViewsByIds,
  insertEntityView,
  setEntityViewCustomer,
  toEntityView,
  toEntityViewInfo,
  updateEntityView,
} from './store.js';

/** The entity view, if the caller may see it: another tenant's answers 403, another customer's too. */
export async function readableEntityView(ctx: AppContext, user: SecurityUser, id: string): Promise<EntityViewRow> {
  const row = await findEntityView(ctx.db, id);
  if (!row) throw notFound('Entity view', id);
  checkCustomer(user, { tenantId: row.tenant_id, customerId: row.customer_id });
  return row;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The keys as stored: every list present, non-strings dropped. */
function normalizeKeys(keys: unknown): EntityViewKeys {
  const given = (keys && typeof keys === 'object' ? keys : {}) as Partial<Record<string, unknown>>;
  const attributes = (given.attributes && typeof given.attributes === 'object' ? given.attributes : {}) as Partial<
    Record<string, unknown>
  >;
  return {
    timeseries: stringList(given.timeseries),
    attributes: { cs: stringList(attributes.cs), ss: stringList(attributes.ss), sh: stringList(attributes.sh) },
  };
}

function timeMs(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
}

/**
 * The viewed entity: a device or an asset the caller may read. The platform does not check it on save; we do, so
 * a view never points at a missing entity or another tenant's (device: 404, asset: 403, as their own reads answer).
 */
async function viewedEntity(ctx: AppContext, user: SecurityUser, body: Partial<EntityView>) {
  const entityId = bodyId(body.entityId);
  if (!entityId) throw badRequest('Entity view entity id should be specified!');
  const entityType = (body.entityId as { entityType?: unknown }).entityType;
  // The generic check answers as the device and asset APIs do: another tenant's device 404, asset 403.
  if (entityType === 'DEVICE' || entityType === 'ASSET')
    await checkEntity(ctx.db, user, { entityType, id: entityId }, 'READ');
  else throw badRequest('Entity view can only be created for a device or an asset!');
  return { entity_type: entityType, entity_id: entityId };
}

export async function saveEntityView(
  ctx: AppContext,
  user: SecurityUser,
  body: Partial<EntityView>,
): Promise<EntityView> {
  const id = bodyId(body.id);
  const existing = id ? await readableEntityView(ctx, user, id) : undefined;
  const name = optionalText(body.name)?.trim();
  if (!name) throw badRequest('Entity view name should be specified!');
  const type = optionalText(body.type)?.trim();
  if (!type) throw badRequest('Entity view type should be specified!');
  checkTextFields(body as Record<string, unknown>, ['name', 'type']);
  const entity = await viewedEntity(ctx, user, body);
  await checkCustomerReference(ctx.db, user.tenantId, body.customerId, 'entity view');
  const duplicate = await findEntityViewByName(ctx.db, user.tenantId, name);
  if (duplicate && duplicate.id !== id) throw badRequest('Entity view with such name already exists!');
  const values = {
    ...entity,
    name,
    type,
    keys: toJsonText(normalizeKeys(body.keys)),
    start_ts: timeMs(body.startTimeMs),
    end_ts: timeMs(body.endTimeMs),
    additional_info: toJsonText(body.additionalInfo),
    external_id: bodyId(body.externalId),
  };
  if (existing) {
    await updateEntityView(ctx.db, existing.id, values);
    const updated = toEntityView({ ...existing, ...values });
    entitySaved(ctx, user, updated, false);
    return updated;
  }
  const viewId = newId();
  const row: EntityViewRow = {
    id: viewId,
    created_time: uuidTime(viewId),
    tenant_id: user.tenantId,
    customer_id: NULL_UUID,
    ...values,
  };
  await insertEntityView(ctx.db, row);
  const created = toEntityView(row);
  entitySaved(ctx, user, created, true);
  return created;
}

export async function deleteEntityView(ctx: AppContext, user: SecurityUser, id: string): Promise<void> {
  const view = await readableEntityView(ctx, user, id);
  await deleteEntityWithData(ctx.db, ENTITY_VIEW, id);
  entityDeleted(ctx, user, toEntityView(view));
}

async function setCustomer(
  ctx: AppContext,
  user: SecurityUser,
  view: EntityViewRow,
  customerId: string,
): Promise<EntityView> {
  await setEntityViewCustomer(ctx.db, view.id, customerId);
  const changed = toEntityView({ ...view, customer_id: customerId });
  if (customerId === NULL_UUID) await entityUnassigned(ctx, user, changed, view.customer_id);
  else await entityAssigned(ctx, user, changed, customerId);
  return changed;
}

export async function assignEntityView(ctx: AppContext, user: SecurityUser, customerId: string, viewId: string) {
  await assignableCustomer(ctx, user, customerId);
  return setCustomer(ctx, user, await readableEntityView(ctx, user, viewId), customerId);
}

export async function assignEntityViewToPublic(ctx: AppContext, user: SecurityUser, viewId: string) {
  const view = await readableEntityView(ctx, user, viewId);
  return setCustomer(ctx, user, view, (await publicCustomer(ctx, view.tenant_id)).id);
}

export async function unassignEntityView(ctx: AppContext, user: SecurityUser, viewId: string) {
  const view = await readableEntityView(ctx, user, viewId);
  if (view.customer_id === NULL_UUID) throw badRequest("Entity View isn't assigned to any customer!");
  return setCustomer(ctx, user, view, NULL_UUID);
}

/** The entity view with its customer's title, if the caller may see it. */
export async function readableEntityViewInfo(ctx: AppContext, user: SecurityUser, id: string): Promise<EntityViewInfo> {
  const row = await readableEntityView(ctx, user, id);
  return toEntityViewInfo((await findEntityViewInfo(ctx.db, row.id)) as EntityViewInfoRow);
}

/** The tenant's entity view of that name; none answers the platform's checkNotNull (404). */
export async function tenantEntityViewByName(ctx: AppContext, user: SecurityUser, name: string): Promise<EntityView> {
  const row = await findEntityViewByName(ctx.db, user.tenantId, name);
  if (!row) throw itemNotFound();
  return toEntityView(row);
}

export function listEntityViews(ctx: AppContext, owner: Owner, type: string | undefined, link: ParsedPageLink) {
  return entityViewPage(ctx.db, owner, type, link);
}

export function listEntityViewInfos(ctx: AppContext, owner: Owner, type: string | undefined, link: ParsedPageLink) {
  return entityViewInfoPage(ctx.db, owner, type, link);
}

/** The entity views among the ids that the caller may see: its tenant's, or its customer's for a customer user. */
export async function entityViewsByIds(
  ctx: AppContext,
  user: SecurityUser,
  ids: readonly string[],
): Promise<EntityView[]> {
  return (await findEntityViewsByIds(ctx.db, callerScope(user), ids)).map(toEntityView);
}

export function entityViewTypes(ctx: AppContext, user: SecurityUser): Promise<EntitySubtype[]> {
  return entitySubtypes(ctx.db, ENTITY_VIEW, user.tenantId);
}
