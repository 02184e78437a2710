import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { LogLevel } from '../config.js';

/** Levels at which every device API request gets its access log lines too. */
const VERBOSE_LEVELS: readonly LogLevel[] = ['debug', 'trace'];

const DEVICE_API_PREFIX = '/api/v1/';

/** Whether a request of this URL is left out of the access log at this level. */
export function isQuietRequest(level: LogLevel, url: string): boolean {
  return !VERBOSE_LEVELS.includes(level) && url.startsWith(DEVICE_API_PREFIX);
}

/**
 * Fastify's access log, minus device API requests below debug level: devices post telemetry thousands of times a
 * second, and the two JSON lines of each request cost about a third of the device API's throughput. A device API
 * request that failed with an error is still logged, and the console's REST API keeps its access log.
 */
export class DeviceApiQuietLogController extends LogController {
  constructor(private readonly level: LogLevel) {
    super();
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (isQuietRequest(this.level, request.url)) return;
    super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!error && isQuietRequest(this.level, request.url)) return;
    super.requestCompleted(error, request, reply, metadata);
  }
}
