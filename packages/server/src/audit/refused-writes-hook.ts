import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { recordAudit } from './recorder.js';
import { refusedWriteEntries } from './refused-writes.js';

/** The error text of an answer: the message of the error JSON, or a plain-text answer as it is. */
function messageOf(payload: unknown): string {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string') {
      return json.message;
    }
  } catch {
    // Not JSON: some controllers answer their refusals in plain text.
  }
  return text;
}

/**
 * Audits the writes a signed-in user was refused (bad input, no permission, not found) as FAILURE entries with the
 * answer's message. It watches what is sent rather than what is thrown, as some controllers answer refusals in plain
 * text without throwing. A request without a user (401) is not audited: nobody is known to have acted.
 */
export function installRefusedWritesAudit(app: FastifyInstance, ctx: AppContext): void {
  // a callback hook, not an async one: it runs on every answer, the device API's too, and most return at once
  app.addHook('onSend', (request, reply, payload, done) => {
    const user = request.user;
    const routeUrl = request.routeOptions.url;
    if (!user || !routeUrl || reply.statusCode < 400) {
      done(null, payload);
      return;
    }
    try {
      const entries = refusedWriteEntries({
        method: request.method,
        routeUrl,
        params: (request.params ?? {}) as Record<string, string | undefined>,
        query: (request.query ?? {}) as Record<string, unknown>,
        body: request.body,
        user,
        status: reply.statusCode,
        message: messageOf(payload),
      });
      for (const entry of entries) recordAudit(ctx, entry);
    } catch (error) {
      // the refusal is answered whatever happens to its audit entry
      request.log.error({ err: error }, 'the refused write could not be audited');
    }
    done(null, payload);
  });
}
