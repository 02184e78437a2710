import type { EntityView } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { findEntitiesByQuery } from '../common/entity-search.js';
import { customerOwner, entitySubtypes, type Owner } from '../common/owned-entities.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { itemNotFound } from '../http/errors.js';
import { type PageQuery, parsePageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
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
  readableEntityView,
  saveEntityView,
  unassignEntityView,
} from './service.js';
import {
  ENTITY_VIEW_INFO_JOINS,
  ENTITY_VIEW_INFO_SORT_COLUMNS,
  ENTITY_VIEW_SORT_COLUMNS,
  type EntityViewInfoRow,
  findEntityViewByName,
  findEntityViewInfo,
  toEntityView,
  toEntityViewInfo,
} from './store.js';

const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** The lists' filters; the paging parameters may be absent where the route also serves a lookup by name. */
type EntityViewListQuery = PageQuery & { type?: string };

function listEntityViews(ctx: AppContext, owner: Owner, query: EntityViewListQuery) {
  const link = parsePageLink(query, ENTITY_VIEW_SORT_COLUMNS);
  let base = ctx.db.selectFrom('entity_view').selectAll().where('tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('customer_id', '=', owner.customerId);
  if (query.type) base = base.where('type', '=', query.type);
  return fetchPage(base, link, { search: 'name' }, toEntityView);
}

function listEntityViewInfos(ctx: AppContext, owner: Owner, query: EntityViewListQuery) {
  const link = parsePageLink(query, ENTITY_VIEW_INFO_SORT_COLUMNS);
  let base = ctx.db
    .selectFrom('entity_view')
    .selectAll('entity_view')
    .where('entity_view.tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('entity_view.customer_id', '=', owner.customerId);
  if (query.type) base = base.where('entity_view.type', '=', query.type);
  return fetchPage(
    base,
    link,
    { search: 'entity_view.name', table: 'entity_view', joins: ENTITY_VIEW_INFO_JOINS },
    (row) => toEntityViewInfo(row as EntityViewInfoRow),
  );
}

/** Entity views (seed 001 §7.7, contract §6.12). Search queries and edge assignment live elsewhere. */
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
      const row = await readableEntityView(ctx, caller(request), parseUuid(request.params.entityViewId));
      return toEntityViewInfo((await findEntityViewInfo(ctx.db, row.id)) as EntityViewInfoRow);
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
      if (entityViewName === undefined) return listEntityViews(ctx, { tenantId: user.tenantId }, request.query);
      const row = await findEntityViewByName(ctx.db, user.tenantId, entityViewName);
      if (!row) throw itemNotFound();
      return toEntityView(row);
    },
  );

  app.get<{ Querystring: Static<typeof EntityViewPageQuery> }>(
    '/api/tenant/entityViewInfos',
    { config: { authorities: T }, schema: { querystring: EntityViewPageQuery } },
    async (request) => listEntityViewInfos(ctx, { tenantId: caller(request).tenantId }, request.query),
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof EntityViewPageQuery> }>(
    '/api/customer/:customerId/entityViews',
    { config: { authorities: TC }, schema: { params: CustomerParams, querystring: EntityViewPageQuery } },
    async (request) =>
      listEntityViews(ctx, await customerOwner(ctx, caller(request), request.params.customerId), request.query),
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof EntityViewPageQuery> }>(
    '/api/customer/:customerId/entityViewInfos',
    { config: { authorities: TC }, schema: { params: CustomerParams, querystring: EntityViewPageQuery } },
    async (request) =>
      listEntityViewInfos(ctx, await customerOwner(ctx, caller(request), request.params.customerId), request.query),
  );

  app.post(
    '/api/entityViews',
    { config: { authorities: TC }, schema: { body: EntityViewSearchBody } },
    async (request) =>
      findEntitiesByQuery(ctx, caller(request), request.body, {
        entityType: 'ENTITY_VIEW',
        table: 'entity_view',
        typesField: 'entityViewTypes',
        toEntity: toEntityView,
      }),
  );

  app.get('/api/entityView/types', { config: { authorities: TC } }, async (request) =>
    entitySubtypes(ctx.db, 'entity_view', 'ENTITY_VIEW', caller(request).tenantId),
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
