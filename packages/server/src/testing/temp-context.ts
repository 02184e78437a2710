import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config.js';
import type { AppContext, Logger } from '../context.js';
import { EventBus, type LiveEvent } from '../realtime/event-bus.js';
import { openSqlite } from '../storage/database.js';
import { installData } from '../storage/install/install.js';
import { migrate } from '../storage/migrate.js';
import { TelemetryService, type TelemetryServiceOptions } from '../telemetry/service.js';

export interface TempContext {
  ctx: AppContext;
  /** every event published on the bus, in order */
  events: LiveEvent[];
  /** what was logged, as [level, ...arguments] */
  logged: unknown[][];
  close(): Promise<void>;
}

/**
 * For unit tests of services that need real storage: a fresh embedded database in a temporary folder, migrated and
 * installed (with demo data unless told otherwise), and a context holding the telemetry service. Not for API tests,
 * which start the real server.
 */
export async function openTempContext(
  options: { loadDemo?: boolean; telemetry?: TelemetryServiceOptions } = {},
): Promise<TempContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-unit-'));
  const storage = openSqlite(dataDir);
  await migrate(storage.db);
  await installData(storage.db, { loadDemo: options.loadDemo ?? true });
  const bus = new EventBus();
  const events: LiveEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const logged: unknown[][] = [];
  const log: Logger = {
    error: (...args: unknown[]) => logged.push(['error', ...args]),
    warn: (...args: unknown[]) => logged.push(['warn', ...args]),
    info: (...args: unknown[]) => logged.push(['info', ...args]),
    debug: () => undefined,
  } as Logger;
  const ctx = { config: { dataDir } as Config, storage, db: storage.db, bus, log } as AppContext;
  ctx.telemetry = new TelemetryService(ctx, { purgeIntervalMs: 0, ...options.telemetry });
  return {
    ctx,
    events,
    logged,
    async close() {
      await ctx.telemetry.close();
      await storage.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
