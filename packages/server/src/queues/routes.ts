import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { QUEUE } from '../entities/kinds/queue.js';
import { caller } from '../http/auth-hook.js';
import { parsePageLink } from '../http/paging.js';
import { QueueBody, QueueIdParams, QueueNameParams, QueuesQuery, ServiceTypeQuery } from './schemas.js';
import { deleteQueue, getQueue, getQueueByName, listQueues, RULE_ENGINE_SERVICE, saveQueue } from './service.js';

const S = ['SYS_ADMIN'] as const;
const ST = ['SYS_ADMIN', 'TENANT_ADMIN'] as const;

/** Rule-engine queues: the system administrator writes them, tenant administrators read the ones serving them. */
export function queueRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: Static<typeof QueuesQuery> }>(
    '/api/queues',
    { config: { authorities: ST }, schema: { querystring: QueuesQuery } },
    async (request) => {
      const link = parsePageLink(request.query, QUEUE.sortColumns);
      return listQueues(ctx, caller(request), request.query.serviceType, link);
    },
  );

  app.get<{ Params: Static<typeof QueueIdParams> }>(
    '/api/queues/:queueId',
    { config: { authorities: ST }, schema: { params: QueueIdParams } },
    async (request) => getQueue(ctx, caller(request), parseUuid(request.params.queueId)),
  );

  app.get<{ Params: Static<typeof QueueNameParams> }>(
    '/api/queues/name/:queueName',
    { config: { authorities: ST }, schema: { params: QueueNameParams } },
    async (request) => getQueueByName(ctx, caller(request), request.params.queueName),
  );

  app.post<{ Body: Static<typeof QueueBody>; Querystring: Static<typeof ServiceTypeQuery> }>(
    '/api/queues',
    { config: { authorities: S }, schema: { querystring: ServiceTypeQuery, body: QueueBody } },
    async (request, reply) => {
      // The platform keeps queues of the rule engine only; for another service it saves nothing and answers empty.
      if (request.query.serviceType !== RULE_ENGINE_SERVICE) return reply.send();
      return saveQueue(ctx, caller(request), request.body as Record<string, unknown>);
    },
  );

  app.delete<{ Params: Static<typeof QueueIdParams> }>(
    '/api/queues/:queueId',
    { config: { authorities: S }, schema: { params: QueueIdParams } },
    async (request, reply) => {
      await deleteQueue(ctx, parseUuid(request.params.queueId));
      return reply.send();
    },
  );
}
