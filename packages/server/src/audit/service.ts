import { ACTION_TYPES, type ActionType, type AuditLog, type PageData } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { readableCustomer } from '../customers/service.js';
import { badRequest } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import type { TimeRange } from '../http/time-range.js';
import { readUser } from '../users/service.js';
import { type AuditLogScope, auditLogPage } from './store.js';

const KNOWN_ACTION_TYPES: ReadonlySet<string> = new Set(ACTION_TYPES);

/** The `actionTypes` parameter: a comma list of action type names; absent or empty asks for all. */
export function parseActionTypes(raw: string | undefined): ActionType[] {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names) {
    if (!KNOWN_ACTION_TYPES.has(name)) {
      throw badRequest(`No enum constant org.thingsboard.server.common.data.audit.ActionType.${name}`);
    }
  }
  return names as ActionType[];
}

/**
 * A page of the caller's tenant's audit logs in a scope. A customer or user must be one the caller may read; an
 * entity needs no check of its own, since only the caller's tenant's entries are read (and a deleted entity's
 * entries stay readable).
 */
export async function listAuditLogs(
  ctx: AppContext,
  user: SecurityUser,
  scope: AuditLogScope,
  range: TimeRange,
  actionTypes: readonly ActionType[],
  link: ParsedPageLink,
): Promise<PageData<AuditLog>> {
  if (scope.kind === 'customer') await readableCustomer(ctx, user, scope.customerId);
  if (scope.kind === 'user') await readUser(ctx, user, scope.userId);
  return auditLogPage(ctx.db, user.tenantId, scope, range, actionTypes, link);
}
