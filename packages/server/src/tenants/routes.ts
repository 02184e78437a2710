import type { Tenant } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { type PageQuery, pageQuerySchema, parsePageLink } from '../http/paging.js';
import { deleteTenant, listTenants, readableTenant, saveTenant } from './service.js';
import { TENANT_INFO_SORT_COLUMNS, TENANT_LIST_SORT_COLUMNS, toTenant, toTenantInfo } from './store.js';

const S = ['SYS_ADMIN'] as const;
const ST = ['SYS_ADMIN', 'TENANT_ADMIN'] as const;

export function tenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { tenantId: string } }>('/api/tenant/:tenantId', { config: { authorities: ST } }, async (request) =>
    toTenant(await readableTenant(ctx, caller(request), parseUuid(request.params.tenantId))),
  );

  app.get<{ Params: { tenantId: string } }>(
    '/api/tenant/info/:tenantId',
    { config: { authorities: ST } },
    async (request) => toTenantInfo(await readableTenant(ctx, caller(request), parseUuid(request.params.tenantId))),
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
      return listTenants(ctx, link, toTenant);
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/tenantInfos',
    { config: { authorities: S }, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const link = parsePageLink(request.query, TENANT_INFO_SORT_COLUMNS);
      return listTenants(ctx, link, toTenantInfo);
    },
  );
}
