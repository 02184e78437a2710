import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { auditEntityActions } from './audit/recorder.js';
import { AuditLogTimeToLive } from './audit/time-to-live.js';
import { generateSigningKey, JwtService } from './auth/jwt.js';
import type { Config } from './config.js';
import type { AppContext, CoreContext } from './context.js';
import { DeviceStateService } from './device-state/service.js';
import { EventTimeToLive } from './events/time-to-live.js';
import { buildApp } from './http/app.js';
import { Mailer } from './mail/mailer.js';
import { type MetricsServer, startMetricsServer } from './metrics/metrics-server.js';
import { ServerMetrics } from './metrics/server-metrics.js';
import { createEventBus } from './realtime/create-event-bus.js';
import { DeviceRpcManager } from './rpc/device-rpc-manager.js';
import { RuleEngine } from './rule-engine/engine.js';
import { readSettings, writeSettings } from './settings/store.js';
import { DemoSimulation } from './simulator/demo-simulation.js';
import { openStorage } from './storage/database.js';
import { installData } from './storage/install/install.js';
import { migrate } from './storage/migrate.js';
import type { Db } from './storage/schema.js';
import { missingTrigramExtension } from './storage/text-search.js';
import { consoleLogger, SwitchableLogger } from './switchable-logger.js';
import { TelemetryService } from './telemetry/service.js';
import { TransportHub } from './transport/hub.js';
import { DeviceSessionRegistry } from './transport/sessions.js';
import { createApiFeatureUsage } from './usage/api-usage.js';

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  url: string;
  /** the device MQTT API, or null when MQTT_PORT is 0 */
  mqttUrl: string | null;
  /** the Prometheus endpoint, or null when METRICS_PORT is 0 */
  metricsUrl: string | null;
  close(): Promise<void>;
}

const DEFAULT_CONSOLE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../console/dist');

/** The installation's signing key: the configured one, else one made on first start and kept in the database. */
async function signingKey(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  const stored = await readSettings<{ key: string }>(db, 'jwtSigningKey');
  if (stored) return stored.jsonValue.key;
  const key = generateSigningKey();
  await writeSettings(db, 'jwtSigningKey', { key });
  return key;
}

/**
 * The levels Prometheus reads from the services at each scrape, and the points they commit (counted from this
 * process's own telemetry events, which are published once the points are stored). Answers the function that stops
 * the counting.
 */
function observeServices(ctx: AppContext): () => void {
  const { metrics } = ctx;
  metrics.gauge(
    'fleetdeck_write_queue_depth',
    'Telemetry and attribute rows written to the write queue and not yet committed',
    () => ctx.telemetry.writeQueueDepth,
  );
  metrics.gauge(
    'fleetdeck_history_read_workers',
    'Worker threads reading chart histories of the embedded database',
    () => ctx.telemetry.historyReadWorkers,
  );
  metrics.gauge(
    'fleetdeck_mqtt_sessions',
    'Open MQTT device sessions: device connections and the devices gateways speak for',
    () => ctx.transport.sessions.all().filter((session) => !session.sync).length,
  );
  return ctx.bus.subscribeLocal((event) => {
    if (event.type === 'timeseries') metrics.pointsPersisted(event.entries.length);
  });
}

/** Thrown for a start that cannot go on; main prints its message as one line. */
export class StartError extends Error {}

