import { ErrorCode } from '@fleetdeck/model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exceedsJsonDepth } from '../../common/json-depth.js';
import { newId } from '../../common/uuid.js';
import type { AppContext } from '../../context.js';
import { sendError } from '../../http/error-handler.js';
import { ApiError } from '../../http/errors.js';
import { isDeviceFault, PayloadError } from '../device-api.js';
import type { TransportDevice } from '../device-identity.js';
import { paramsValue } from '../mqtt/connection.js';
import { otaChunk } from '../ota.js';
import {
  type AttributeUpdate,
  attributeUpdateJson,
  type DeviceSession,
  type RpcDeliveryStatus,
  type ToDeviceRpc,
} from '../sessions.js';
import { readAttributesJson } from './attributes-read.js';

/** Long polls wait this long unless told otherwise, and never longer than the servlet's limit. */
const DEFAULT_POLL_TIMEOUT_MS = 60_000;
const MAX_POLL_TIMEOUT_MS = 300_000;

import {
  AttributesPayload,
  AttributesQuery,
  ClaimPayload,
  ClientRpcPayload,
  DeviceTokenParams,
  OtaChunkQuery,
  PollQuery,
  ProvisionPayload,
  RpcReplyPayload,
  RpcResponseParams,
  TelemetryPayload,
} from './schemas.js';

type TokenParams = { token: string };

interface PollAnswer {
  status: number;
  body?: string;
  contentType?: string;
}

/** The device API answers failures with a status and nothing else. */
function empty(reply: FastifyReply, status: number): FastifyReply {
  return reply.status(status).send();
}

/** The answer to a device message while the server cannot take more: try again shortly. */
export const OVERLOADED_MESSAGE = 'Server is overloaded, please retry later';
const RETRY_AFTER_SECONDS = 1;

function overloaded(reply: FastifyReply): FastifyReply {
  reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return sendError(reply, new ApiError(503, ErrorCode.GENERAL, OVERLOADED_MESSAGE));
}

function json(reply: FastifyReply, body: unknown): FastifyReply {
  return reply.status(200).type('application/json').send(JSON.stringify(body));
}

function pollTimeout(raw: string | undefined): number {
  const value = raw === undefined ? 0 : Number(raw);
  if (!Number.isFinite(value) || value <= 0) return DEFAULT_POLL_TIMEOUT_MS;
  return Math.min(Math.trunc(value), MAX_POLL_TIMEOUT_MS);
}

/**
 * An HTTP long poll: the platform's SYNC session. It answers the first attribute update or RPC request and is
 * gone; a deleted device answers 403 `Device was deleted!`, a timeout 408.
 */
class HttpPollSession implements DeviceSession {
  readonly id = newId();
  readonly sync = true;
  attributesSubscribed = false;
  rpcSubscribed = false;
  private done = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    public device: TransportDevice,
    private readonly leave: (session: HttpPollSession) => void,
    private readonly answer: (answer: PollAnswer) => void,
  ) {}

  wait(timeoutMs: number): void {
    this.timer = setTimeout(() => this.finish({ status: 408 }), timeoutMs);
  }

  sendAttributeUpdate(update: AttributeUpdate): void {
    this.finish({ status: 200, body: attributeUpdateJson(update), contentType: 'application/json' });
  }

  sendRpcRequest(request: ToDeviceRpc, onStatus: (status: RpcDeliveryStatus) => void): void {
    const body = { id: request.id, method: request.method, params: paramsValue(request.params) };
    this.finish({ status: 200, body: JSON.stringify(body), contentType: 'application/json' });
    onStatus('DELIVERED');
  }

  close(reason: 'deleted' | 'shutdown'): void {
    if (reason === 'deleted') this.finish({ status: 403, body: 'Device was deleted!', contentType: 'text/plain' });
    else this.finish({ status: 503 });
  }

  /** The caller went away: the session ends without an answer. */
  abandon(): void {
    this.finish(null);
  }

  private finish(answer: PollAnswer | null): void {
    if (this.done) return;
    this.done = true;
    if (this.timer) clearTimeout(this.timer);
    this.leave(this);
    if (answer) this.answer(answer);
  }
}

/**
 * The device HTTP API under /api/v1: the access token in the path instead of a JWT. Bodies are read as text
 * whatever their content type, since devices send JSON with any header (or none).
 */
export function deviceHttpRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    register(scope, ctx);
  });
}

