import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { DASHBOARD } from '../entities/kinds/dashboard.js';
import { caller } from '../http/auth-hook.js';
import { parseBooleanParam } from '../http/boolean-param.js';
import { DOCUMENT_BODY_LIMIT } from '../http/json-body.js';
import { parsePageLink } from '../http/paging.js';
import { homeDashboard, homeDashboardInfo, setTenantHomeDashboardInfo, tenantHomeDashboardInfo } from './home.js';
import {
  CustomerDashboardParams,
  CustomerIdsBody,
  CustomerParams,
  DashboardBody,
  DashboardIdParams,
  DashboardPageQuery,
  EdgeDashboardParams,
  EdgeParams,
  HomeDashboardInfoBody,
  PageQuery,
  TenantParams,
} from './schemas.js';
import {
  assignDashboard,
  CONFIGURATION_TOO_LARGE,
  type CustomersUpdate,
  deleteDashboard,
  getDashboard,
  getDashboardInfo,
  listCustomerDashboards,
  listDashboardsOfTenant,
  listEdgeDashboards,
  listTenantDashboards,
  saveDashboard,
  setDashboardEdge,
  setDashboardPublic,
  unassignDashboard,
  updateDashboardCustomers,
} from './service.js';

const S = ['SYS_ADMIN'] as const;
const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;
const ANY_USER = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** Nothing to answer (no home dashboard): the platform sends 200 with an empty body. */
function empty<T>(reply: FastifyReply, value: T | null): T | FastifyReply {
  return value === null ? reply.send() : value;
}

