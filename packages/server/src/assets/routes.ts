import type { Asset } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { idListParam } from '../common/owned-entities.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { customerOwner } from '../customers/service.js';
import { ASSET } from '../entities/kinds/asset.js';
import { caller } from '../http/auth-hook.js';
import { parsePageLink } from '../http/paging.js';
import { findEntitiesByQuery } from '../relations/entity-search.js';
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
import {
  assetsByIds,
  assetTypes,
  assignAsset,
  assignAssetToPublic,
  deleteAsset,
  listAssetInfos,
  listAssets,
  readableAsset,
  readableAssetInfo,
  saveAsset,
  tenantAssetByName,
  unassignAsset,
} from './service.js';
import { ASSET_INFO_SORT_COLUMNS, toAsset } from './store.js';

const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** Assets. Search queries and edge assignment live with relations and edges. */
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
      return readableAssetInfo(ctx, caller(request), parseUuid(request.params.assetId));
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
      if (assetName === undefined) {
        return listAssets(
          ctx,
          { tenantId: user.tenantId },
          request.query.type,
          parsePageLink(request.query, ASSET.sortColumns),
        );
      }
      return tenantAssetByName(ctx, user, assetName);
    },
  );

  app.get<{ Querystring: Static<typeof AssetPageQuery> }>(
    '/api/tenant/assetInfos',
    { config: { authorities: T }, schema: { querystring: AssetPageQuery } },
    async (request) =>
      listAssetInfos(
        ctx,
        { tenantId: caller(request).tenantId },
        request.query.type,
        parsePageLink(request.query, ASSET_INFO_SORT_COLUMNS),
      ),
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof AssetPageQuery> }>(
    '/api/customer/:customerId/assets',
    { config: { authorities: TC }, schema: { params: CustomerParams, querystring: AssetPageQuery } },
    async (request) =>
      listAssets(
        ctx,
        await customerOwner(ctx, caller(request), request.params.customerId),
        request.query.type,
        parsePageLink(request.query, ASSET.sortColumns),
      ),
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof AssetPageQuery> }>(
    '/api/customer/:customerId/assetInfos',
    { config: { authorities: TC }, schema: { params: CustomerParams, querystring: AssetPageQuery } },
    async (request) =>
      listAssetInfos(
        ctx,
        await customerOwner(ctx, caller(request), request.params.customerId),
        request.query.type,
        parsePageLink(request.query, ASSET_INFO_SORT_COLUMNS),
      ),
  );

  app.get<{ Querystring: Static<typeof AssetIdsQuery> }>(
    '/api/assets',
    { config: { authorities: TC }, schema: { querystring: AssetIdsQuery } },
    async (request) => {
      return assetsByIds(ctx, caller(request), idListParam(request.query.assetIds, 'assetIds'));
    },
  );

  app.post('/api/assets', { config: { authorities: TC }, schema: { body: AssetSearchBody } }, async (request) =>
    findEntitiesByQuery(ctx, caller(request), request.body, {
      kind: ASSET,
      typesField: 'assetTypes',
      toEntity: toAsset,
    }),
  );

  app.get('/api/asset/types', { config: { authorities: TC } }, async (request) => assetTypes(ctx, caller(request)));

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