export async function startServer(config: Config): Promise<RunningServer> {
  const storage = await openStorage(config);
  try {
    await migrate(storage.db);
    await installData(storage.db, { loadDemo: config.loadDemo, passwordHashRounds: config.passwordHashRounds });
    const jwt = new JwtService({
      signingKey: await signingKey(storage.db, config.jwtSigningKey),
      issuer: config.jwtIssuer,
      tokenExpirationTime: config.jwtTokenExpirationTime,
      refreshTokenExpirationTime: config.jwtRefreshTokenExpirationTime,
    });
    const bus = await createEventBus(config);
    const log = new SwitchableLogger(consoleLogger);
    if (await missingTrigramExtension(storage.db)) {
      log.warn('PostgreSQL has no pg_trgm extension: the lists search by substring without a trigram index');
    }
    const metrics = new ServerMetrics();
    const core: CoreContext = {
      config,
      storage,
      db: storage.db,
      jwt,
      mailer: new Mailer(storage.db),
      bus,
      log,
      metrics,
    };
    const telemetry = new TelemetryService(core, {
      maxPendingRows: config.writeQueueMaxPendingPoints,
      historyReadWorkers: config.historyReadWorkers,
      writerThread: config.telemetryWriterThread,
    });
    const apiUsage = createApiFeatureUsage(storage.db, telemetry, log);
    // The RPC manager delivers the rule engine's RPC requests to the sessions the transports open later.
    const sessions = new DeviceSessionRegistry();
    const deviceRpc = new DeviceRpcManager(
      storage.db,
      sessions,
      (error) => log.error({ err: error }, 'recording or routing an RPC request failed'),
      bus.cluster,
    );
    const ruleEngine = new RuleEngine(
      { ...core, telemetry, apiUsage, deviceRpc },
      {
        statsPersistFrequencyMs: config.statsPersistFrequency,
        queueStatsIntervalMs: config.ruleEngineStatsInterval,
      },
    );
    const eventTimeToLive = new EventTimeToLive(storage.db, log, {
      eventsTtlSeconds: config.eventsTtl,
      debugEventsTtlSeconds: config.debugEventsTtl,
      checkIntervalMs: config.eventsTtlCheckInterval * 1000,
    });
    eventTimeToLive.start();
    const auditLogTimeToLive = new AuditLogTimeToLive(storage.db, log, {
      ttlSeconds: config.auditLogsTtl,
      checkIntervalMs: config.auditLogsTtlCheckInterval * 1000,
    });
    auditLogTimeToLive.start();
    const stopAuditing = auditEntityActions(core);
    const deviceState = new DeviceStateService({ ...core, telemetry, apiUsage, ruleEngine });
    await deviceState.start();
    const transport = new TransportHub({ ...core, telemetry, apiUsage, ruleEngine, deviceState }, sessions, deviceRpc);
    await transport.start();
    // Chains with generator nodes run without device traffic, so they start with the server.
    await ruleEngine.start();
    const ctx: AppContext = { ...core, telemetry, apiUsage, ruleEngine, deviceState, deviceRpc, transport };
    const stopCounting = observeServices(ctx);
    let simulation: DemoSimulation | null = null;
    let metricsServer: MetricsServer | null = null;
    const stopServices = async () => {
      await metricsServer?.close();
      stopCounting();
      await simulation?.stop();
      // Device sessions end first: open long polls would otherwise hold the HTTP server's close.
      await ctx.transport.stop();
      await ctx.deviceState.close();
      await ctx.ruleEngine.close();
      await eventTimeToLive.close();
      stopAuditing();
      await auditLogTimeToLive.close();
      await ctx.telemetry.close();
      await ctx.bus.close();
    };
    const app = await buildApp(ctx, config.consoleDir ?? DEFAULT_CONSOLE_DIR);
    log.use(app.log);
    try {
      await app.listen({ port: config.httpPort, host: config.httpHost });
    } catch (error) {
      await app.close();
      await stopServices();
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') throw new StartError(`HTTP_PORT ${config.httpPort} is already in use`);
      if (code === 'EADDRNOTAVAIL')
        throw new StartError(`HTTP_HOST ${config.httpHost} is not an address of this machine`);
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.httpPort;
    const host = config.httpHost === '0.0.0.0' ? 'localhost' : config.httpHost;
    let mqttUrl: string | null = null;
    // MQTT_PORT=0 turns the device MQTT API off (DESIGN.md).
    if (config.mqttPort > 0) {
      try {
        mqttUrl = `mqtt://${host}:${await ctx.transport.startMqtt(config.mqttPort, config.httpHost)}`;
      } catch (error) {
        await stopServices();
        await app.close();
        if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
          throw new StartError(`MQTT_PORT ${config.mqttPort} is already in use`);
        }
        throw error;
      }
    }
    let metricsUrl: string | null = null;
    if (config.metricsPort > 0) {
      try {
        metricsServer = await startMetricsServer(metrics, config.metricsPort, config.metricsHost);
      } catch (error) {
        await stopServices();
        await app.close();
        if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
          throw new StartError(`METRICS_PORT ${config.metricsPort} is already in use`);
        }
        throw error;
      }
      metricsUrl = `http://${config.metricsHost}:${metricsServer.port}/metrics`;
    }
    if (config.loadDemo && config.simulate) {
      simulation = new DemoSimulation(storage.db, ctx.transport.api, app.log);
      simulation.start();
    }
    return {
      app,
      ctx,
      url: `http://${host}:${port}`,
      mqttUrl,
      metricsUrl,
      close: async () => {
        await stopServices();
        await app.close();
        await storage.close();
      },
    };
  } catch (error) {
    await storage.close().catch(() => undefined);
    throw error;
  }
}