function register(app: FastifyInstance, ctx: AppContext): void {
  const transport = ctx.transport;
  const api = transport.api;

  /** Runs a device call: unknown token → 401, invalid payload or failure → 500, all with empty bodies. */
  const device = async (
    request: FastifyRequest,
    reply: FastifyReply,
    handle: (device: TransportDevice) => Promise<FastifyReply>,
  ): Promise<FastifyReply> => {
    const { token } = request.params as TokenParams;
    let found: TransportDevice | null;
    try {
      found = await transport.deviceByToken(token);
    } catch (error) {
      request.log.error({ err: error }, 'device token lookup failed');
      return empty(reply, 500);
    }
    if (!found) return empty(reply, 401);
    // A body nested thousands of levels deep would overflow the stack wherever it is read: refused unread.
    if (typeof request.body === 'string' && exceedsJsonDepth(request.body)) return empty(reply, 400);
    try {
      return await handle(found);
    } catch (error) {
      if (!isDeviceFault(error)) request.log.error({ err: error }, 'device API request failed');
      return empty(reply, 500);
    }
  };

  const body = (request: FastifyRequest): string => (typeof request.body === 'string' ? request.body : '');

  /**
   * A device message the server stores: refused with 503 before anything is read while the server is overloaded
   * (the write queue is full or the rule engine holds too many device messages), so nothing waits in memory for it.
   */
  const message = async (
    request: FastifyRequest,
    reply: FastifyReply,
    handle: (device: TransportDevice) => Promise<FastifyReply>,
  ): Promise<FastifyReply> => {
    if (!transport.admission.open) return overloaded(reply);
    return device(request, reply, handle);
  };

  const poll = (
    reply: FastifyReply,
    found: TransportDevice,
    timeoutMs: number,
    subscribe: (session: HttpPollSession) => void,
  ): Promise<FastifyReply> =>
    new Promise((resolve) => {
      const session = new HttpPollSession(
        found,
        (ended) => transport.sessions.close(ended),
        (answer) => {
          reply.status(answer.status);
          if (answer.contentType) reply.type(answer.contentType);
          resolve(reply.send(answer.body));
        },
      );
      // The response closing before an answer means the caller went away (not the request: its stream ends early).
      reply.raw.on('close', () => session.abandon());
      transport.sessions.open(session);
      session.wait(timeoutMs);
      subscribe(session);
    });

  app.post<{ Params: TokenParams }>(
    '/api/v1/:token/telemetry',
    { schema: { params: DeviceTokenParams, body: TelemetryPayload } },
    (request, reply) =>
      message(request, reply, async (found) => {
        await api.postTelemetry(found, body(request));
        return empty(reply, 200);
      }),
  );

  app.post<{ Params: TokenParams }>(
    '/api/v1/:token/attributes',
    { schema: { params: DeviceTokenParams, body: AttributesPayload } },
    (request, reply) =>
      message(request, reply, async (found) => {
        await api.postAttributes(found, body(request));
        return empty(reply, 200);
      }),
  );

  app.get<{ Params: TokenParams; Querystring: { clientKeys?: string; sharedKeys?: string } }>(
    '/api/v1/:token/attributes',
    { schema: { params: DeviceTokenParams, querystring: AttributesQuery } },
    (request, reply) =>
      device(request, reply, async (found) => {
        const text = await readAttributesJson(api, found, request.query.clientKeys, request.query.sharedKeys);
        return reply.status(200).type('application/json').send(text);
      }),
  );

  app.get<{ Params: TokenParams; Querystring: { timeout?: string } }>(
    '/api/v1/:token/attributes/updates',
    { schema: { params: DeviceTokenParams, querystring: PollQuery } },
    (request, reply) =>
      device(request, reply, (found) => {
        api.activity(found);
        return poll(reply, found, pollTimeout(request.query.timeout), (session) => {
          session.attributesSubscribed = true;
        });
      }),
  );

  app.get<{ Params: TokenParams; Querystring: { timeout?: string } }>(
    '/api/v1/:token/rpc',
    { schema: { params: DeviceTokenParams, querystring: PollQuery } },
    (request, reply) =>
      device(request, reply, (found) => {
        api.activity(found);
        return poll(reply, found, pollTimeout(request.query.timeout), (session) =>
          transport.sessions.subscribeRpc(session),
        );
      }),
  );

  app.post<{ Params: TokenParams & { requestId: string } }>(
    '/api/v1/:token/rpc/:requestId',
    { schema: { params: RpcResponseParams, body: RpcReplyPayload } },
    (request, reply) =>
      device(request, reply, async (found) => {
        const requestId = Number(request.params.requestId);
        if (!Number.isInteger(requestId)) return empty(reply, 400);
        api.activity(found);
        transport.rpc.handleResponse(found.id, requestId, body(request));
        return empty(reply, 200);
      }),
  );

  app.post<{ Params: TokenParams }>(
    '/api/v1/:token/rpc',
    { schema: { params: DeviceTokenParams, body: ClientRpcPayload } },
    (request, reply) =>
      device(request, reply, async (found) => {
        const { queued, reply: answer } = api.clientRpc(found, newId(), 0, body(request));
        await queued;
        const text = await answer;
        return reply.status(200).type('application/json').send(text);
      }),
  );

  app.post<{ Params: TokenParams }>(
    '/api/v1/:token/claim',
    { schema: { params: DeviceTokenParams, body: ClaimPayload } },
    (request, reply) =>
      device(request, reply, async (found) => {
        await api.claim(found, body(request));
        return empty(reply, 200);
      }),
  );

  for (const [path, kind] of [
    ['firmware', 'FIRMWARE'],
    ['software', 'SOFTWARE'],
  ] as const) {
    app.get<{
      Params: TokenParams;
      Querystring: { title?: string; version?: string; size?: string; chunk?: string };
    }>(
      `/api/v1/:token/${path}`,
      { schema: { params: DeviceTokenParams, querystring: OtaChunkQuery } },
      (request, reply) =>
        device(request, reply, async (found) => {
          const { title, version } = request.query;
          if (title === undefined || version === undefined) return empty(reply, 400);
          const assigned = await api.otaPackage(found, kind);
          if (!assigned) return empty(reply, 404);
          // A device asking for another title or version than the one assigned is told so.
          if (assigned.title !== title || assigned.version !== version) return empty(reply, 400);
          const data = otaChunk(
            assigned.data,
            Number(request.query.size ?? 0) || 0,
            Number(request.query.chunk ?? 0) || 0,
          );
          return reply
            .status(200)
            .header('Content-Disposition', `attachment;filename=${assigned.fileName}`)
            .header('x-filename', assigned.fileName)
            .type(assigned.contentType)
            .send(data);
        }),
    );
  }

  app.post('/api/v1/provision', { schema: { body: ProvisionPayload } }, async (request, reply) => {
    try {
      return json(reply, await api.provision(body(request)));
    } catch (error) {
      if (!(error instanceof PayloadError)) request.log.error({ err: error }, 'device provisioning failed');
      return empty(reply, 500);
    }
  });
}
