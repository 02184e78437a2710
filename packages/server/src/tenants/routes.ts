import type { Tenant } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { parsePageLink } from '../http/paging.js';
import { PageLinkQuery } from '../http/schemas.js';
import { TenantBody, TenantIdParams } from './schemas.js';
import { deleteTenant, listTenants, readableTenant, saveTenant } from './service.js';
import { TENANT_INFO_SORT_COLUMNS, TENANT_LIST_SORT_COLUMNS, toTenant, toTenantInfo } from './store.js';

const S = ['SYS_ADMIN'] as const;
const ST = ['SYS_ADMIN', 'TENANT_ADMIN'] as const;

export function tenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Static<typeof TenantIdParams> }>(
    '/api/tenant/:tenantId',
    { config: { authorities: ST }, schema: { params: TenantIdParams } },
    async (request) => toTenant(await readableTenant(ctx, caller(request), parseUuid(request.params.tenantId))),
  );

  app.get<{ Params: Static<typeof TenantIdParams> }>(
    '/api/tenant/info/:tenantId',
    { config: { authorities: ST }, schema: { params: TenantIdParams } },
    async (request) => toTenantInfo(await readableTenant(ctx, caller(request), parseUuid(request.params.tenantId))),
  );

  app.post<{ Body: Partial<Tenant> }>(
    '/api/tenant',
    { config: { authorities: S }, schema: { body: TenantBody } },
    async (request) => saveTenant(ctx, request.body),
  );

  app.delete<{ Params: Static<typeof TenantIdParams> }>(
    '/api/tenant/:tenantId',
    { config: { authorities: S }, schema: { params: TenantIdParams } },
    async (request, reply) => {
      await deleteTenant(ctx, parseUuid(request.params.tenantId));
      return reply.send();
    },
  );

  app.get<{ Querystring: Static<typeof PageLinkQuery> }>(
    '/api/tenants',
    { config: { authorities: S }, schema: { querystring: PageLinkQuery } },
    async (request) => {
      const link = parsePageLink(request.query, TENANT_LIST_SORT_COLUMNS);
      return listTenants(ctx, link, toTenant);
    },
  );

  app.get<{ Querystring: Static<typeof PageLinkQuery> }>(
    '/api/tenantInfos',
    { config: { authorities: S }, schema: { querystring: PageLinkQuery } },
    async (request) => {
      const link = parsePageLink(request.query, TENANT_INFO_SORT_COLUMNS);
      return listTenants(ctx, link, toTenantInfo);
    },
  );
}
