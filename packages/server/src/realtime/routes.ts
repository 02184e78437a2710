import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { WebSocket } from 'ws';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { authenticate } from '../http/auth-hook.js';
import { authenticationFailed } from '../http/errors.js';
import { parseErrorUpdate, parseWrapper, processWrapper } from './commands.js';
import { RealtimeHub } from './hub.js';
import { readWsLimits, type WsLimits } from './limits.js';
import { HandshakeQuery, PluginParams } from './schemas.js';
import { WsSession } from './session.js';

/** Text frames above this close the socket (1009), as the platform's 32 KB text message buffer does. */
const MAX_TEXT_FRAME = 32 * 1024;
const CLOSE_BAD_DATA = 1007;

interface Handshake {
  user: SecurityUser;
  limits: WsLimits;
}

/**
 * The telemetry WebSocket at /api/ws/plugins/telemetry?token=<jwt>. The token is checked before the upgrade
 * (HTTP 401 with the error JSON otherwise); any other plugin name is accepted and closed with 1007.
 */
export function realtimeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const hub = new RealtimeHub(ctx.bus);
  ctx.metrics.gauge('fleetdeck_websocket_sessions', 'Open telemetry WebSocket sessions', () => hub.totals().sessions);
  ctx.metrics.gauge(
    'fleetdeck_websocket_subscriptions',
    'Subscriptions of the open telemetry WebSocket sessions',
    () => hub.totals().subscriptions,
  );
  const sessions = new Set<WsSession>();
  const handshakes = new WeakMap<FastifyRequest, Handshake>();

  app.addHook('onClose', async () => {
    for (const session of sessions) session.close(1001, 'Server is shutting down');
    hub.close();
  });

  app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: MAX_TEXT_FRAME } });

    scope.get<{ Params: Static<typeof PluginParams>; Querystring: Static<typeof HandshakeQuery> }>(
      '/api/ws/plugins/:plugin',
      {
        websocket: true,
        // Hidden from the OpenAPI description: a WebSocket is not a REST call.
        schema: { hide: true, params: PluginParams, querystring: HandshakeQuery } as never,
        preValidation: async (request) => {
          const token = request.query.token;
          if (!token) throw authenticationFailed();
          const user = await authenticate(ctx, token);
          handshakes.set(request, { user, limits: await readWsLimits(ctx, user.tenantId) });
        },
      },
      (socket: WebSocket, request) => {
        const handshake = handshakes.get(request) as Handshake;
        if (request.params.plugin.toLowerCase() !== 'telemetry') {
          socket.close(CLOSE_BAD_DATA, "Can't find plugin with specified token!");
          return;
        }
        const refused = hub.openSession(handshake.user, handshake.limits);
        if (refused) {
          socket.close(1008, refused);
          return;
        }
        const session = new WsSession(ctx, hub, socket, handshake.user, handshake.limits);
        sessions.add(session);
        // Frames are handled one after another, so a subscribe and its unsubscribe never cross.
        let queue = Promise.resolve();
        socket.on('message', (data, isBinary) => {
          const text = isBinary ? '' : data.toString();
          queue = queue.then(async () => {
            if (!session.isOpen) return;
            const wrapper = parseWrapper(text);
            if (!wrapper) {
              session.send(0, parseErrorUpdate());
              return;
            }
            await processWrapper(session, wrapper);
          });
          queue = queue.catch((error: unknown) => ctx.log.error({ err: error }, 'websocket frame failed'));
        });
        socket.on('close', () => {
          session.dispose();
          sessions.delete(session);
        });
        socket.on('error', (error) => ctx.log.debug({ err: error }, 'websocket error'));
      },
    );
  });
}
