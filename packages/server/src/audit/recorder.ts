import { newId, uuidTime } from '../common/uuid.js';
import type { CoreContext } from '../context.js';
import { entityKey, loadEntities } from '../entities/store.js';
import type { Db } from '../storage/schema.js';
import { type AuditEntry, entryOfEntityAction } from './entries.js';
import { type AuditLogRow, insertAuditLog, insertAuditLogs } from './store.js';

export type AuditContext = Pick<CoreContext, 'db' | 'log'>;

/** The lower-cased fields the text search looks in, as the platform searches its audit logs. */
function searchText(entry: AuditEntry, entityName: string): string {
  return [entry.entityId.entityType, entityName, entry.userName, entry.actionType, entry.actionStatus]
    .join(' ')
    .toLowerCase();
}

function rowOf(id: string, entry: AuditEntry, entityName: string): AuditLogRow {
  return {
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
}

interface Pending {
  id: string;
  entry: AuditEntry;
}

/** The rows of the entries, with the names the entries left out looked up in one go. */
async function rowsOf(db: Db, pending: readonly Pending[]): Promise<AuditLogRow[]> {
  const unnamed = pending.filter(({ entry }) => entry.entityName === undefined).map(({ entry }) => entry.entityId);
  const names = unnamed.length > 0 ? await loadEntities(db, unnamed) : new Map<string, { name: string }>();
  return pending.map(({ id, entry }) =>
    rowOf(id, entry, entry.entityName ?? names.get(entityKey(entry.entityId))?.name ?? ''),
  );
}

/**
 * The entries recorded during one turn of the event loop, stored together in the next: a bulk import audits
 * hundreds of created devices at once, and one insert per entry (a commit each on the embedded database) cost more
 * than creating the devices. Should the whole write fail, each entry is tried alone, so one bad entry loses only
 * itself, as when each was written on its own.
 */
class AuditWriteBatch {
  private pending: Pending[] = [];

  constructor(private readonly ctx: AuditContext) {}

  add(id: string, entry: AuditEntry): void {
    this.pending.push({ id, entry });
    if (this.pending.length === 1) setImmediate(() => void this.write());
  }

  private async write(): Promise<void> {
    const taken = this.pending;
    this.pending = [];
    try {
      await insertAuditLogs(this.ctx.db, await rowsOf(this.ctx.db, taken));
    } catch {
      for (const one of taken) {
        await this.writeAlone(one);
      }
    }
  }

  private async writeAlone(one: Pending): Promise<void> {
    try {
      await insertAuditLog(this.ctx.db, (await rowsOf(this.ctx.db, [one]))[0]);
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'an audit log entry could not be stored');
    }
  }
}

/** One batch per database handle, so that every caller's entries of a turn are written together. */
const batches = new WeakMap<Db, AuditWriteBatch>();

/**
 * Stores an audit entry in the background: the user's answer never waits for it, and a failed write is logged, never
 * turned into a failure of the action it records.
 */
export function recordAudit(ctx: AuditContext, entry: AuditEntry): void {
  let batch = batches.get(ctx.db);
  if (!batch) {
    batch = new AuditWriteBatch(ctx);
    batches.set(ctx.db, batch);
  }
  // The id (and so the time) is taken now, so that entries keep the order of their actions.
  batch.add(newId(), entry);
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
