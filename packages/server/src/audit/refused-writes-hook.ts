import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { recordAudit } from './recorder.js';
import { refusedWriteEntry } from './refused-writes.js';

/**
 * Audits the entity saves and deletes a signed-in user was refused (bad input, no permission, not found) as FAILURE
 * entries with the error's message. A request without a user (401) is not audited: nobody is known to have acted.
 */
export function installRefusedWritesAudit(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onError', async (request, _reply, error) => {
    const user = request.user;
    const routeUrl = request.routeOptions.url;
    if (!user || !routeUrl) return;
    const entry = refusedWriteEntry({
      method: request.method,
      routeUrl,
      params: (request.params ?? {}) as Record<string, string | undefined>,
      body: request.body,
      user,
      message: error.message,
    });
    if (entry) recordAudit(ctx, entry);
  });
}
