import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { DeviceApiFastPath } from '../transport/http/fast-path.js';

/** The server settings Fastify hands its factory, resolved with Fastify's defaults. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * The HTTP server Fastify runs on, with the device API's fast path first in line: what it does not take goes to
 * Fastify's handler. The server gets the timeouts Fastify gives the servers it creates itself.
 */
export function deviceFirstServerFactory(fastPath: DeviceApiFastPath): FastifyServerFactory {
  return (handler, given) => {
    const options = given as ServerOptions;
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!fastPath.handle(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
