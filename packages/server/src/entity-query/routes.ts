import type { EntityCountQuery, EntityDataQuery } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { countEntities, findEntityData, findEntityKeys } from './service.js';

const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

const flag = (value: string | undefined) => value === undefined || value.toLowerCase() !== 'false';

/** The entity data query endpoints (contract §8). */
export function entityQueryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: EntityDataQuery }>(
    '/api/entitiesQuery/find',
    { config: { authorities: TC }, schema: { body: { type: 'object' } } },
    async (request) => findEntityData(ctx, caller(request), request.body),
  );

  app.post<{ Body: EntityCountQuery }>(
    '/api/entitiesQuery/count',
    { config: { authorities: TC }, schema: { body: { type: 'object' } } },
    async (request) => countEntities(ctx, caller(request), request.body),
  );

  app.post<{ Body: EntityDataQuery; Querystring: { timeseries?: string; attributes?: string } }>(
    '/api/entitiesQuery/find/keys',
    {
      config: { authorities: TC },
      schema: {
        body: { type: 'object' },
        querystring: {
          type: 'object',
          properties: { timeseries: { type: 'string' }, attributes: { type: 'string' } },
        },
      },
    },
    async (request) =>
      findEntityKeys(ctx, caller(request), request.body, {
        timeseries: flag(request.query.timeseries),
        attributes: flag(request.query.attributes),
      }),
  );
}
