import type { EntityInfo, TenantProfile } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { TENANT_PROFILE } from '../entities/kinds/tenant-profile.js';
import { notFound } from '../http/errors.js';
import { type PageQuery, pageQuerySchema, parsePageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
import { deleteTenantProfile, saveTenantProfile, setDefaultTenantProfile } from './service.js';
import { findDefaultTenantProfile, findTenantProfile, type TenantProfileRow, toTenantProfile } from './store.js';

const S = ['SYS_ADMIN'] as const;

function toInfo(row: Pick<TenantProfileRow, 'id' | 'name'>): EntityInfo {
  return { id: { entityType: 'TENANT_PROFILE', id: row.id }, name: row.name };
}

export function tenantProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readProfile = async (rawId: string) => {
    const id = parseUuid(rawId);
    const row = await findTenantProfile(ctx.db, id);
    if (!row) throw notFound('Tenant profile', id);
    return row;
  };

  app.get<{ Params: { id: string } }>('/api/tenantProfile/:id', { config: { authorities: S } }, async (request) =>
    toTenantProfile(await readProfile(request.params.id)),
  );

  app.get<{ Params: { id: string } }>('/api/tenantProfileInfo/:id', { config: { authorities: S } }, async (request) => {
    if (request.params.id === 'default') {
      const row = await findDefaultTenantProfile(ctx.db);
      if (!row) throw notFound('Tenant profile', 'default');
      return toInfo(row);
    }
    return toInfo(await readProfile(request.params.id));
  });

  app.post<{ Body: Partial<TenantProfile> }>(
    '/api/tenantProfile',
    { config: { authorities: S }, schema: { body: { type: 'object' } } },
    async (request) => saveTenantProfile(ctx, request.body),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/tenantProfile/:id',
    { config: { authorities: S } },
    async (request, reply) => {
      await deleteTenantProfile(ctx, parseUuid(request.params.id));
      return reply.send();
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/tenantProfile/:id/default',
    { config: { authorities: S } },
    async (request) => setDefaultTenantProfile(ctx, parseUuid(request.params.id)),
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/tenantProfiles',
    { config: { authorities: S }, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const link = parsePageLink(request.query, TENANT_PROFILE.sortColumns);
      return fetchPage(ctx.db.selectFrom('tenant_profile').selectAll(), link, { search: 'name' }, toTenantProfile);
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/tenantProfileInfos',
    { config: { authorities: S }, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const link = parsePageLink(request.query, TENANT_PROFILE.sortColumns);
      return fetchPage(ctx.db.selectFrom('tenant_profile').selectAll(), link, { search: 'name' }, toInfo);
    },
  );
}
