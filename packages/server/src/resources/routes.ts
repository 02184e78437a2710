import type { ResourceType } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { RESOURCE } from '../entities/kinds/resource.js';
import { caller } from '../http/auth-hook.js';
import { DOCUMENT_BODY_LIMIT } from '../http/json-body.js';
import { parsePageLink } from '../http/paging.js';
import { lwm2mObjectPage, lwm2mObjectsByKeys } from './lwm2m-service.js';
import {
  Lwm2mObjectPageQuery,
  Lwm2mObjectsQuery,
  ResourceBody,
  ResourceIdParams,
  ResourcePageQuery,
} from './schemas.js';
import {
  decodeResourceData,
  deleteResource,
  listResources,
  RESOURCE_TOO_LARGE,
  readableResource,
  readableResourceInfo,
  saveResource,
} from './service.js';
import { toResource, toResourceInfo } from './store.js';

const ST = ['SYS_ADMIN', 'TENANT_ADMIN'] as const;

/** A header-safe file name: quotes and line breaks would break the header. */
function headerFileName(name: string): string {
  return name.replace(/["\r\n\\]/g, '_');
}

/** The resources library: the system administrator's files, which tenants read, and each tenant's own. */
export function resourceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: Static<typeof ResourcePageQuery> }>(
    '/api/resource',
    { config: { authorities: ST }, schema: { querystring: ResourcePageQuery } },
    async (request) => {
      const link = parsePageLink(request.query, RESOURCE.sortColumns);
      const type = (request.query.resourceType ?? null) as ResourceType | null;
      return listResources(ctx, caller(request), link, type);
    },
  );

  // The device profile's LwM2M transport lists the object models with their readable resources.
  app.get<{ Querystring: Static<typeof Lwm2mObjectPageQuery> }>(
    '/api/resource/lwm2m/page',
    { config: { authorities: ST }, schema: { querystring: Lwm2mObjectPageQuery } },
    async (request) => {
      const { sortProperty, sortOrder, ...rest } = request.query;
      const link = parsePageLink(rest, RESOURCE.sortColumns);
      return lwm2mObjectPage(ctx, caller(request), link, sortProperty, sortOrder?.toUpperCase());
    },
  );

  app.get<{ Querystring: Static<typeof Lwm2mObjectsQuery> }>(
    '/api/resource/lwm2m',
    { config: { authorities: ST }, schema: { querystring: Lwm2mObjectsQuery } },
    async (request) => {
      const { objectIds, sortProperty, sortOrder } = request.query;
      const keys = [objectIds ?? []]
        .flat()
        .flatMap((ids) => ids.split(','))
        .map((id) => id.trim())
        .filter(Boolean);
      return lwm2mObjectsByKeys(ctx, caller(request), keys, sortProperty, sortOrder.toUpperCase());
    },
  );

  app.get<{ Params: Static<typeof ResourceIdParams> }>(
    '/api/resource/info/:resourceId',
    { config: { authorities: ST }, schema: { params: ResourceIdParams } },
    async (request) =>
      toResourceInfo(await readableResourceInfo(ctx, caller(request), parseUuid(request.params.resourceId))),
  );

  app.get<{ Params: Static<typeof ResourceIdParams> }>(
    '/api/resource/:resourceId',
    { config: { authorities: ST }, schema: { params: ResourceIdParams } },
    async (request) => toResource(await readableResource(ctx, caller(request), parseUuid(request.params.resourceId))),
  );

  app.get<{ Params: Static<typeof ResourceIdParams> }>(
    '/api/resource/:resourceId/download',
    { config: { authorities: ST }, schema: { params: ResourceIdParams } },
    async (request, reply) => {
      const row = await readableResource(ctx, caller(request), parseUuid(request.params.resourceId));
      const fileName = headerFileName(row.file_name);
      return reply
        .header('Content-Disposition', `attachment;filename=${fileName}`)
        .header('x-filename', fileName)
        .header('Access-Control-Expose-Headers', 'x-filename')
        .type('application/octet-stream')
        .send(decodeResourceData(row.data));
    },
  );

  app.post<{ Body: Static<typeof ResourceBody> }>(
    '/api/resource',
    {
      config: { authorities: ST, oversizedBody: { limit: DOCUMENT_BODY_LIMIT, message: RESOURCE_TOO_LARGE } },
      schema: { body: ResourceBody },
    },
    async (request) => saveResource(ctx, caller(request), request.body as Record<string, unknown>),
  );

  app.delete<{ Params: Static<typeof ResourceIdParams> }>(
    '/api/resource/:resourceId',
    { config: { authorities: ST }, schema: { params: ResourceIdParams } },
    async (request, reply) => {
      await deleteResource(ctx, caller(request), parseUuid(request.params.resourceId));
      return reply.send();
    },
  );
}
