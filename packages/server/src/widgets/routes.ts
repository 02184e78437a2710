import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { WIDGETS_BUNDLE } from '../entities/kinds/widgets-bundle.js';
import { caller } from '../http/auth-hook.js';
import { parseBooleanParam } from '../http/boolean-param.js';
import { badRequest } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import {
  BundleTypesQuery,
  WidgetsBundleBody,
  WidgetsBundleIdParams,
  WidgetsBundlesQuery,
  WidgetTypeBody,
  WidgetTypeIdParams,
  WidgetTypeLookupQuery,
} from './schemas.js';
import {
  allReadableWidgetsBundles,
  deleteWidgetsBundle,
  getWidgetsBundle,
  getWidgetType,
  listWidgetsBundles,
  listWidgetTypes,
  listWidgetTypesDetails,
  listWidgetTypesInfos,
  removeWidgetType,
  saveWidgetsBundle,
  saveWidgetType,
  widgetTypeByAlias,
} from './service.js';

const ST = ['SYS_ADMIN', 'TENANT_ADMIN'] as const;
const ANY_USER = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** The required `isSystem` flag; Spring names an empty value this way. */
function isSystemParam(raw: string): boolean {
  const value = parseBooleanParam(raw, 'boolean');
  if (value === undefined) {
    throw badRequest(
      "Required request parameter 'isSystem' for method parameter type boolean is present but converted to null",
    );
  }
  return value;
}

/** Widgets bundles and widget types: the system catalogue and each tenant's own. */
export function widgetRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Static<typeof WidgetsBundleIdParams> }>(
    '/api/widgetsBundle/:widgetsBundleId',
    { config: { authorities: ANY_USER }, schema: { params: WidgetsBundleIdParams } },
    async (request) => getWidgetsBundle(ctx, caller(request), parseUuid(request.params.widgetsBundleId)),
  );

  app.post<{ Body: Static<typeof WidgetsBundleBody> }>(
    '/api/widgetsBundle',
    { config: { authorities: ST }, schema: { body: WidgetsBundleBody } },
    async (request) => saveWidgetsBundle(ctx, caller(request), request.body),
  );

  app.delete<{ Params: Static<typeof WidgetsBundleIdParams> }>(
    '/api/widgetsBundle/:widgetsBundleId',
    { config: { authorities: ST }, schema: { params: WidgetsBundleIdParams } },
    async (request, reply) => {
      await deleteWidgetsBundle(ctx, caller(request), parseUuid(request.params.widgetsBundleId));
      return reply.send();
    },
  );

  app.get<{ Querystring: Static<typeof WidgetsBundlesQuery> }>(
    '/api/widgetsBundles',
    { config: { authorities: ANY_USER }, schema: { querystring: WidgetsBundlesQuery } },
    async (request) => {
      const user = caller(request);
      // Two handlers in the platform: without paging parameters the whole list.
      if (request.query.pageSize === undefined && request.query.page === undefined) {
        return allReadableWidgetsBundles(ctx, user);
      }
      return listWidgetsBundles(ctx, user, parsePageLink(request.query, WIDGETS_BUNDLE.sortColumns));
    },
  );

  app.get<{ Params: Static<typeof WidgetTypeIdParams> }>(
    '/api/widgetType/:widgetTypeId',
    { config: { authorities: ST }, schema: { params: WidgetTypeIdParams } },
    async (request) => getWidgetType(ctx, caller(request), parseUuid(request.params.widgetTypeId)),
  );

  app.post<{ Body: Static<typeof WidgetTypeBody> }>(
    '/api/widgetType',
    { config: { authorities: ST }, schema: { body: WidgetTypeBody } },
    async (request) => saveWidgetType(ctx, caller(request), request.body),
  );

  app.delete<{ Params: Static<typeof WidgetTypeIdParams> }>(
    '/api/widgetType/:widgetTypeId',
    { config: { authorities: ST }, schema: { params: WidgetTypeIdParams } },
    async (request, reply) => {
      await removeWidgetType(ctx, caller(request), parseUuid(request.params.widgetTypeId));
      return reply.send();
    },
  );

  const lists = [
    ['/api/widgetTypes', listWidgetTypes],
    ['/api/widgetTypesDetails', listWidgetTypesDetails],
    ['/api/widgetTypesInfos', listWidgetTypesInfos],
  ] as const;
  for (const [path, list] of lists) {
    app.get<{ Querystring: Static<typeof BundleTypesQuery> }>(
      path,
      { config: { authorities: ST }, schema: { querystring: BundleTypesQuery } },
      async (request) => list(ctx, caller(request), isSystemParam(request.query.isSystem), request.query.bundleAlias),
    );
  }

  app.get<{ Querystring: Static<typeof WidgetTypeLookupQuery> }>(
    '/api/widgetType',
    { config: { authorities: ANY_USER }, schema: { querystring: WidgetTypeLookupQuery } },
    async (request) => {
      const { isSystem, bundleAlias, alias } = request.query;
      return widgetTypeByAlias(ctx, caller(request), isSystemParam(isSystem), bundleAlias, alias);
    },
  );
}
