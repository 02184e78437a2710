import type { Edge } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { idListParam } from '../common/owned-entities.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { customerOwner } from '../customers/service.js';
import { EDGE } from '../entities/kinds/edge.js';
import { caller } from '../http/auth-hook.js';
import { permissionDenied } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import { parseTimeRange } from '../http/time-range.js';
import { findEntitiesByQuery } from '../relations/entity-search.js';
import { edgeAssignmentRoutes } from './edge-assignment-routes.js';
import {
  CustomerEdgeParams,
  CustomerParams,
  EdgeBody,
  EdgeEventsQuery,
  EdgeIdParams,
  EdgePageQuery,
  EdgeRuleChainParams,
  EdgeSearchBody,
  EdgesQuery,
  TenantEdgesQuery,
} from './schemas.js';
import {
  assignEdge,
  assignEdgeToPublic,
  deleteEdge,
  edgesByIds,
  edgeTypes,
  listEdgeEvents,
  listEdgeInfos,
  listEdges,
  missingToRelatedRuleChains,
  readableEdge,
  readableEdgeInfo,
  saveEdge,
  setEdgeRootRuleChain,
  syncEdge,
  tenantEdgeByName,
  unassignEdge,
} from './service.js';
import { EDGE_EVENT_SORT_COLUMNS, EDGE_INFO_SORT_COLUMNS, toEdge } from './store.js';

