import type { EntityInfo, TenantProfile } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import { PageLinkQuery } from '../http/schemas.js';
import { fetchPage } from '../storage/page-query.js';
import { TenantProfileBody, TenantProfileIdParams, TenantProfileInfoParams } from './schemas.js';
import { deleteTenantProfile, saveTenantProfile, setDefaultTenantProfile } from './service.js';
import {
  findDefaultTenantProfile,
  findTenantProfile,
  TENANT_PROFILE_SORT_COLUMNS,
  type TenantProfileRow,
  toTenantProfile,
} from './store.js';

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

  app.get<{ Params: Static<typeof TenantProfileIdParams> }>(
    '/api/tenantProfile/:id',
    { config: { authorities: S }, schema: { params: TenantProfileIdParams } },
    async (request) => toTenantProfile(await readProfile(request.params.id)),
  );

  app.get<{ Params: Static<typeof TenantProfileInfoParams> }>(
    '/api/tenantProfileInfo/:id',
    { config: { authorities: S }, schema: { params: TenantProfileInfoParams } },
    async (request) => {
      if (request.params.id === 'default') {
        const row = await findDefaultTenantProfile(ctx.db);
        if (!row) throw notFound('Tenant profile', 'default');
        return toInfo(row);
      }
      return toInfo(await readProfile(request.params.id));
    },
  );

  app.post<{ Body: Partial<TenantProfile> }>(
    '/api/tenantProfile',
    { config: { authorities: S }, schema: { body: TenantProfileBody } },
    async (request) => saveTenantProfile(ctx, request.body),
  );

  app.delete<{ Params: Static<typeof TenantProfileIdParams> }>(
    '/api/tenantProfile/:id',
    { config: { authorities: S }, schema: { params: TenantProfileIdParams } },
    async (request, reply) => {
      await deleteTenantProfile(ctx, parseUuid(request.params.id));
      return reply.send();
    },
  );

  app.post<{ Params: Static<typeof TenantProfileIdParams> }>(
    '/api/tenantProfile/:id/default',
    { config: { authorities: S }, schema: { params: TenantProfileIdParams } },
    async (request) => setDefaultTenantProfile(ctx, parseUuid(request.params.id)),
  );

  app.get<{ Querystring: Static<typeof PageLinkQuery> }>(
    '/api/tenantProfiles',
    { config: { authorities: S }, schema: { querystring: PageLinkQuery } },
    async (request) => {
      const link = parsePageLink(request.query, TENANT_PROFILE_SORT_COLUMNS);
      return fetchPage(ctx.db.selectFrom('tenant_profile').selectAll(), link, { search: 'name' }, toTenantProfile);
    },
  );

  app.get<{ Querystring: Static<typeof PageLinkQuery> }>(
    '/api/tenantProfileInfos',
    { config: { authorities: S }, schema: { querystring: PageLinkQuery } },
    async (request) => {
      const link = parsePageLink(request.query, TENANT_PROFILE_SORT_COLUMNS);
      return fetchPage(ctx.db.selectFrom('tenant_profile').selectAll(), link, { search: 'name' }, toInfo);
    },
  );
}
