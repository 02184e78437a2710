import { newId, uuidTime } from '../common/uuid.js';
import type { CoreContext } from '../context.js';
import { entityKey, loadEntities } from '../entities/store.js';
import { type AuditEntry, entryOfEntityAction } from './entries.js';
import { type AuditLogRow, insertAuditLog } from './store.js';

export type AuditContext = Pick<CoreContext, 'db' | 'log'>;

/** The lower-cased fields the text search looks in, as the platform searches its audit logs. */
function searchText(entry: AuditEntry, entityName: string): string {
  return [entry.entityId.entityType, entityName, entry.userName, entry.actionType, entry.actionStatus]
    .join(' ')
    .toLowerCase();
}

async function entityNameOf(ctx: AuditContext, entry: AuditEntry): Promise<string> {
  if (entry.entityName !== undefined) return entry.entityName;
  return (await loadEntities(ctx.db, [entry.entityId])).get(entityKey(entry.entityId))?.name ?? '';
}

async function store(ctx: AuditContext, id: string, entry: AuditEntry): Promise<void> {
  const entityName = await entityNameOf(ctx, entry);
  const row: AuditLogRow = {
    id,
    created_time: uuidTime(id),
    tenant_id: entry.tenantId,
    customer_id: entry.customerId,
    entity_type: entry.entityId.entityType,
    entity_id: entry.entityId.id,
    entity_name: entityName,
    user_id: entry.userId,
    user_name: entry.userName,
    action_type: entry.actionType,
    action_data: JSON.stringify(entry.actionData),
    action_status: entry.actionStatus,
    action_failure_details: entry.actionFailureDetails,
    search_text: searchText(entry, entityName),
  };
  await insertAuditLog(ctx.db, row);
}

/**
 * Stores an audit entry in the background: the user's answer never waits for it, and a failed write is logged, never
 * turned into a failure of the action it records.
 */
export function recordAudit(ctx: AuditContext, entry: AuditEntry): void {
  // The id (and so the time) is taken now, so that entries keep the order of their actions.
  store(ctx, newId(), entry).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'an audit log entry could not be stored'),
  );
}

/**
 * Audits the entity action messages, which the services publish for every write users make through the REST API:
 * one listener for them all. Only this process's messages, so that a cluster stores each entry once. Device
 * telemetry publishes none, so the device paths never write here.
 */
export function auditEntityActions(ctx: AuditContext & Pick<CoreContext, 'bus'>): () => void {
  return ctx.bus.subscribeLocal((event) => {
    if (event.type !== 'entityAction') return;
    const entry = entryOfEntityAction(event.msg);
    if (entry) recordAudit(ctx, entry);
  });
}
