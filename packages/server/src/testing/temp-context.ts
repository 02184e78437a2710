import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { generateSigningKey, JwtService } from '../auth/jwt.js';
import { loadConfig } from '../config.js';
import type { CoreContext, Logger, TransportContext } from '../context.js';
import { type DeviceStateOptions, DeviceStateService } from '../device-state/service.js';
import { Mailer } from '../mail/mailer.js';
import { ServerMetrics } from '../metrics/server-metrics.js';
import { type EventBus, InProcessEventBus, type LiveEvent } from '../realtime/event-bus.js';
import type { DeviceRpcService } from '../rule-engine/device-rpc.js';
import { RuleEngine } from '../rule-engine/engine.js';
import { openPostgres, openSqlite } from '../storage/database.js';
import { installData } from '../storage/install/install.js';
import { migrate } from '../storage/migrate.js';
import { TelemetryService, type TelemetryServiceOptions } from '../telemetry/service.js';
import { createApiFeatureUsage } from '../usage/api-usage.js';

export interface TempContext {
  ctx: TransportContext;
  /** every event published on the bus, in order */
  events: LiveEvent[];
  /** what was logged, as [level, ...arguments] */
  logged: unknown[][];
  close(): Promise<void>;
}

const TEST_HASH_ROUNDS = 4;

/** With TEST_DATABASE_URL set, a database of its own on that server (as the API tests do), else none. */
async function createDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `fleetdeck_unit_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropWhenClosed(run, name) };
}

/**
 * Drops the database once the closed pool's connections are gone. The pool's end answers before their sockets close,
 * and a connection a forced drop ends meanwhile reports an error nobody listens to any more; so the plain drop is
 * tried again while the database is still in use (55006), and forced only as a last resort.
 */
async function dropWhenClosed(run: (statement: string) => Promise<void>, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await run(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * For unit tests of services that need real storage: a fresh database (embedded, or PostgreSQL as above), migrated and
 * installed (with demo data unless told otherwise), and a context holding the services up to the device state. Not for API tests,
 * which start the real server.
 */
export async function openTempContext(
  options: {
    loadDemo?: boolean;
    telemetry?: TelemetryServiceOptions;
    deviceState?: DeviceStateOptions;
    /** where the rule engine sends RPC requests to devices; none by default */
    deviceRpc?: DeviceRpcService;
  } = {},
): Promise<TempContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-unit-'));
  const database = await createDatabase();
  const storage = database ? await openPostgres(database.url) : openSqlite(dataDir);
  await migrate(storage.db);
  // The lowest bcrypt cost: tests sign in and set passwords often, and the cost is not what they test.
  await installData(storage.db, { loadDemo: options.loadDemo ?? true, passwordHashRounds: TEST_HASH_ROUNDS });
  const bus: EventBus = new InProcessEventBus();
  const events: LiveEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const logged: unknown[][] = [];
  const log: Logger = {
    error: (...args: unknown[]) => logged.push(['error', ...args]),
    warn: (...args: unknown[]) => logged.push(['warn', ...args]),
    info: (...args: unknown[]) => logged.push(['info', ...args]),
    debug: () => undefined,
  };
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOAD_DEMO: String(options.loadDemo ?? true),
    MQTT_PORT: '0',
    PASSWORD_HASH_ROUNDS: String(TEST_HASH_ROUNDS),
  });
  const jwt = new JwtService({
    signingKey: generateSigningKey(),
    issuer: config.jwtIssuer,
    tokenExpirationTime: config.jwtTokenExpirationTime,
    refreshTokenExpirationTime: config.jwtRefreshTokenExpirationTime,
  });
  const core: CoreContext = {
    config,
    storage,
    db: storage.db,
    jwt,
    mailer: new Mailer(storage.db),
    bus,
    log,
    metrics: new ServerMetrics({ processMetrics: false }),
  };
  const telemetry = new TelemetryService(core, { purgeIntervalMs: 0, ...options.telemetry });
  const apiUsage = createApiFeatureUsage(core.db, telemetry, core.log);
  const ruleEngine = new RuleEngine({ ...core, telemetry, apiUsage, deviceRpc: options.deviceRpc ?? null });
  const deviceState = new DeviceStateService(
    { ...core, telemetry, apiUsage, ruleEngine },
    { checkIntervalMs: 0, ...options.deviceState },
  );
  const ctx: TransportContext = { ...core, telemetry, apiUsage, ruleEngine, deviceState };
  return {
    ctx,
    events,
    logged,
    async close() {
      await ctx.deviceState.close();
      await ctx.ruleEngine.close();
      await ctx.telemetry.close();
      await storage.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
