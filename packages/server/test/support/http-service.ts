import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An outside HTTP service that rule nodes call, on a free local port. */
export interface HttpService {
  url: string;
  close(): Promise<void>;
}

/** Starts a service that hands each request, with its whole body read, to the handler. */
export function startHttpService(
  handle: (request: IncomingMessage, body: string, response: ServerResponse) => void,
): Promise<HttpService> {
  const service = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => handle(request, body, response));
  });
  return new Promise((resolve) =>
    service.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(service.address() as AddressInfo).port}`,
        close: () => {
          // a request the service holds unanswered would otherwise keep the close waiting
          service.closeAllConnections();
          return new Promise<void>((done) => service.close(() => done()));
        },
      }),
    ),
  );
}
