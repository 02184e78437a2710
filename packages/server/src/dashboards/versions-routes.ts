import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { parsePageLink } from '../http/paging.js';
import { DashboardIdParams, DashboardVersionParams, PageQuery } from './schemas.js';
import { getVersion, listVersions, restoreVersion } from './versions-service.js';
import { VERSION_SORT_COLUMNS } from './versions-store.js';

const T = ['TENANT_ADMIN'] as const;

/** A dashboard's version history (a Fleetdeck extension): the list, one version with its configuration, restore. */
export function dashboardVersionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Static<typeof DashboardIdParams>; Querystring: Static<typeof PageQuery> }>(
    '/api/dashboard/:dashboardId/versions',
    { config: { authorities: T }, schema: { params: DashboardIdParams, querystring: PageQuery } },
    async (request) =>
      listVersions(
        ctx,
        caller(request),
        parseUuid(request.params.dashboardId),
        parsePageLink(request.query, VERSION_SORT_COLUMNS),
      ),
  );

  app.get<{ Params: Static<typeof DashboardVersionParams> }>(
    '/api/dashboard/:dashboardId/versions/:versionId',
    { config: { authorities: T }, schema: { params: DashboardVersionParams } },
    async (request) =>
      getVersion(ctx, caller(request), parseUuid(request.params.dashboardId), parseUuid(request.params.versionId)),
  );

  app.post<{ Params: Static<typeof DashboardVersionParams> }>(
    '/api/dashboard/:dashboardId/versions/:versionId/restore',
    { config: { authorities: T }, schema: { params: DashboardVersionParams } },
    async (request) =>
      restoreVersion(ctx, caller(request), parseUuid(request.params.dashboardId), parseUuid(request.params.versionId)),
  );
}
