import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { parsePageLink } from '../http/paging.js';
import { parseTimeRange } from '../http/time-range.js';
import { AuditLogsQuery, CustomerIdParams, EntityParams, UserIdParams } from './schemas.js';
import { listAuditLogs, parseActionTypes } from './service.js';
import { AUDIT_LOG_SORT_COLUMNS, type AuditLogScope } from './store.js';

type Query = Static<typeof AuditLogsQuery>;
const T = ['TENANT_ADMIN'] as const;

/** The tenant's audit logs: all, or a customer's, a user's or an entity's; in a time window, of some action types. */
export function auditLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const list = (request: FastifyRequest<{ Querystring: Query }>, scope: AuditLogScope) => {
    const range = parseTimeRange(request.query);
    const actionTypes = parseActionTypes(request.query.actionTypes);
    const link = parsePageLink(request.query, AUDIT_LOG_SORT_COLUMNS);
    return listAuditLogs(ctx, caller(request), scope, range, actionTypes, link);
  };

  app.get<{ Querystring: Query }>(
    '/api/audit/logs',
    { config: { authorities: T }, schema: { querystring: AuditLogsQuery } },
    async (request) => list(request, { kind: 'tenant' }),
  );
  app.get<{ Params: Static<typeof CustomerIdParams>; Querystring: Query }>(
    '/api/audit/logs/customer/:customerId',
    { config: { authorities: T }, schema: { params: CustomerIdParams, querystring: AuditLogsQuery } },
    async (request) => list(request, { kind: 'customer', customerId: parseUuid(request.params.customerId) }),
  );
  app.get<{ Params: Static<typeof UserIdParams>; Querystring: Query }>(
    '/api/audit/logs/user/:userId',
    { config: { authorities: T }, schema: { params: UserIdParams, querystring: AuditLogsQuery } },
    async (request) => list(request, { kind: 'user', userId: parseUuid(request.params.userId) }),
  );
  app.get<{ Params: Static<typeof EntityParams>; Querystring: Query }>(
    '/api/audit/logs/entity/:entityType/:entityId',
    { config: { authorities: T }, schema: { params: EntityParams, querystring: AuditLogsQuery } },
    async (request) => list(request, { kind: 'entity', entityId: parseUuid(request.params.entityId) }),
  );
}
