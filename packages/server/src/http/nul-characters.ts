import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.js';
import { badRequest } from './errors.js';

export const NUL_CHARACTER_MESSAGE = 'Request parameters must not contain the NUL character';
export const NUL_ESCAPE_MESSAGE = 'JSON parse error: text must not contain the NUL character (\\u0000)';

/**
 * A NUL reaches a URL only percent-encoded (Node's parser refuses the raw byte). `%2500` is the text `%00`, not a
 * NUL, and does not match.
 */
function urlHasNul(url: string): boolean {
  return /%00/.test(url);
}

/** A `\u0000` escape in JSON text, not preceded by an escaped backslash (`\\u0000` is the text `\u0000`). */
export function containsNulEscape(json: string): boolean {
  return /(?<!\\)(?:\\\\)*\\u0000/.test(json);
}

/**
 * PostgreSQL cannot hold a NUL character in text: a parameter carrying one would fail the query it reaches and
 * answer 500 with the database's words. It is refused at the door with 400 instead, in the answer form of the route
 * family: an empty body on the device API, plain text on the telemetry and RPC routes, the error JSON elsewhere.
 */
export function installNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!urlHasNul(request.url)) return;
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/v1/')) return reply.status(400).send();
    if (/^\/api\/(plugins\/telemetry|plugins\/rpc|rpc)\//.test(pathname)) {
      return reply.status(400).type('text/plain').send(NUL_CHARACTER_MESSAGE);
    }
    return sendError(reply, badRequest(NUL_CHARACTER_MESSAGE));
  });
}
