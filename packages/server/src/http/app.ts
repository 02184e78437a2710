import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminRoutes } from '../admin/routes.js';
import { alarmRoutes } from '../alarms/routes.js';
import { assetRoutes } from '../assets/routes.js';
import { installRefusedWritesAudit } from '../audit/refused-writes-hook.js';
import { auditLogRoutes } from '../audit/routes.js';
import { authRoutes } from '../auth/routes.js';
import { twoFactorRoutes } from '../auth/two-factor-routes.js';
import { bulkImportRoutes } from '../bulk-import/routes.js';
import { componentRoutes } from '../components/routes.js';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { customerRoutes } from '../customers/routes.js';
import { dashboardRoutes } from '../dashboards/routes.js';
import { dashboardVersionRoutes } from '../dashboards/versions-routes.js';
import { deviceProfileRoutes } from '../device-profiles/routes.js';
import { deviceRoutes } from '../devices/routes.js';
import { edgeRoutes } from '../edges/routes.js';
import { entityQueryRoutes } from '../entity-query/routes.js';
import { entityViewRoutes } from '../entity-views/routes.js';
import { eventRoutes } from '../events/routes.js';
import { healthRoutes } from '../health/routes.js';
import { countHttpDeviceMessages } from '../metrics/http-device-messages.js';
import { oauth2Routes } from '../oauth2/routes.js';
import { otaPackageRoutes } from '../ota/routes.js';
import { queueRoutes } from '../queues/routes.js';
import { realtimeRoutes } from '../realtime/routes.js';
import { relationRoutes } from '../relations/routes.js';
import { resourceRoutes } from '../resources/routes.js';
import { rpcRoutes } from '../rpc/routes.js';
import { ruleChainEdgeRoutes } from '../rule-chains/edge-routes.js';
import { ruleChainRoutes } from '../rule-chains/routes.js';
import { systemRoutes } from '../system/routes.js';
import { telemetryRoutes } from '../telemetry/routes.js';
import { tenantProfileRoutes } from '../tenant-profiles/routes.js';
import { tenantRoutes } from '../tenants/routes.js';
import { DeviceApiFastPath } from '../transport/http/fast-path.js';
import { deviceHttpRoutes } from '../transport/http/routes.js';
import { userRoutes } from '../users/routes.js';
import { versionControlRoutes } from '../version-control/routes.js';
import { widgetRoutes } from '../widgets/routes.js';
import { installAuthHook } from './auth-hook.js';
import { deviceFirstServerFactory } from './device-first-server.js';
import { frameworkError, installErrorHandler, sendError } from './error-handler.js';
import { ApiError } from './errors.js';
import { DEFAULT_BODY_LIMIT, installJsonBody } from './json-body.js';
import { lazyValidatorFactory } from './lazy-validators.js';
import { trackRoutes } from './method-not-allowed.js';
import { installNulCharacterGuard } from './nul-characters.js';
import { installOversizedBodies } from './oversized-body.js';
import { parseQueryString } from './query-string.js';
import { DeviceApiQuietLogController, isQuietRequest } from './request-logging.js';
import { JAVA_TYPE } from './schemas.js';
import { installSecurityHeaders } from './security-headers.js';

const ROUTE_MODULES = [
  authRoutes,
  twoFactorRoutes,
  oauth2Routes,
  userRoutes,
  tenantRoutes,
  tenantProfileRoutes,
  customerRoutes,
  deviceProfileRoutes,
  deviceRoutes,
  assetRoutes,
  entityViewRoutes,
  edgeRoutes,
  dashboardRoutes,
  dashboardVersionRoutes,
  widgetRoutes,
  bulkImportRoutes,
  rpcRoutes,
  deviceHttpRoutes,
  entityQueryRoutes,
  alarmRoutes,
  realtimeRoutes,
  relationRoutes,
  otaPackageRoutes,
  queueRoutes,
  resourceRoutes,
  adminRoutes,
  systemRoutes,
  telemetryRoutes,
  componentRoutes,
  ruleChainRoutes,
  ruleChainEdgeRoutes,
  eventRoutes,
  auditLogRoutes,
  versionControlRoutes,
  healthRoutes,
];

