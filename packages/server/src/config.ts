import path from 'node:path';
import { DEFAULT_PASSWORD_HASH_ROUNDS } from './common/passwords.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type LogFormat = 'pretty' | 'json';

export interface Config {
  httpPort: number;
  httpHost: string;
  mqttPort: number;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  loadDemo: boolean;
  simulate: boolean;
  jwtSigningKey: string | null;
  /** the AES-256 key of repository credentials (VC_SECRET_KEY); null: a key kept in DATA_DIR */
  vcSecretKey: Buffer | null;
  jwtTokenExpirationTime: number;
  jwtRefreshTokenExpirationTime: number;
  jwtIssuer: string;
  logLevel: LogLevel;
  /** pretty: one readable line per entry, for a terminal; json: pino's lines, for log collectors */
  logFormat: LogFormat;
  consoleDir: string | null;
  loginRateLimit: { perUser: number; perAddress: number; windowSeconds: number };
  /** the most data points a dashboard widget asks for per key */
  maxDatapointsLimit: number;
  /** the port of the Prometheus endpoint `GET /metrics`; 0 turns it off */
  metricsPort: number;
  metricsHost: string;
  /** points and attributes waiting to be stored at which the device transports stop taking messages */
  writeQueueMaxPendingPoints: number;
  /** whether the embedded database's telemetry transactions run on a writer thread of their own (PostgreSQL: no effect) */
  telemetryWriterThread: boolean;
  /** device messages handed to the rule engine and not yet done at which the device transports stop taking more */
  deviceMaxPendingMessages: number;
  /** seconds lifecycle, error and stats events are kept; 0 keeps them */
  eventsTtl: number;
  /** seconds the debug events of rule nodes are kept; 0 keeps them */
  debugEventsTtl: number;
  /** seconds between two looks for events past their time to live */
  eventsTtlCheckInterval: number;
  /** seconds audit logs are kept; 0 keeps them */
  auditLogsTtl: number;
  /** seconds between two looks for audit logs past their time to live */
  auditLogsTtlCheckInterval: number;
  /** milliseconds between two STATS events of each rule node; 0 stores none */
  statsPersistFrequency: number;
  /** milliseconds between two saves of the rule-engine queue statistics on the TbServiceQueue assets; 0 saves none */
  ruleEngineStatsInterval: number;
  /** bcrypt's cost factor for new password hashes */
  passwordHashRounds: number;
  /** worker threads that read chart histories of the embedded database side by side; 0 reads them on the main thread */
  historyReadWorkers: number;
  /** milliseconds between two stores of the API usage counters; 0 stores them only on shutdown */
  usageReportInterval: number;
}

/** A setting that cannot be used; main prints its message as the one line of a failed start. */
export class ConfigError extends Error {}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(`${name} must be a port number from 0 to 65535, not '${raw}'`);
  }
  return value;
}

function secretKey(env: NodeJS.ProcessEnv, name: string): Buffer | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new ConfigError(`${name} must be the Base64 of 32 bytes`);
  return key;
}

function positiveSeconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new ConfigError(`${name} must be a whole number of seconds greater than zero, not '${raw}'`);
  }
  return value;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number of seconds, 0 or more, not '${raw}'`);
  }
  return value;
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number of milliseconds, 0 or more, not '${raw}'`);
  }
  return value;
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number, 0 or more, not '${raw}'`);
  }
  return value;
}

function positiveCount(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new ConfigError(`${name} must be a whole number greater than zero, not '${raw}'`);
  }
  return value;
}

/** bcrypt accepts costs from 4 (16 rounds) to 31. */
function hashRounds(env: NodeJS.ProcessEnv): number {
  const raw = env.PASSWORD_HASH_ROUNDS;
  if (raw === undefined || raw === '') return DEFAULT_PASSWORD_HASH_ROUNDS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 4 || value > 31) {
    throw new ConfigError(`PASSWORD_HASH_ROUNDS must be a whole number from 4 to 31, not '${raw}'`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, not '${raw}'`);
}

function databaseUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.DATABASE_URL;
  if (!raw) return null;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError(`DATABASE_URL must be a postgres:// URL, not '${raw}'`);
  }
  return raw;
}

function redisUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.REDIS_URL;
  if (!raw) return null;
  if (!/^rediss?:\/\//.test(raw)) {
    throw new ConfigError(`REDIS_URL must be a redis:// URL, not '${raw}'`);
  }
  return raw;
}

