import type { EntityView } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { customerOwner } from '../customers/service.js';
import { ENTITY_VIEW } from '../entities/kinds/entity-view.js';
import { caller } from '../http/auth-hook.js';
import { parsePageLink } from '../http/paging.js';
import { findEntitiesByQuery } from '../relations/entity-search.js';
import {
  CustomerEntityViewParams,
  CustomerParams,
  EntityViewBody,
  EntityViewIdParams,
  EntityViewPageQuery,
  EntityViewSearchBody,
  TenantEntityViewsQuery,
} from './schemas.js';
import {
  assignEntityView,
  assignEntityViewToPublic,
  deleteEntityView,
  entityViewTypes,
  listEntityViewInfos,
  listEntityViews,
  readableEntityView,
  readableEntityViewInfo,
  saveEntityView,
  tenantEntityViewByName,
  unassignEntityView,
} from './service.js';
import { ENTITY_VIEW_INFO_SORT_COLUMNS, toEntityView } from './store.js';

const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** Entity views. Search queries and edge assignment live elsewhere. */
export function entityViewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Static<typeof EntityViewIdParams> }>(
    '/api/entityView/:entityViewId',
    { config: { authorities: TC }, schema: { params: EntityViewIdParams } },
    async (request) =>
      toEntityView(await readableEntityView(ctx, caller(request), parseUuid(request.params.entityViewId))),
  );

  app.get<{ Params: Static<typeof EntityViewIdParams> }>(
    '/api/entityView/info/:entityViewId',
    { config: { authorities: TC }, schema: { params: EntityViewIdParams } },
    async (request) => {
      return readableEntityViewInfo(ctx, caller(request), parseUuid(request.params.entityViewId));
    },
  );

  // Only tenant administrators save entity views (platform rule), unlike assets and devices.
  app.post<{ Body: Partial<EntityView> }>(
    '/api/entityView',
    { config: { authorities: T }, schema: { body: EntityViewBody } },
    async (request) => saveEntityView(ctx, caller(request), request.body),
  );

  app.delete<{ Params: Static<typeof EntityViewIdParams> }>(
    '/api/entityView/:entityViewId',
    { config: { authorities: T }, schema: { params: EntityViewIdParams } },
    async (request, reply) => {
      await deleteEntityView(ctx, caller(request), parseUuid(request.params.entityViewId));
      return reply.send();
    },
  );

  app.get<{ Querystring: Static<typeof TenantEntityViewsQuery> }>(
    '/api/tenant/entityViews',
    { config: { authorities: T }, schema: { querystring: TenantEntityViewsQuery } },
    async (request) => {
      const user = caller(request);
      const { entityViewName } = request.query;
      // Two handlers in the platform, told apart by the entityViewName parameter.
      if (entityViewName === undefined) {
        const link = parsePageLink(request.query, ENTITY_VIEW.sortColumns);
        return listEntityViews(ctx, { tenantId: user.tenantId }, request.query.type, link);
      }
      return tenantEntityViewByName(ctx, user, entityViewName);
    },
  );

  app.get<{ Querystring: Static<typeof EntityViewPageQuery> }>(
    '/api/tenant/entityViewInfos',
    { config: { authorities: T }, schema: { querystring: EntityViewPageQuery } },
    async (request) =>
      listEntityViewInfos(
        ctx,
        { tenantId: caller(request).tenantId },
        request.query.type,
        parsePageLink(request.query, ENTITY_VIEW_INFO_SORT_COLUMNS),
      ),
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof EntityViewPageQuery> }>(
    '/api/customer/:customerId/entityViews',
    { config: { authorities: TC }, schema: { params: CustomerParams, querystring: EntityViewPageQuery } },
    async (request) =>
      listEntityViews(
        ctx,
        await customerOwner(ctx, caller(request), request.params.customerId),
        request.query.type,
        parsePageLink(request.query, ENTITY_VIEW.sortColumns),
      ),
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof EntityViewPageQuery> }>(
    '/api/customer/:customerId/entityViewInfos',
    { config: { authorities: TC }, schema: { params: CustomerParams, querystring: EntityViewPageQuery } },
    async (request) =>
      listEntityViewInfos(
        ctx,
        await customerOwner(ctx, caller(request), request.params.customerId),
        request.query.type,
        parsePageLink(request.query, ENTITY_VIEW_INFO_SORT_COLUMNS),
      ),
  );

  app.post(
    '/api/entityViews',
    { config: { authorities: TC }, schema: { body: EntityViewSearchBody } },
    async (request) =>
      findEntitiesByQuery(ctx, caller(request), request.body, {
        kind: ENTITY_VIEW,
        typesField: 'entityViewTypes',
        toEntity: toEntityView,
      }),
  );

  app.get('/api/entityView/types', { config: { authorities: TC } }, async (request) =>
    entityViewTypes(ctx, caller(request)),
  );

  app.post<{ Params: Static<typeof CustomerEntityViewParams> }>(
    '/api/customer/:customerId/entityView/:entityViewId',
    { config: { authorities: T }, schema: { params: CustomerEntityViewParams } },
    async (request) =>
      assignEntityView(
        ctx,
        caller(request),
        parseUuid(request.params.customerId),
        parseUuid(request.params.entityViewId),
      ),
  );

  app.delete<{ Params: Static<typeof EntityViewIdParams> }>(
    '/api/customer/entityView/:entityViewId',
    { config: { authorities: T }, schema: { params: EntityViewIdParams } },
    async (request) => unassignEntityView(ctx, caller(request), parseUuid(request.params.entityViewId)),
  );

  app.post<{ Params: Static<typeof EntityViewIdParams> }>(
    '/api/customer/public/entityView/:entityViewId',
    { config: { authorities: T }, schema: { params: EntityViewIdParams } },
    async (request) => assignEntityViewToPublic(ctx, caller(request), parseUuid(request.params.entityViewId)),
  );
}