/** Dashboards: saving, customer, public and edge assignment, the lists and the home dashboard. */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dashboard/serverTime', { config: { authorities: ANY_USER } }, async () => Date.now());
  app.get(
    '/api/dashboard/maxDatapointsLimit',
    { config: { authorities: ANY_USER } },
    async () => ctx.config.maxDatapointsLimit,
  );

  app.get<{ Params: Static<typeof DashboardIdParams> }>(
    '/api/dashboard/info/:dashboardId',
    { config: { authorities: ANY_USER }, schema: { params: DashboardIdParams } },
    async (request) => getDashboardInfo(ctx, caller(request), parseUuid(request.params.dashboardId)),
  );

  app.get<{ Params: Static<typeof DashboardIdParams> }>(
    '/api/dashboard/:dashboardId',
    { config: { authorities: TC }, schema: { params: DashboardIdParams } },
    async (request) => getDashboard(ctx, caller(request), parseUuid(request.params.dashboardId)),
  );

  app.post<{ Body: Static<typeof DashboardBody> }>(
    '/api/dashboard',
    {
      // a body past the document limit cannot hold a configuration within the dashboard limit
      config: { authorities: T, oversizedBody: { limit: DOCUMENT_BODY_LIMIT, message: CONFIGURATION_TOO_LARGE } },
      schema: { body: DashboardBody },
    },
    async (request) => saveDashboard(ctx, caller(request), request.body),
  );

  app.delete<{ Params: Static<typeof DashboardIdParams> }>(
    '/api/dashboard/:dashboardId',
    { config: { authorities: T }, schema: { params: DashboardIdParams } },
    async (request, reply) => {
      await deleteDashboard(ctx, caller(request), parseUuid(request.params.dashboardId));
      return reply.send();
    },
  );

  app.post<{ Params: Static<typeof CustomerDashboardParams> }>(
    '/api/customer/:customerId/dashboard/:dashboardId',
    { config: { authorities: T }, schema: { params: CustomerDashboardParams } },
    async (request) =>
      assignDashboard(
        ctx,
        caller(request),
        parseUuid(request.params.customerId),
        parseUuid(request.params.dashboardId),
      ),
  );

  app.delete<{ Params: Static<typeof CustomerDashboardParams> }>(
    '/api/customer/:customerId/dashboard/:dashboardId',
    { config: { authorities: T }, schema: { params: CustomerDashboardParams } },
    async (request) =>
      unassignDashboard(
        ctx,
        caller(request),
        parseUuid(request.params.customerId),
        parseUuid(request.params.dashboardId),
      ),
  );

  const customerLists: Array<[string, CustomersUpdate]> = [
    ['/api/dashboard/:dashboardId/customers', 'replace'],
    ['/api/dashboard/:dashboardId/customers/add', 'add'],
    ['/api/dashboard/:dashboardId/customers/remove', 'remove'],
  ];
  for (const [path, update] of customerLists) {
    app.post<{ Params: Static<typeof DashboardIdParams>; Body: Static<typeof CustomerIdsBody> }>(
      path,
      { config: { authorities: T }, schema: { params: DashboardIdParams, body: CustomerIdsBody } },
      async (request) =>
        updateDashboardCustomers(ctx, caller(request), parseUuid(request.params.dashboardId), request.body, update),
    );
  }

  app.post<{ Params: Static<typeof DashboardIdParams> }>(
    '/api/customer/public/dashboard/:dashboardId',
    { config: { authorities: T }, schema: { params: DashboardIdParams } },
    async (request) => setDashboardPublic(ctx, caller(request), parseUuid(request.params.dashboardId), true),
  );

  app.delete<{ Params: Static<typeof DashboardIdParams> }>(
    '/api/customer/public/dashboard/:dashboardId',
    { config: { authorities: T }, schema: { params: DashboardIdParams } },
    async (request) => setDashboardPublic(ctx, caller(request), parseUuid(request.params.dashboardId), false),
  );

  app.get<{ Querystring: Static<typeof DashboardPageQuery> }>(
    '/api/tenant/dashboards',
    { config: { authorities: T }, schema: { querystring: DashboardPageQuery } },
    async (request) =>
      listTenantDashboards(
        ctx,
        caller(request).tenantId,
        parseBooleanParam(request.query.mobile, 'java.lang.Boolean'),
        parsePageLink(request.query, DASHBOARD.sortColumns),
      ),
  );

  app.get<{ Params: Static<typeof TenantParams>; Querystring: Static<typeof PageQuery> }>(
    '/api/tenant/:tenantId/dashboards',
    { config: { authorities: S }, schema: { params: TenantParams, querystring: PageQuery } },
    async (request) =>
      listDashboardsOfTenant(
        ctx,
        parseUuid(request.params.tenantId),
        parsePageLink(request.query, DASHBOARD.sortColumns),
      ),
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof DashboardPageQuery> }>(
    '/api/customer/:customerId/dashboards',
    { config: { authorities: TC }, schema: { params: CustomerParams, querystring: DashboardPageQuery } },
    async (request) =>
      listCustomerDashboards(
        ctx,
        caller(request),
        request.params.customerId,
        parseBooleanParam(request.query.mobile, 'java.lang.Boolean'),
        parsePageLink(request.query, DASHBOARD.sortColumns),
      ),
  );

  app.get('/api/dashboard/home', { config: { authorities: ANY_USER } }, async (request, reply) =>
    empty(reply, await homeDashboard(ctx, caller(request))),
  );

  app.get('/api/dashboard/home/info', { config: { authorities: ANY_USER } }, async (request, reply) =>
    empty(reply, await homeDashboardInfo(ctx, caller(request))),
  );

  app.get('/api/tenant/dashboard/home/info', { config: { authorities: T } }, async (request) =>
    tenantHomeDashboardInfo(ctx, caller(request)),
  );

  app.post<{ Body: Static<typeof HomeDashboardInfoBody> }>(
    '/api/tenant/dashboard/home/info',
    { config: { authorities: T }, schema: { body: HomeDashboardInfoBody } },
    async (request, reply) => {
      await setTenantHomeDashboardInfo(ctx, caller(request), request.body);
      return reply.send();
    },
  );

  app.post<{ Params: Static<typeof EdgeDashboardParams> }>(
    '/api/edge/:edgeId/dashboard/:dashboardId',
    { config: { authorities: T }, schema: { params: EdgeDashboardParams } },
    async (request) =>
      setDashboardEdge(
        ctx,
        caller(request),
        parseUuid(request.params.edgeId),
        parseUuid(request.params.dashboardId),
        true,
      ),
  );

  app.delete<{ Params: Static<typeof EdgeDashboardParams> }>(
    '/api/edge/:edgeId/dashboard/:dashboardId',
    { config: { authorities: T }, schema: { params: EdgeDashboardParams } },
    async (request) =>
      setDashboardEdge(
        ctx,
        caller(request),
        parseUuid(request.params.edgeId),
        parseUuid(request.params.dashboardId),
        false,
      ),
  );

  app.get<{ Params: Static<typeof EdgeParams>; Querystring: Static<typeof PageQuery> }>(
    '/api/edge/:edgeId/dashboards',
    { config: { authorities: TC }, schema: { params: EdgeParams, querystring: PageQuery } },
    async (request) =>
      listEdgeDashboards(
        ctx,
        caller(request),
        parseUuid(request.params.edgeId),
        parsePageLink(request.query, DASHBOARD.sortColumns),
      ),
  );
}