function logFormat(env: NodeJS.ProcessEnv, terminal: boolean): LogFormat {
  const raw = env.LOG_FORMAT || (terminal ? 'pretty' : 'json');
  if (raw !== 'pretty' && raw !== 'json') throw new ConfigError(`LOG_FORMAT must be pretty or json, not '${raw}'`);
  return raw;
}

/** The settings from the environment; logs are readable lines when the server writes to a terminal, else JSON. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, terminal = process.stdout.isTTY === true): Config {
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not '${env.LOG_LEVEL}'`);
  }
  const loadDemo = flag(env, 'LOAD_DEMO', true);
  return {
    httpPort: port(env, 'HTTP_PORT', 8080),
    httpHost: env.HTTP_HOST || '0.0.0.0',
    mqttPort: port(env, 'MQTT_PORT', 1883),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: databaseUrl(env),
    redisUrl: redisUrl(env),
    loadDemo,
    simulate: flag(env, 'SIMULATE', loadDemo),
    jwtSigningKey: env.JWT_SIGNING_KEY || null,
    vcSecretKey: secretKey(env, 'VC_SECRET_KEY'),
    jwtTokenExpirationTime: positiveSeconds(env, 'JWT_TOKEN_EXPIRATION_TIME', 9000),
    jwtRefreshTokenExpirationTime: positiveSeconds(env, 'JWT_REFRESH_TOKEN_EXPIRATION_TIME', 604800),
    jwtIssuer: env.JWT_TOKEN_ISSUER || 'thingsboard.io',
    logLevel,
    logFormat: logFormat(env, terminal),
    consoleDir: env.CONSOLE_DIR ? path.resolve(env.CONSOLE_DIR) : null,
    loginRateLimit: {
      perUser: positiveCount(env, 'LOGIN_RATE_LIMIT_PER_USER', 10),
      perAddress: positiveCount(env, 'LOGIN_RATE_LIMIT_PER_ADDRESS', 100),
      windowSeconds: positiveSeconds(env, 'LOGIN_RATE_LIMIT_WINDOW', 60),
    },
    // The platform's `dashboard.max_datapoints_limit`, under its environment variable.
    maxDatapointsLimit: positiveCount(env, 'DASHBOARD_MAX_DATAPOINTS_LIMIT', 50000),
    metricsPort: port(env, 'METRICS_PORT', 0),
    // Loopback unless the operator says otherwise: the figures are served without an account.
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    writeQueueMaxPendingPoints: positiveCount(env, 'WRITE_QUEUE_MAX_PENDING_POINTS', 50000),
    telemetryWriterThread: flag(env, 'TELEMETRY_WRITER_THREAD', false),
    deviceMaxPendingMessages: positiveCount(env, 'DEVICE_MAX_PENDING_MESSAGES', 4000),
    // The platform's event cleanup defaults (SQL_TTL_EVENTS_*): other events kept, debug events a week, looked for every hour.
    eventsTtl: seconds(env, 'EVENTS_TTL', 0),
    debugEventsTtl: seconds(env, 'DEBUG_EVENTS_TTL', 604800),
    eventsTtlCheckInterval: positiveSeconds(env, 'EVENTS_TTL_CHECK_INTERVAL', 3600),
    // The platform's audit log cleanup defaults (SQL_TTL_AUDIT_LOGS_*): kept, looked for once a day.
    auditLogsTtl: seconds(env, 'AUDIT_LOGS_TTL', 0),
    auditLogsTtlCheckInterval: positiveSeconds(env, 'AUDIT_LOGS_TTL_CHECK_INTERVAL', 86400),
    // The platform's actors.statistics.persist_frequency: an hour, in milliseconds.
    statsPersistFrequency: milliseconds(env, 'STATS_PERSIST_FREQUENCY', 3_600_000),
    // The platform's queue.rule-engine.stats.print-interval-ms: a minute, in milliseconds.
    ruleEngineStatsInterval: milliseconds(env, 'RULE_ENGINE_STATS_INTERVAL', 60_000),
    // Lower only where hashing speed matters more than strength: the test servers, which hash and compare thousands of times.
    passwordHashRounds: hashRounds(env),
    // Two: a dashboard's charts read two at a time, and the workers' memory stays bounded on a small machine.
    historyReadWorkers: count(env, 'HISTORY_READ_WORKERS', 2),
    // The platform's usage.stats.report.interval: 10 seconds, in milliseconds.
    usageReportInterval: milliseconds(env, 'USAGE_REPORT_INTERVAL', 10_000),
  };
}
