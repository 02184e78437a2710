import type { Asset } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { findEntitiesByQuery } from '../common/entity-search.js';
import { customerOwner, entitySubtypes, idListParam, type Owner } from '../common/owned-entities.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { itemNotFound } from '../http/errors.js';
import { type PageQuery, parsePageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
import {
  AssetBody,
  AssetIdParams,
  AssetIdsQuery,
  AssetPageQuery,
  AssetSearchBody,
  CustomerAssetParams,
  CustomerParams,
  TenantAssetsQuery,
} from './schemas.js';
import { assignAsset, assignAssetToPublic, deleteAsset, readableAsset, saveAsset, unassignAsset } from './service.js';
import {
  ASSET_INFO_JOINS,
  ASSET_INFO_SORT_COLUMNS,
  ASSET_SORT_COLUMNS,
  type AssetInfoRow,
  findAssetByName,
  findAssetInfo,
  toAsset,
  toAssetInfo,
} from './store.js';

const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** The lists' filters; the paging parameters may be absent where the route also serves a lookup by name. */
type AssetListQuery = PageQuery & { type?: string };

function listAssets(ctx: AppContext, owner: Owner, query: AssetListQuery) {
  const link = parsePageLink(query, ASSET_SORT_COLUMNS);
  let base = ctx.db.selectFrom('asset').selectAll().where('tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('customer_id', '=', owner.customerId);
  if (query.type) base = base.where('type', '=', query.type);
  return fetchPage(base, link, { search: 'name' }, toAsset);
}

function listAssetInfos(ctx: AppContext, owner: Owner, query: AssetListQuery) {
  const link = parsePageLink(query, ASSET_INFO_SORT_COLUMNS);
  let base = ctx.db.selectFrom('asset').selectAll('asset').where('asset.tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('asset.customer_id', '=', owner.customerId);
  if (query.type) base = base.where('asset.type', '=', query.type);
  return fetchPage(base, link, { search: 'asset.name', table: 'asset', joins: ASSET_INFO_JOINS }, (row) =>
    toAssetInfo(row as AssetInfoRow),
  );
}

/** Assets (seed 001 §7.3, contract §6.5). Search queries and edge assignment live with relations and edges. */
export function assetRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Static<typeof AssetIdParams> }>(
    '/api/asset/:assetId',
    { config: { authorities: TC }, schema: { params: AssetIdParams } },
    async (request) => toAsset(await readableAsset(ctx, caller(request), parseUuid(request.params.assetId))),
  );

  app.get<{ Params: Static<typeof AssetIdParams> }>(
    '/api/asset/info/:assetId',
    { config: { authorities: TC }, schema: { params: AssetIdParams } },
    async (request) => {
      const row = await readableAsset(ctx, caller(request), parseUuid(request.params.assetId));
      return toAssetInfo((await findAssetInfo(ctx.db, row.id)) as AssetInfoRow);
    },
  );

  app.post<{ Body: Partial<Asset> }>(
    '/api/asset',
    { config: { authorities: TC }, schema: { body: AssetBody } },
    async (request) => saveAsset(ctx, caller(request), request.body),
  );

  app.delete<{ Params: Static<typeof AssetIdParams> }>(
    '/api/asset/:assetId',
    { config: { authorities: T }, schema: { params: AssetIdParams } },
    async (request, reply) => {
      await deleteAsset(ctx, caller(request), parseUuid(request.params.assetId));
      return reply.send();
    },
  );

  app.get<{ Querystring: Static<typeof TenantAssetsQuery> }>(
    '/api/tenant/assets',
    { config: { authorities: T }, schema: { querystring: TenantAssetsQuery } },
    async (request) => {
      const user = caller(request);
      const { assetName } = request.query;
      // Two handlers in the platform, told apart by the assetName parameter.
      if (assetName === undefined) return listAssets(ctx, { tenantId: user.tenantId }, request.query);
      const row = await findAssetByName(ctx.db, user.tenantId, assetName);
      if (!row) throw itemNotFound();
      return toAsset(row);
    },
  );

  app.get<{ Querystring: Static<typeof AssetPageQuery> }>(
    '/api/tenant/assetInfos',
    { config: { authorities: T }, schema: { querystring: AssetPageQuery } },
    async (request) => listAssetInfos(ctx, { tenantId: caller(request).tenantId }, request.query),
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof AssetPageQuery> }>(
    '/api/customer/:customerId/assets',
    { config: { authorities: TC }, schema: { params: CustomerParams, querystring: AssetPageQuery } },
    async (request) =>
      listAssets(ctx, await customerOwner(ctx, caller(request), request.params.customerId), request.query),
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof AssetPageQuery> }>(
    '/api/customer/:customerId/assetInfos',
    { config: { authorities: TC }, schema: { params: CustomerParams, querystring: AssetPageQuery } },
    async (request) =>
      listAssetInfos(ctx, await customerOwner(ctx, caller(request), request.params.customerId), request.query),
  );

  app.get<{ Querystring: Static<typeof AssetIdsQuery> }>(
    '/api/assets',
    { config: { authorities: TC }, schema: { querystring: AssetIdsQuery } },
    async (request) => {
      const ids = idListParam(request.query.assetIds, 'assetIds');
      const user = caller(request);
      let query = ctx.db.selectFrom('asset').selectAll().where('tenant_id', '=', user.tenantId).where('id', 'in', ids);
      if (user.authority === 'CUSTOMER_USER') query = query.where('customer_id', '=', user.customerId);
      const rows = await query.orderBy('created_time').orderBy('id').execute();
      return rows.map(toAsset);
    },
  );

  app.post('/api/assets', { config: { authorities: TC }, schema: { body: AssetSearchBody } }, async (request) =>
    findEntitiesByQuery(ctx, caller(request), request.body, {
      entityType: 'ASSET',
      table: 'asset',
      typesField: 'assetTypes',
      toEntity: toAsset,
    }),
  );

  app.get('/api/asset/types', { config: { authorities: TC } }, async (request) =>
    entitySubtypes(ctx.db, 'asset', 'ASSET', caller(request).tenantId),
  );

  app.post<{ Params: Static<typeof CustomerAssetParams> }>(
    '/api/customer/:customerId/asset/:assetId',
    { config: { authorities: T }, schema: { params: CustomerAssetParams } },
    async (request) =>
      assignAsset(ctx, caller(request), parseUuid(request.params.customerId), parseUuid(request.params.assetId)),
  );

  app.delete<{ Params: Static<typeof AssetIdParams> }>(
    '/api/customer/asset/:assetId',
    { config: { authorities: T }, schema: { params: AssetIdParams } },
    async (request) => unassignAsset(ctx, caller(request), parseUuid(request.params.assetId)),
  );

  app.post<{ Params: Static<typeof AssetIdParams> }>(
    '/api/customer/public/asset/:assetId',
    { config: { authorities: T }, schema: { params: AssetIdParams } },
    async (request) => assignAssetToPublic(ctx, caller(request), parseUuid(request.params.assetId)),
  );
}
