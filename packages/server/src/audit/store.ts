import type { ActionStatus, ActionType, AuditLog, PageData } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import type { ParsedPageLink } from '../http/paging.js';
import type { TimeRange } from '../http/time-range.js';
import { fetchPage } from '../storage/page-query.js';
import type { AuditLogTable, Db } from '../storage/schema.js';
import { inTransaction } from '../storage/transaction.js';

export type AuditLogRow = Selectable<AuditLogTable>;

export const AUDIT_LOG_SORT_COLUMNS: Record<string, string> = {
  createdTime: 'created_time',
  entityType: 'entity_type',
  entityName: 'entity_name',
  userName: 'user_name',
  type: 'action_type',
  actionType: 'action_type',
  status: 'action_status',
  actionStatus: 'action_status',
};

export function toAuditLog(row: AuditLogRow): AuditLog {
  return {
    id: { id: row.id },
    createdTime: Number(row.created_time),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    customerId: { entityType: 'CUSTOMER', id: row.customer_id },
    entityId: { entityType: row.entity_type as AuditLog['entityId']['entityType'], id: row.entity_id },
    entityName: row.entity_name,
    userId: { entityType: 'USER', id: row.user_id },
    userName: row.user_name,
    actionType: row.action_type as ActionType,
    actionData: JSON.parse(row.action_data) as unknown,
    actionStatus: row.action_status as ActionStatus,
    actionFailureDetails: row.action_failure_details,
  };
}

export async function insertAuditLog(db: Db, row: AuditLogRow): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** Rows per INSERT statement: an audit row binds 14 values, well inside either database's limit per statement. */
const ROWS_PER_STATEMENT = 500;

/** Inserts many rows in one transaction, a few hundred per statement: all of them or none. */
export async function insertAuditLogs(db: Db, rows: readonly AuditLogRow[]): Promise<void> {
  if (rows.length === 1) return insertAuditLog(db, rows[0]);
  await inTransaction(db, async (trx) => {
    for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
      await trx
        .insertInto('audit_log')
        .values(rows.slice(from, from + ROWS_PER_STATEMENT))
        .execute();
    }
  });
}

/** Whose logs a list reads: the whole tenant's, or one customer's, user's or entity's within it. */
export type AuditLogScope =
  | { kind: 'tenant' }
  | { kind: 'customer'; customerId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'entity'; entityId: string };

export function auditLogPage(
  db: Db,
  tenantId: string,
  scope: AuditLogScope,
  range: TimeRange,
  actionTypes: readonly ActionType[],
  link: ParsedPageLink,
): Promise<PageData<AuditLog>> {
  let query = db.selectFrom('audit_log').selectAll().where('tenant_id', '=', tenantId);
  if (scope.kind === 'customer') query = query.where('customer_id', '=', scope.customerId);
  if (scope.kind === 'user') query = query.where('user_id', '=', scope.userId);
  if (scope.kind === 'entity') query = query.where('entity_id', '=', scope.entityId);
  if (range.startTime !== null) query = query.where('created_time', '>=', range.startTime);
  if (range.endTime !== null) query = query.where('created_time', '<=', range.endTime);
  if (actionTypes.length > 0) query = query.where('action_type', 'in', [...actionTypes]);
  return fetchPage(query, link, { search: 'search_text' }, toAuditLog);
}

/** Drops up to `limit` of the oldest rows created before `before`; answers how many. */
export async function deleteAuditLogsBefore(db: Db, before: number, limit: number): Promise<number> {
  const oldest = db
    .selectFrom('audit_log')
    .select('id')
    .where('created_time', '<', before)
    .orderBy('created_time')
    .limit(limit);
  const result = await db.deleteFrom('audit_log').where('id', 'in', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}
