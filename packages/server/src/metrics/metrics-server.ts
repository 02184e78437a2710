import { createServer, type Server } from 'node:http';
import type { ServerMetrics } from './server-metrics.js';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `GET /metrics` on a port of its own, apart from the REST API: the platform has no such endpoint, the figures
 * need no account, and an operator exposes this port to the Prometheus scraper only (by default it listens on the
 * loopback address).
 */
export function startMetricsServer(metrics: ServerMetrics, port: number, host: string): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const pathname = (request.url ?? '').split('?')[0];
    if (pathname !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed');
      return;
    }
    metrics.exposition().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`Collecting the metrics failed: ${String(error)}`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
