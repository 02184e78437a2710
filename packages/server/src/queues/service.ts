import { NULL_UUID, type PageData, type Queue, type TenantProfileData } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { fromJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId } from '../common/validation.js';
import type { CoreContext } from '../context.js';
import { badRequest, itemNotFound, notFound, permissionDenied } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { type QueueFields, readQueueFields } from './queue-fields.js';
import {
  deleteQueueRow,
  findQueue,
  findQueueByName,
  findQueueByTopic,
  insertQueue,
  type QueueRow,
  queueColumns,
  queuePage,
  replaceTenantQueues,
  tenantQueueProfile,
  tenantsOfProfile,
  toQueue,
  updateQueue,
} from './store.js';

/** The only service type whose queues the server keeps; the others answer nothing, as on the platform. */
export const RULE_ENGINE_SERVICE = 'TB_RULE_ENGINE';

/** The isolated tenant's queue configuration, or null when the tenant uses the system's queues. */
function isolatedConfiguration(profile: { isolated: boolean; profileData: string } | undefined) {
  if (!profile?.isolated) return null;
  const data = fromJsonText<TenantProfileData>(profile.profileData);
  const queues = data?.queueConfiguration;
  return Array.isArray(queues) && queues.length > 0 ? queues : null;
}

/**
 * Whose queues serve a tenant: its own when its profile isolates its rule engine with a queue configuration, else
 * the system's (the null UUID).
 */
export async function queueOwnerOf(ctx: CoreContext, tenantId: string): Promise<string> {
  if (tenantId === NULL_UUID) return NULL_UUID;
  return isolatedConfiguration(await tenantQueueProfile(ctx.db, tenantId)) ? tenantId : NULL_UUID;
}

function publishChanged(ctx: CoreContext, tenantId: string, id: string, deleted: boolean): void {
  const entityId = { entityType: 'QUEUE' as const, id };
  // The rule engine reads the queues' settings: it hears they changed.
  ctx.bus.publish(
    deleted
      ? { type: 'entityDeleted', tenantId, entityId }
      : { type: 'entitySaved', tenantId, entityId, created: false },
  );
}

/** A queue the caller may read: the system's, or its own tenant's. */
async function readableQueue(ctx: CoreContext, user: SecurityUser, id: string): Promise<QueueRow> {
  const row = await findQueue(ctx.db, id);
  if (!row) throw notFound('Queue', id);
  if (user.authority !== 'SYS_ADMIN' && row.tenant_id !== NULL_UUID && row.tenant_id !== user.tenantId) {
    throw permissionDenied();
  }
  return row;
}

export async function getQueue(ctx: CoreContext, user: SecurityUser, id: string): Promise<Queue> {
  return toQueue(await readableQueue(ctx, user, id));
}

export async function getQueueByName(ctx: CoreContext, user: SecurityUser, name: string): Promise<Queue> {
  const row = await findQueueByName(ctx.db, await queueOwnerOf(ctx, user.tenantId), name);
  if (!row) throw itemNotFound();
  return toQueue(row);
}

export async function listQueues(
  ctx: CoreContext,
  user: SecurityUser,
  serviceType: string,
  link: ParsedPageLink,
): Promise<PageData<Queue>> {
  if (serviceType !== RULE_ENGINE_SERVICE) return { data: [], totalPages: 0, totalElements: 0, hasNext: false };
  return queuePage(ctx.db, await queueOwnerOf(ctx, user.tenantId), link);
}

/**
 * Creates or updates a system queue (the system administrator's tenant is the null UUID). Name and topic are unique
 * among the owner's queues and never change once saved, since messages and device profiles name the queue.
 */
export async function saveQueue(ctx: CoreContext, user: SecurityUser, body: Record<string, unknown>): Promise<Queue> {
  const id = bodyId(body.id);
  const fields = readQueueFields(body);
  const tenantId = user.tenantId;
  if (id) {
    const existing = await findQueue(ctx.db, id);
    if (!existing || existing.tenant_id !== tenantId) throw badRequest(`Queue with id: ${id} does not exists!`);
    if (existing.name !== fields.name) throw badRequest("Queue name can't be changed!");
    if (existing.topic !== fields.topic) throw badRequest("Queue topic can't be changed!");
    await updateQueue(ctx.db, id, fields);
    publishChanged(ctx, tenantId, id, false);
    return toQueue({ ...existing, ...queueColumns(fields) });
  }
  if (await findQueueByName(ctx.db, tenantId, fields.name)) {
    throw badRequest(`Queue with name: ${fields.name} already exists!`);
  }
  if (await findQueueByTopic(ctx.db, tenantId, fields.topic)) {
    throw badRequest(`Queue with topic: ${fields.topic} already exists!`);
  }
  const row = newQueueRow(tenantId, fields);
  await insertQueue(ctx.db, row);
  publishChanged(ctx, tenantId, row.id, false);
  return toQueue(row);
}

function newQueueRow(tenantId: string, fields: QueueFields): QueueRow {
  const id = newId();
  return { id, created_time: uuidTime(id), tenant_id: tenantId, ...queueColumns(fields) };
}

/** Where every message without another queue goes; the rule engine cannot run without it. */
const MAIN_QUEUE = 'Main';

/**
 * Deletes a queue, never Main: the platform's console offers no delete for it, and this server refuses the call too
 * rather than leave the rule engine with nowhere to put messages (3.4.1 defines no text for it: this one is ours).
 */
export async function deleteQueue(ctx: CoreContext, id: string): Promise<void> {
  const row = await findQueue(ctx.db, id);
  if (!row) throw notFound('Queue', id);
  if (row.name === MAIN_QUEUE) throw badRequest("Main queue can't be deleted!");
  await deleteQueueRow(ctx.db, id);
  publishChanged(ctx, row.tenant_id, id, true);
}

/**
 * Checks the queue configuration of a tenant profile, each entry as a queue is checked, with its place in the
 * list named; an isolated profile's configuration needs the Main queue, where every message without another queue
 * goes.
 */
export function checkQueueConfiguration(isolated: boolean, queues: readonly unknown[] | null): void {
  if (!queues) return;
  const names = new Set<string>();
  for (const [index, entry] of queues.entries()) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      throw badRequest(`Validation error: queueConfiguration[${index}] must be an object`);
    }
    const { name } = readQueueFields(entry as Record<string, unknown>);
    if (names.has(name)) throw badRequest(`Queue with name: ${name} already exists!`);
    names.add(name);
  }
  if (isolated && queues.length > 0 && !names.has('Main')) {
    throw badRequest('Main queue configuration should be specified!');
  }
}

/**
 * Makes the tenant's own queues match its profile: an isolated profile's queue configuration creates and updates
 * them by name and removes the ones it no longer names; a profile that does not isolate leaves the tenant none.
 */
export async function syncTenantQueues(ctx: CoreContext, tenantId: string): Promise<void> {
  const configuration = isolatedConfiguration(await tenantQueueProfile(ctx.db, tenantId)) ?? [];
  const rows = configuration.map((entry) =>
    newQueueRow(tenantId, readQueueFields(entry as unknown as Record<string, unknown>)),
  );
  await replaceTenantQueues(ctx.db, tenantId, rows);
  ctx.bus.publish({ type: 'entitySaved', tenantId, entityId: { entityType: 'QUEUE', id: NULL_UUID }, created: false });
}

/** After a tenant profile was saved: every tenant on it gets the profile's queues. */
export async function syncProfileQueues(ctx: CoreContext, profileId: string): Promise<void> {
  for (const tenantId of await tenantsOfProfile(ctx.db, profileId)) await syncTenantQueues(ctx, tenantId);
}
