import type { FastifyBaseLogger } from 'fastify';
import type { JwtService } from './auth/jwt.js';
import type { Config } from './config.js';
import type { DeviceStateService } from './device-state/service.js';
import type { Mailer } from './mail/mailer.js';
import type { EventBus } from './realtime/event-bus.js';
import type { DeviceRpcService } from './rule-engine/device-rpc.js';
import type { RuleEngine } from './rule-engine/engine.js';
import type { Storage } from './storage/database.js';
import type { Db } from './storage/schema.js';
import type { TelemetryService } from './telemetry/service.js';

/** The server's logger (Fastify's pino once the app is built); services read it from the context when they log. */
export type Logger = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info' | 'debug'>;

/** What every route module is given: configuration, storage and the shared services. */
export interface AppContext {
  config: Config;
  storage: Storage;
  db: Db;
  jwt: JwtService;
  mailer: Mailer;
  bus: EventBus;
  log: Logger;
  /** time series and attributes: batched writes, reads, deletes */
  telemetry: TelemetryService;
  /** runs platform messages through the tenant's rule chains */
  ruleEngine: RuleEngine;
  /** connectivity of devices: active, last connect/disconnect/activity times */
  deviceState: DeviceStateService;
  /** delivers RPC requests to device sessions; set by the device transports */
  deviceRpc?: DeviceRpcService;
}
