import type { Asset } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import { idListParam, listQuerySchema } from '../common/owned-entities.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { customerOwner } from '../customers/service.js';
import { ASSET } from '../entities/kinds/asset.js';
import { caller } from '../http/auth-hook.js';
import { type PageQuery, parsePageLink } from '../http/paging.js';
import { findEntitiesByQuery } from '../relations/entity-search.js';
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

type AssetListQuery = PageQuery & { type?: string; assetName?: string };
const querySchema = listQuerySchema('assetName');

/** Assets (seed 001 §7.3, contract §6.5). Search queries and edge assignment live with relations and edges. */
export function assetRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { assetId: string } }>('/api/asset/:assetId', { config: { authorities: TC } }, async (request) =>
    toAsset(await readableAsset(ctx, caller(request), parseUuid(request.params.assetId))),
  );

  app.get<{ Params: { assetId: string } }>(
    '/api/asset/info/:assetId',
    { config: { authorities: TC } },
    async (request) => {
      return readableAssetInfo(ctx, caller(request), parseUuid(request.params.assetId));
    },
  );

  app.post<{ Body: Partial<Asset> }>(
    '/api/asset',
    { config: { authorities: TC }, schema: { body: { type: 'object' } } },
    async (request) => saveAsset(ctx, caller(request), request.body),
  );

  app.delete<{ Params: { assetId: string } }>(
    '/api/asset/:assetId',
    { config: { authorities: T } },
    async (request, reply) => {
      await deleteAsset(ctx, caller(request), parseUuid(request.params.assetId));
      return reply.send();
    },
  );

  app.get<{ Querystring: AssetListQuery }>(
    '/api/tenant/assets',
    { config: { authorities: T }, schema: { querystring: querySchema } },
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

  app.get<{ Querystring: AssetListQuery }>(
    '/api/tenant/assetInfos',
    { config: { authorities: T }, schema: { querystring: querySchema } },
    async (request) =>
      listAssetInfos(
        ctx,
        { tenantId: caller(request).tenantId },
        request.query.type,
        parsePageLink(request.query, ASSET_INFO_SORT_COLUMNS),
      ),
  );

  app.get<{ Params: { customerId: string }; Querystring: AssetListQuery }>(
    '/api/customer/:customerId/assets',
    { config: { authorities: TC }, schema: { querystring: querySchema } },
    async (request) =>
      listAssets(
        ctx,
        await customerOwner(ctx, caller(request), request.params.customerId),
        request.query.type,
        parsePageLink(request.query, ASSET.sortColumns),
      ),
  );

  app.get<{ Params: { customerId: string }; Querystring: AssetListQuery }>(
    '/api/customer/:customerId/assetInfos',
    { config: { authorities: TC }, schema: { querystring: querySchema } },
    async (request) =>
      listAssetInfos(
        ctx,
        await customerOwner(ctx, caller(request), request.params.customerId),
        request.query.type,
        parsePageLink(request.query, ASSET_INFO_SORT_COLUMNS),
      ),
  );

  app.get<{ Querystring: { assetIds?: string } }>(
    '/api/assets',
    {
      config: { authorities: TC },
      schema: { querystring: { type: 'object', properties: { assetIds: { type: 'string' } } } },
    },
    async (request) => {
      return assetsByIds(ctx, caller(request), idListParam(request.query.assetIds, 'assetIds'));
    },
  );

  app.post('/api/assets', { config: { authorities: TC }, schema: { body: { type: 'object' } } }, async (request) =>
    findEntitiesByQuery(ctx, caller(request), request.body, {
      kind: ASSET,
      typesField: 'assetTypes',
      toEntity: toAsset,
    }),
  );

  app.get('/api/asset/types', { config: { authorities: TC } }, async (request) => assetTypes(ctx, caller(request)));

  app.post<{ Params: { customerId: string; assetId: string } }>(
    '/api/customer/:customerId/asset/:assetId',
    { config: { authorities: T } },
    async (request) =>
      assignAsset(ctx, caller(request), parseUuid(request.params.customerId), parseUuid(request.params.assetId)),
  );

  app.delete<{ Params: { assetId: string } }>(
    '/api/customer/asset/:assetId',
    { config: { authorities: T } },
    async (request) => unassignAsset(ctx, caller(request), parseUuid(request.params.assetId)),
  );

  app.post<{ Params: { assetId: string } }>(
    '/api/customer/public/asset/:assetId',
    { config: { authorities: T } },
    async (request) => assignAssetToPublic(ctx, caller(request), parseUuid(request.params.assetId)),
  );
}
