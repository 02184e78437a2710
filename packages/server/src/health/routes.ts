import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { readinessProblem } from './service.js';

/**
 * Probes for orchestrators, outside the platform's API and without authentication. Liveness says the process
 * answers; readiness says it can serve: the HTTP app exists only once storage, migrations and services have
 * started, so what is left to check is that the database still answers.
 */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'UP' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const problem = await readinessProblem(ctx);
    if (!problem) return { status: 'UP' };
    request.log.warn({ err: problem }, 'readiness check: the database does not answer');
    return reply.status(503).send({ status: 'DOWN' });
  });
}
