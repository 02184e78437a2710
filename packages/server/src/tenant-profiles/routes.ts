import type { TenantProfile } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { TENANT_PROFILE } from '../entities/kinds/tenant-profile.js';
import { type PageQuery, pageQuerySchema, parsePageLink } from '../http/paging.js';
import {
  defaultTenantProfileInfo,
  deleteTenantProfile,
  listTenantProfileInfos,
  listTenantProfiles,
  saveTenantProfile,
  setDefaultTenantProfile,
  tenantProfile,
  tenantProfileInfo,
} from './service.js';

const S = ['SYS_ADMIN'] as const;

export function tenantProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>('/api/tenantProfile/:id', { config: { authorities: S } }, async (request) =>
    tenantProfile(ctx, parseUuid(request.params.id)),
  );

  app.get<{ Params: { id: string } }>('/api/tenantProfileInfo/:id', { config: { authorities: S } }, async (request) => {
    if (request.params.id === 'default') return defaultTenantProfileInfo(ctx);
    return tenantProfileInfo(ctx, parseUuid(request.params.id));
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
      return listTenantProfiles(ctx, link);
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/tenantProfileInfos',
    { config: { authorities: S }, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const link = parsePageLink(request.query, TENANT_PROFILE.sortColumns);
      return listTenantProfileInfos(ctx, link);
    },
  );
}
