import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route whose documents have a size limit of their own answers a larger body with this 400 instead of the
     * framework's 413: the body is read to its end (kept only up to `limit` bytes) so that the client, still
     * sending, reads the answer rather than a closed connection.
     */
    oversizedBody?: { limit: number; message: string };
  }
}

/** The most a route with an oversized-body answer reads; a larger body gets the framework's 413. */
export const GLOBAL_BODY_LIMIT = 64 * 1024 * 1024;

const oversized = new WeakSet<FastifyRequest>();

/** True when the request's body passed its route's document limit; the JSON parser then parses nothing. */
export function isOversized(request: FastifyRequest): boolean {
  return oversized.has(request);
}

/**
 * Passes a body through up to the limit and drops the rest, counting every byte as received so the framework's
 * content-length and global limit checks still see the whole body.
 */
class OversizeGuard extends Transform {
  receivedEncodedLength = 0;

  constructor(
    private readonly limit: number,
    private readonly onOversized: () => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const start = this.receivedEncodedLength;
    this.receivedEncodedLength += chunk.length;
    if (this.receivedEncodedLength <= this.limit) {
      callback(null, chunk);
      return;
    }
    if (start <= this.limit) this.onOversized();
    callback();
  }
}

/**
 * Routes that declare `oversizedBody` read bodies up to the global limit and refuse those over their own limit with
 * the contract's 400 JSON, after the caller's authority was checked (so a caller without it still gets 403). Call
 * after the auth hook is installed and before the routes are added.
 */
export function installOversizedBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    // the body families' limits are set by an earlier hook; a route with its own answer reads up to the global one
    if (route.config?.oversizedBody) route.bodyLimit = Math.max(route.bodyLimit ?? 0, GLOBAL_BODY_LIMIT);
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    const declared = request.routeOptions.config.oversizedBody;
    if (!declared) return payload;
    const guard = new OversizeGuard(declared.limit, () => oversized.add(request));
    payload.on('error', (error) => guard.destroy(error));
    return payload.pipe(guard);
  });
  app.addHook('preValidation', async (request) => {
    const declared = request.routeOptions.config.oversizedBody;
    if (declared && oversized.has(request)) throw badRequest(declared.message);
  });
}