async function serveConsole(
  app: FastifyInstance,
  consoleDir: string,
  otherMethodOnly: (method: string, path: string) => boolean,
): Promise<void> {
  const index = path.join(consoleDir, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, { root: consoleDir, wildcard: false, index: false, globIgnore: ['assets/**'] });
    // The build names every file under assets/ by its content's hash, so a name never changes content: the browser
    // keeps them without asking again, where revalidating each of a dashboard's ~70 chunks cost a round trip apiece.
    const assets = path.join(consoleDir, 'assets');
    if (fs.existsSync(assets))
      await app.register(fastifyStatic, {
        root: assets,
        prefix: '/assets/',
        wildcard: false,
        index: false,
        decorateReply: false,
        maxAge: '365d',
        immutable: true,
      });
  }
  // Any path the console's router knows must load the console itself (single-page fallback).
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') && otherMethodOnly(request.method, pathname)) {
      return sendError(reply, new ApiError(405, 31, `Request method '${request.method}' not supported`));
    }
    if (pathname.startsWith('/api/') || request.method !== 'GET') {
      return sendError(reply, new ApiError(404, 32, `No handler found for ${request.method} ${pathname}`));
    }
    const asset = path.join(consoleDir, pathname);
    if (built && asset.startsWith(consoleDir) && fs.existsSync(asset) && fs.statSync(asset).isFile()) {
      return reply.sendFile(path.relative(consoleDir, asset));
    }
    if (!built) return reply.status(503).type('text/plain').send('The console is not built: run `npm run build`.');
    // A chunk of another build is gone, not a route: the page's import fails as such rather than parsing HTML as code.
    if (pathname.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not Found');
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

/** Headers of every answer that the device API's fast path sends too: not those of the answer's own body. */
const BODY_HEADERS = new Set([
  'content-type',
  'content-length',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * The headers the server's hooks put on a device API answer (security headers), read from a device API path that
 * routes nowhere, so that the fast path sends the same ones without a second definition of them.
 */
async function deviceAnswerHeaders(app: FastifyInstance): Promise<string[]> {
  const probe = await app.inject({ method: 'GET', url: '/api/v1/' });
  return Object.entries(probe.headers).flatMap(([name, value]) =>
    BODY_HEADERS.has(name) || value === undefined ? [] : [name, String(value)],
  );
}

function loggerOptions(config: Config) {
  if (config.logFormat === 'json') return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:yyyy-mm-dd HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}

export async function buildApp(ctx: AppContext, consoleDir: string): Promise<FastifyInstance> {
  const fastPath = new DeviceApiFastPath(
    {
      api: ctx.transport.api,
      tokens: ctx.transport.tokens,
      admission: ctx.transport.admission,
      log: ctx.log,
      countMessage: (type) => ctx.metrics.httpDeviceMessage(type),
    },
    DEFAULT_BODY_LIMIT,
  );
  const app = Fastify({
    serverFactory: deviceFirstServerFactory(fastPath),
    logger: loggerOptions(ctx.config),
    logController: new DeviceApiQuietLogController(ctx.config.logLevel),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: true,
    routerOptions: { querystringParser: parseQueryString },
    frameworkErrors: frameworkError,
    // x-java-type annotates parameters with the type Spring names in its messages (see schemas.ts).
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false, keywords: [JAVA_TYPE] } },
    schemaController: { compilersFactory: { buildValidator: lazyValidatorFactory() } },
  });
  const otherMethodOnly = trackRoutes(app);
  installErrorHandler(app);
  installJsonBody(app);
  installNulCharacterGuard(app);
  await installSecurityHeaders(app);
  installAuthHook(app, ctx);
  installRefusedWritesAudit(app, ctx);
  countHttpDeviceMessages(app, ctx.metrics);
  installOversizedBodies(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Fleetdeck REST API', description: 'The ThingsBoard CE 3.4.1 REST API', version: '3.4.1' },
      components: { securitySchemes: { bearer: { type: 'apiKey', name: 'X-Authorization', in: 'header' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/swagger-ui' });
  // Multipart uploads (OTA package files, imports), registered once for every route module.
  await app.register(fastifyMultipart, { limits: { fileSize: 100 * 1024 * 1024, files: 4 } });
  for (const register of ROUTE_MODULES) register(app, ctx);
  await serveConsole(app, consoleDir, otherMethodOnly);
  // At debug level and below every device API request is access-logged, which only the framework does.
  if (isQuietRequest(ctx.config.logLevel, '/api/v1/')) fastPath.enable(await deviceAnswerHeaders(app));
  return app;
}
