import type { Tenant } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import { checkTenant } from '../common/access.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { notFound } from '../http/errors.js';
import { type PageQuery, pageQuerySchema, parsePageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
import { deleteTenant, saveTenant } from './service.js';
import {
  TENANT_INFO_SORT_COLUMNS,
  TENANT_LIST_SORT_COLUMNS,
  tenantInfoQuery,
  toTenant,
  toTenantInfo,
} from './store.js';

const S = ['SYS_ADMIN'] as const;
const ST = ['SYS_ADMIN', 'TENANT_ADMIN'] as const;

export function tenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readTenantInfo = async (rawId: string, request: Parameters<typeof caller>[0]) => {
    const id = parseUuid(rawId);
    const row = await tenantInfoQuery(ctx.db).where('t.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Tenant', id);
    checkTenant(caller(request), id);
    return row;
  };

  app.get<{ Params: { tenantId: string } }>('/api/tenant/:tenantId', { config: { authorities: ST } }, async (request) =>
    toTenant(await readTenantInfo(request.params.tenantId, request)),
  );

  app.get<{ Params: { tenantId: string } }>(
    '/api/tenant/info/:tenantId',
    { config: { authorities: ST } },
    async (request) => toTenantInfo(await readTenantInfo(request.params.tenantId, request)),
  );

  app.post<{ Body: Partial<Tenant> }>(
    '/api/tenant',
    { config: { authorities: S }, schema: { body: { type: 'object' } } },
    async (request) => saveTenant(ctx, request.body),
  );

  app.delete<{ Params: { tenantId: string } }>(
    '/api/tenant/:tenantId',
    { config: { authorities: S } },
    async (request, reply) => {
      await deleteTenant(ctx, parseUuid(request.params.tenantId));
      return reply.send();
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/tenants',
    { config: { authorities: S }, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const link = parsePageLink(request.query, TENANT_LIST_SORT_COLUMNS);
      return fetchPage(tenantInfoQuery(ctx.db), link, { search: 't.title', table: 't' }, toTenant);
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/tenantInfos',
    { config: { authorities: S }, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const link = parsePageLink(request.query, TENANT_INFO_SORT_COLUMNS);
      return fetchPage(tenantInfoQuery(ctx.db), link, { search: 't.title', table: 't' }, toTenantInfo);
    },
  );
}
