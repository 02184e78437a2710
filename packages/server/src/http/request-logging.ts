import type { LogLevel } from '../config.js';

/** Levels at which every device API request gets its access log lines too. */
const VERBOSE_LEVELS: readonly LogLevel[] = ['debug', 'trace'];

const DEVICE_API_PREFIX = '/api/v1/';

/**
 * Fastify's `disableRequestLogging`: devices post telemetry thousands of times a second, and the two JSON access
 * log lines of each request cost about a third of the device API's throughput, so below debug level device API
 * requests are not access-logged (their failures still are). The console's REST API keeps its access log.
 */
export function requestLoggingDisabled(level: LogLevel): (request: { url: string }) => boolean {
  if (VERBOSE_LEVELS.includes(level)) return () => false;
  return (request) => request.url.startsWith(DEVICE_API_PREFIX);
}
