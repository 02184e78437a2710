import type { EntityCountQuery, EntityDataQuery } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { EntityCountQueryBody, EntityDataQueryBody, EntityKeysQuery } from './schemas.js';
import { countEntities, findEntityData, findEntityKeys } from './service.js';

const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

const flag = (value: string | undefined) => value === undefined || value.toLowerCase() !== 'false';

/** The entity data query endpoints. */
export function entityQueryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: EntityDataQuery }>(
    '/api/entitiesQuery/find',
    { config: { authorities: TC }, schema: { body: EntityDataQueryBody } },
    async (request) => findEntityData(ctx, caller(request), request.body),
  );

  app.post<{ Body: EntityCountQuery }>(
    '/api/entitiesQuery/count',
    { config: { authorities: TC }, schema: { body: EntityCountQueryBody } },
    async (request) => countEntities(ctx, caller(request), request.body),
  );

  app.post<{ Querystring: Static<typeof EntityKeysQuery>; Body: EntityDataQuery }>(
    '/api/entitiesQuery/find/keys',
    { config: { authorities: TC }, schema: { body: EntityDataQueryBody, querystring: EntityKeysQuery } },
    async (request) =>
      findEntityKeys(ctx, caller(request), request.body, {
        timeseries: flag(request.query.timeseries),
        attributes: flag(request.query.attributes),
      }),
  );
}
