import type { TenantProfile } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { TENANT_PROFILE } from '../entities/kinds/tenant-profile.js';
import { parsePageLink } from '../http/paging.js';
import { PageLinkQuery } from '../http/schemas.js';
import { TenantProfileBody, TenantProfileIdParams, TenantProfileInfoParams } from './schemas.js';
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
  app.get<{ Params: Static<typeof TenantProfileIdParams> }>(
    '/api/tenantProfile/:id',
    { config: { authorities: S }, schema: { params: TenantProfileIdParams } },
    async (request) => tenantProfile(ctx, parseUuid(request.params.id)),
  );

  app.get<{ Params: Static<typeof TenantProfileInfoParams> }>(
    '/api/tenantProfileInfo/:id',
    { config: { authorities: S }, schema: { params: TenantProfileInfoParams } },
    async (request) => {
      if (request.params.id === 'default') return defaultTenantProfileInfo(ctx);
      return tenantProfileInfo(ctx, parseUuid(request.params.id));
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
      const link = parsePageLink(request.query, TENANT_PROFILE.sortColumns);
      return listTenantProfiles(ctx, link);
    },
  );

  app.get<{ Querystring: Static<typeof PageLinkQuery> }>(
    '/api/tenantProfileInfos',
    { config: { authorities: S }, schema: { querystring: PageLinkQuery } },
    async (request) => {
      const link = parsePageLink(request.query, TENANT_PROFILE.sortColumns);
      return listTenantProfileInfos(ctx, link);
    },
  );
}