const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** Edges, their event log, and (in edge-assignment-routes) what is assigned to them. */
export function edgeRoutes(app: FastifyInstance, ctx: AppContext): void {
  // GET /api/edges/enabled is answered by the system routes.
  app.get<{ Params: Static<typeof EdgeIdParams> }>(
    '/api/edge/:edgeId',
    { config: { authorities: TC }, schema: { params: EdgeIdParams } },
    async (request) => toEdge(await readableEdge(ctx, caller(request), parseUuid(request.params.edgeId))),
  );

  app.get<{ Params: Static<typeof EdgeIdParams> }>(
    '/api/edge/info/:edgeId',
    { config: { authorities: TC }, schema: { params: EdgeIdParams } },
    async (request) => {
      return readableEdgeInfo(ctx, caller(request), parseUuid(request.params.edgeId));
    },
  );

  app.post<{ Body: Partial<Edge> }>(
    '/api/edge',
    { config: { authorities: T }, schema: { body: EdgeBody } },
    async (request) => saveEdge(ctx, caller(request), request.body),
  );

  app.delete<{ Params: Static<typeof EdgeIdParams> }>(
    '/api/edge/:edgeId',
    { config: { authorities: T }, schema: { params: EdgeIdParams } },
    async (request, reply) => {
      await deleteEdge(ctx, caller(request), parseUuid(request.params.edgeId));
      return reply.send();
    },
  );

  // Two handlers in the platform on one path: the paged tenant list (tenant administrators) and the id lookup.
  app.get<{ Querystring: Static<typeof EdgesQuery> }>(
    '/api/edges',
    { config: { authorities: TC }, schema: { querystring: EdgesQuery } },
    async (request) => {
      const user = caller(request);
      if (request.query.edgeIds === undefined) {
        if (user.authority !== 'TENANT_ADMIN') throw permissionDenied();
        return listEdges(
          ctx,
          { tenantId: user.tenantId },
          request.query.type,
          parsePageLink(request.query, EDGE.sortColumns),
        );
      }
      return edgesByIds(ctx, user, idListParam(request.query.edgeIds, 'edgeIds'));
    },
  );

  app.get<{ Querystring: Static<typeof TenantEdgesQuery> }>(
    '/api/tenant/edges',
    { config: { authorities: T }, schema: { querystring: TenantEdgesQuery } },
    async (request) => {
      const user = caller(request);
      const { edgeName } = request.query;
      if (edgeName === undefined) {
        return listEdges(
          ctx,
          { tenantId: user.tenantId },
          request.query.type,
          parsePageLink(request.query, EDGE.sortColumns),
        );
      }
      return tenantEdgeByName(ctx, user, edgeName);
    },
  );

  app.get<{ Querystring: Static<typeof EdgePageQuery> }>(
    '/api/tenant/edgeInfos',
    { config: { authorities: T }, schema: { querystring: EdgePageQuery } },
    async (request) =>
      listEdgeInfos(
        ctx,
        { tenantId: caller(request).tenantId },
        request.query.type,
        parsePageLink(request.query, EDGE_INFO_SORT_COLUMNS),
      ),
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof EdgePageQuery> }>(
    '/api/customer/:customerId/edges',
    { config: { authorities: TC }, schema: { params: CustomerParams, querystring: EdgePageQuery } },
    async (request) =>
      listEdges(
        ctx,
        await customerOwner(ctx, caller(request), request.params.customerId),
        request.query.type,
        parsePageLink(request.query, EDGE.sortColumns),
      ),
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof EdgePageQuery> }>(
    '/api/customer/:customerId/edgeInfos',
    { config: { authorities: TC }, schema: { params: CustomerParams, querystring: EdgePageQuery } },
    async (request) =>
      listEdgeInfos(
        ctx,
        await customerOwner(ctx, caller(request), request.params.customerId),
        request.query.type,
        parsePageLink(request.query, EDGE_INFO_SORT_COLUMNS),
      ),
  );

  app.post('/api/edges', { config: { authorities: TC }, schema: { body: EdgeSearchBody } }, async (request) =>
    findEntitiesByQuery(ctx, caller(request), request.body, {
      kind: EDGE,
      typesField: 'edgeTypes',
      toEntity: toEdge,
    }),
  );

  app.get('/api/edge/types', { config: { authorities: TC } }, async (request) => edgeTypes(ctx, caller(request)));

  app.post<{ Params: Static<typeof CustomerEdgeParams> }>(
    '/api/customer/:customerId/edge/:edgeId',
    { config: { authorities: T }, schema: { params: CustomerEdgeParams } },
    async (request) =>
      assignEdge(ctx, caller(request), parseUuid(request.params.customerId), parseUuid(request.params.edgeId)),
  );

  app.delete<{ Params: Static<typeof EdgeIdParams> }>(
    '/api/customer/edge/:edgeId',
    { config: { authorities: T }, schema: { params: EdgeIdParams } },
    async (request) => unassignEdge(ctx, caller(request), parseUuid(request.params.edgeId)),
  );

  app.post<{ Params: Static<typeof EdgeIdParams> }>(
    '/api/customer/public/edge/:edgeId',
    { config: { authorities: T }, schema: { params: EdgeIdParams } },
    async (request) => assignEdgeToPublic(ctx, caller(request), parseUuid(request.params.edgeId)),
  );

  app.post<{ Params: Static<typeof EdgeRuleChainParams> }>(
    '/api/edge/:edgeId/:ruleChainId/root',
    { config: { authorities: T }, schema: { params: EdgeRuleChainParams } },
    async (request) =>
      setEdgeRootRuleChain(
        ctx,
        caller(request),
        parseUuid(request.params.edgeId),
        parseUuid(request.params.ruleChainId),
      ),
  );

  app.post<{ Params: Static<typeof EdgeIdParams> }>(
    '/api/edge/sync/:edgeId',
    { config: { authorities: T }, schema: { params: EdgeIdParams } },
    async (request, reply) => {
      await syncEdge(ctx, caller(request), parseUuid(request.params.edgeId));
      return reply.send();
    },
  );

  app.get<{ Params: Static<typeof EdgeIdParams> }>(
    '/api/edge/missingToRelatedRuleChains/:edgeId',
    { config: { authorities: T }, schema: { params: EdgeIdParams } },
    async (request, reply) => {
      const text = await missingToRelatedRuleChains(ctx, caller(request), parseUuid(request.params.edgeId));
      return reply.type('text/plain').send(text);
    },
  );

  app.get<{ Params: Static<typeof EdgeIdParams>; Querystring: Static<typeof EdgeEventsQuery> }>(
    '/api/edge/:edgeId/events',
    { config: { authorities: T }, schema: { params: EdgeIdParams, querystring: EdgeEventsQuery } },
    async (request) => {
      const link = parsePageLink(request.query, EDGE_EVENT_SORT_COLUMNS);
      const range = parseTimeRange(request.query);
      return listEdgeEvents(ctx, caller(request), parseUuid(request.params.edgeId), range, link);
    },
  );

  edgeAssignmentRoutes(app, ctx);
}
