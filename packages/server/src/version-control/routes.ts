import type { EntityType, RepositorySettings, VersionCreateRequest, VersionLoadRequest } from '@fleetdeck/model';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Static } from 'typebox';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { parsePageLink } from '../http/paging.js';
import {
  BranchPageQuery,
  DiffParams,
  EntityTypeParams,
  EntityVersionsParams,
  InfoParams,
  RepositorySettingsBody,
  RequestIdParams,
  VersionCreateBody,
  VersionIdQuery,
  VersionLoadBody,
  VersionParams,
  VersionTypeParams,
} from './schemas.js';
import { VersionControl } from './service.js';

const T = ['TENANT_ADMIN'] as const;

/** Versions are listed newest first, as git logs them; `timestamp` ASC turns the list round. */
const VERSION_SORT = { timestamp: 'timestamp' };

/** A UUID answered as the platform's DeferredResult<UUID>: a JSON string. */
function sendRequestId(reply: FastifyReply, requestId: string) {
  return reply.type('application/json').send(JSON.stringify(requestId));
}

type BranchQuery = Static<typeof BranchPageQuery>;

/** Repository settings (`/api/admin/repositorySettings*`) and the version control calls (`/api/entities/vc/*`). */
export function versionControlRoutes(app: FastifyInstance, ctx: AppContext): void {
  const vc = new VersionControl(ctx);

  app.get('/api/admin/repositorySettings', { config: { authorities: T } }, async (request, reply) => {
    const settings = await vc.settings(caller(request));
    return settings ?? reply.send();
  });

  app.get('/api/admin/repositorySettings/exists', { config: { authorities: T } }, async (request) =>
    vc.exists(caller(request)),
  );

  app.post<{ Body: Partial<RepositorySettings> }>(
    '/api/admin/repositorySettings',
    { config: { authorities: T }, schema: { body: RepositorySettingsBody } },
    async (request) => vc.saveSettings(caller(request), request.body),
  );

  app.delete('/api/admin/repositorySettings', { config: { authorities: T } }, async (request, reply) => {
    await vc.deleteSettings(caller(request));
    return reply.send();
  });

  app.post<{ Body: Partial<RepositorySettings> }>(
    '/api/admin/repositorySettings/checkAccess',
    { config: { authorities: T }, schema: { body: RepositorySettingsBody } },
    async (request, reply) => {
      await vc.checkAccess(caller(request), request.body);
      return reply.send();
    },
  );

  app.get('/api/entities/vc/branches', { config: { authorities: T } }, async (request) => vc.branches(caller(request)));

  app.post<{ Body: VersionCreateRequest }>(
    '/api/entities/vc/version',
    { config: { authorities: T }, schema: { body: VersionCreateBody } },
    async (request, reply) => sendRequestId(reply, await vc.createVersion(caller(request), request.body)),
  );

  app.get<{ Params: Static<typeof RequestIdParams> }>(
    '/api/entities/vc/version/:requestId/status',
    { config: { authorities: T }, schema: { params: RequestIdParams } },
    async (request) => vc.creationStatus(caller(request), request.params.requestId),
  );

  app.get<{ Querystring: BranchQuery }>(
    '/api/entities/vc/version',
    { config: { authorities: T }, schema: { querystring: BranchPageQuery } },
    async (request) => vc.versions(caller(request), request.query.branch, parsePageLink(request.query, VERSION_SORT)),
  );

  app.get<{ Params: Static<typeof EntityTypeParams>; Querystring: BranchQuery }>(
    '/api/entities/vc/version/:entityType',
    { config: { authorities: T }, schema: { params: EntityTypeParams, querystring: BranchPageQuery } },
    async (request) =>
      vc.versions(
        caller(request),
        request.query.branch,
        parsePageLink(request.query, VERSION_SORT),
        request.params.entityType as EntityType,
      ),
  );

  app.get<{ Params: Static<typeof EntityVersionsParams>; Querystring: BranchQuery }>(
    '/api/entities/vc/version/:entityType/:externalEntityUuid',
    { config: { authorities: T }, schema: { params: EntityVersionsParams, querystring: BranchPageQuery } },
    async (request) =>
      vc.versions(
        caller(request),
        request.query.branch,
        parsePageLink(request.query, VERSION_SORT),
        request.params.entityType as EntityType,
        request.params.externalEntityUuid.toLowerCase(),
      ),
  );

  app.get<{ Params: Static<typeof VersionParams> }>(
    '/api/entities/vc/entity/:versionId',
    { config: { authorities: T }, schema: { params: VersionParams } },
    async (request) => vc.entitiesAt(caller(request), request.params.versionId),
  );

  app.get<{ Params: Static<typeof VersionTypeParams> }>(
    '/api/entities/vc/entity/:entityType/:versionId',
    { config: { authorities: T }, schema: { params: VersionTypeParams } },
    async (request) =>
      vc.entitiesAt(caller(request), request.params.versionId, request.params.entityType as EntityType),
  );

  app.post<{ Body: VersionLoadRequest }>(
    '/api/entities/vc/entity',
    { config: { authorities: T }, schema: { body: VersionLoadBody } },
    async (request, reply) => sendRequestId(reply, await vc.loadVersion(caller(request), request.body)),
  );

  app.get<{ Params: Static<typeof RequestIdParams> }>(
    '/api/entities/vc/entity/:requestId/status',
    { config: { authorities: T }, schema: { params: RequestIdParams } },
    async (request) => vc.loadStatus(caller(request), request.params.requestId),
  );

  app.get<{ Params: Static<typeof DiffParams>; Querystring: Static<typeof VersionIdQuery> }>(
    '/api/entities/vc/diff/:entityType/:internalEntityUuid',
    { config: { authorities: T }, schema: { params: DiffParams, querystring: VersionIdQuery } },
    async (request) =>
      vc.diff(
        caller(request),
        request.params.entityType as EntityType,
        request.params.internalEntityUuid.toLowerCase(),
        request.query.versionId,
      ),
  );

  app.get<{ Params: Static<typeof InfoParams> }>(
    '/api/entities/vc/info/:versionId/:entityType/:externalEntityUuid',
    { config: { authorities: T }, schema: { params: InfoParams } },
    async (request) =>
      vc.entityDataInfo(
        caller(request),
        request.params.versionId,
        request.params.entityType as EntityType,
        request.params.externalEntityUuid.toLowerCase(),
      ),
  );
}
