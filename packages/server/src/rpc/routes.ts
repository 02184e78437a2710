import type { RpcStatus } from '@fleetdeck/model';
import { RPC_STATUSES } from '@fleetdeck/model';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { readableDevice } from '../devices/service.js';
import { caller } from '../http/auth-hook.js';
import { badRequest } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import { DeviceIdParams, PersistentRpcPageQuery, RpcCallSchema, RpcIdParams } from './schemas.js';
import {
  callDevice,
  deletePersistentRpc,
  listPersistentRpcs,
  RpcAccessError,
  type RpcCallBody,
  readablePersistentRpc,
} from './service.js';
import { RPC_SORT_COLUMNS, toRpc } from './store.js';

const STC = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;
const T = ['TENANT_ADMIN'] as const;

/** How a call's failures are answered: the v2 API says 504 for both, the legacy one 408 and 409. */
interface RpcStatusCodes {
  timeout: number;
  noActiveConnection: number;
}

const V2: RpcStatusCodes = { timeout: 504, noActiveConnection: 504 };
const V1: RpcStatusCodes = { timeout: 408, noActiveConnection: 409 };

async function answerCall(
  ctx: AppContext,
  request: { body: unknown; params: { deviceId: string } },
  user: ReturnType<typeof caller>,
  reply: FastifyReply,
  oneway: boolean,
  codes: RpcStatusCodes,
): Promise<FastifyReply> {
  const deviceId = parseUuid(request.params.deviceId);
  let result: Awaited<ReturnType<typeof callDevice>>;
  try {
    result = await callDevice(ctx, user, deviceId, request.body as RpcCallBody, oneway);
  } catch (error) {
    // Access failures of the RPC calls are plain text, not the error JSON.
    if (error instanceof RpcAccessError) return reply.status(error.status).type('text/plain').send(error.message);
    throw error;
  }
  if (result.error) {
    const status = result.error === 'NO_ACTIVE_CONNECTION' ? codes.noActiveConnection : codes.timeout;
    return reply.status(status).send();
  }
  if (!result.response) return reply.status(200).send();
  try {
    return reply
      .status(200)
      .type('application/json')
      .send(JSON.stringify(JSON.parse(result.response)));
  } catch {
    // A reply that is not JSON cannot be handed on as JSON.
    return reply.status(406).send();
  }
}

export function rpcRoutes(app: FastifyInstance, ctx: AppContext): void {
  const calls = [
    ['/api/rpc/oneway/:deviceId', true, V2],
    ['/api/rpc/twoway/:deviceId', false, V2],
    ['/api/plugins/rpc/oneway/:deviceId', true, V1],
    ['/api/plugins/rpc/twoway/:deviceId', false, V1],
  ] as const;
  for (const [path, oneway, codes] of calls) {
    app.post<{ Params: Static<typeof DeviceIdParams> }>(
      path,
      { config: { authorities: STC }, schema: { params: DeviceIdParams, body: RpcCallSchema } },
      (request, reply) => answerCall(ctx, request, caller(request), reply, oneway, codes),
    );
  }

  app.get<{ Params: Static<typeof RpcIdParams> }>(
    '/api/rpc/persistent/:rpcId',
    { config: { authorities: TC }, schema: { params: RpcIdParams } },
    async (request) => toRpc(await readablePersistentRpc(ctx, caller(request), parseUuid(request.params.rpcId))),
  );

  app.delete<{ Params: Static<typeof RpcIdParams> }>(
    '/api/rpc/persistent/:rpcId',
    { config: { authorities: T }, schema: { params: RpcIdParams } },
    async (request, reply) => {
      await deletePersistentRpc(ctx, caller(request), parseUuid(request.params.rpcId));
      return reply.status(200).send();
    },
  );

  app.get<{ Params: Static<typeof DeviceIdParams>; Querystring: Static<typeof PersistentRpcPageQuery> }>(
    '/api/rpc/persistent/device/:deviceId',
    { config: { authorities: TC }, schema: { params: DeviceIdParams, querystring: PersistentRpcPageQuery } },
    async (request) => {
      const device = await readableDevice(ctx, caller(request), parseUuid(request.params.deviceId));
      // The platform's RPC list has no text search.
      const link = { ...parsePageLink(request.query, RPC_SORT_COLUMNS), textSearch: null };
      const status = request.query.rpcStatus;
      if (status !== undefined && !(RPC_STATUSES as readonly string[]).includes(status)) {
        throw badRequest(
          `Failed to convert value of type 'java.lang.String' to required type 'org.thingsboard.server.common.data.rpc.RpcStatus'; nested exception is org.springframework.core.convert.ConversionFailedException: Failed to convert from type [java.lang.String] to type [@org.springframework.web.bind.annotation.RequestParam org.thingsboard.server.common.data.rpc.RpcStatus] for value '${status}'; nested exception is java.lang.IllegalArgumentException: No enum constant org.thingsboard.server.common.data.rpc.RpcStatus.${status}`,
        );
      }
      if (status === 'DELETED') throw badRequest('RpcStatus: DELETED');
      return listPersistentRpcs(ctx, device.id, (status || undefined) as RpcStatus | undefined, link);
    },
  );
}
