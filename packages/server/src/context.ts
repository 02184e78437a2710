import type { JwtService } from './auth/jwt.js';
import type { Config } from './config.js';
import type { DeviceStateService } from './device-state/service.js';
import type { Mailer } from './mail/mailer.js';
import type { ServerMetrics } from './metrics/server-metrics.js';
import type { EventBus } from './realtime/event-bus.js';
import type { DeviceRpcService } from './rule-engine/device-rpc.js';
import type { RuleEngine } from './rule-engine/engine.js';
import type { Storage } from './storage/database.js';
import type { Db } from './storage/schema.js';
import type { TelemetryService } from './telemetry/service.js';
import type { TransportHub } from './transport/hub.js';
import type { ApiFeatureUsage } from './usage/feature-usage.js';

/** The server's logger, with pino's calling convention: the details first, then the message. */
export interface Logger {
  error(details: unknown, message?: string): void;
  warn(details: unknown, message?: string): void;
  info(details: unknown, message?: string): void;
  debug(details: unknown, message?: string): void;
}

/**
 * The context is built in stages, each service from the stage before it, so no service ever sees a half-built
 * context. First what everything shares: configuration, storage, tokens, mail, the event bus and the log.
 */
export interface CoreContext {
  config: Config;
  storage: Storage;
  db: Db;
  jwt: JwtService;
  mailer: Mailer;
  bus: EventBus;
  log: Logger;
  /** the Prometheus figures of this process */
  metrics: ServerMetrics;
}

/** The core and the time series and attributes store: batched writes, reads, deletes. */
export interface TelemetryContext extends CoreContext {
  telemetry: TelemetryService;
  /** each tenant's rule-engine and script executions, e-mails, SMS, created alarms and stored data points */
  apiUsage: ApiFeatureUsage;
}

/** What the rule engine and its nodes use; without an RPC service, the RPC Call Request node fails each request. */
export interface RuleEngineContext extends TelemetryContext {
  deviceRpc: DeviceRpcService | null;
}

/** What the device state service uses: it tells the rule engine of connects, disconnects and inactivity. */
export interface DeviceStateContext extends TelemetryContext {
  /** runs platform messages through the tenant's rule chains */
  ruleEngine: RuleEngine;
}

/** What the device transports use: every service but themselves. */
export interface TransportContext extends DeviceStateContext {
  /** connectivity of devices: active, last connect/disconnect/activity times */
  deviceState: DeviceStateService;
}

/** What every route module is given: configuration, storage and all the shared services. */
export interface AppContext extends TransportContext {
  /** delivers RPC requests to device sessions */
  deviceRpc: DeviceRpcService;
  /** device sessions (MQTT, HTTP long polls), server-side RPC and the device operations behind both APIs */
  transport: TransportHub;
}
