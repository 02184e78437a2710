import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import {
  EntityRelationsQuery,
  RelationBody,
  RelationInfoListQuery,
  RelationKeyQuery,
  RelationListQuery,
  RelationSearchBody,
} from './schemas.js';
import {
  deleteEntityRelations,
  deleteRelation,
  entityIdParams,
  getRelation,
  listRelationInfos,
  listRelations,
  parseTypeGroup,
  requiredParam,
  saveRelation,
  searchRelationInfos,
  searchRelations,
} from './service.js';
import type { RelationKey } from './store.js';

const STC = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

type Params = Record<string, string | undefined>;

function relationKeyOf(query: Params): RelationKey {
  const from = entityIdParams(query, 'fromId', 'fromType');
  const type = requiredParam(query, 'relationType');
  const to = entityIdParams(query, 'toId', 'toType');
  return { from, to, type, typeGroup: parseTypeGroup(query.relationTypeGroup) };
}

/** The list calls come in two forms, told apart by their parameters as Spring does: from an entity, or to one. */
function listSide(query: Params) {
  if (query.fromId !== undefined || query.toId === undefined) {
    return { entity: entityIdParams(query, 'fromId', 'fromType'), direction: 'FROM' as const };
  }
  return { entity: entityIdParams(query, 'toId', 'toType'), direction: 'TO' as const };
}

export function relationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/relation',
    { config: { authorities: STC }, schema: { body: RelationBody } },
    async (request, reply) => {
      await saveRelation(ctx, caller(request), request.body);
      return reply.send();
    },
  );

  app.get<{ Querystring: Static<typeof RelationKeyQuery> }>(
    '/api/relation',
    { config: { authorities: STC }, schema: { querystring: RelationKeyQuery } },
    async (request) => getRelation(ctx, caller(request), relationKeyOf(request.query)),
  );

  app.delete<{ Querystring: Static<typeof RelationKeyQuery> }>(
    '/api/relation',
    { config: { authorities: STC }, schema: { querystring: RelationKeyQuery } },
    async (request, reply) => {
      await deleteRelation(ctx, caller(request), relationKeyOf(request.query));
      return reply.send();
    },
  );

  app.delete<{ Querystring: Static<typeof EntityRelationsQuery> }>(
    '/api/relations',
    { config: { authorities: STC }, schema: { querystring: EntityRelationsQuery } },
    async (request, reply) => {
      await deleteEntityRelations(ctx, caller(request), entityIdParams(request.query, 'entityId', 'entityType'));
      return reply.send();
    },
  );

  app.get<{ Querystring: Static<typeof RelationListQuery> }>(
    '/api/relations',
    { config: { authorities: STC }, schema: { querystring: RelationListQuery } },
    async (request) => {
      const { entity, direction } = listSide(request.query);
      const { relationType } = request.query;
      return listRelations(
        ctx,
        caller(request),
        entity,
        direction,
        parseTypeGroup(request.query.relationTypeGroup),
        relationType === undefined ? undefined : requiredParam(request.query, 'relationType'),
      );
    },
  );

  app.get<{ Querystring: Static<typeof RelationInfoListQuery> }>(
    '/api/relations/info',
    { config: { authorities: STC }, schema: { querystring: RelationInfoListQuery } },
    async (request) => {
      const { entity, direction } = listSide(request.query);
      return listRelationInfos(
        ctx,
        caller(request),
        entity,
        direction,
        parseTypeGroup(request.query.relationTypeGroup),
      );
    },
  );

  app.post('/api/relations', { config: { authorities: STC }, schema: { body: RelationSearchBody } }, async (request) =>
    searchRelations(ctx, caller(request), request.body),
  );

  app.post(
    '/api/relations/info',
    { config: { authorities: STC }, schema: { body: RelationSearchBody } },
    async (request) => searchRelationInfos(ctx, caller(request), request.body),
  );
}
