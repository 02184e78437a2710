import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:https';
import { type AddressInfo, connect, type Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import { testCertificates as certs } from '../../testing/test-certificates.js';
import * as tbRestApiCallNode from './tb-rest-api-call-node.js';

/** An https server that asks for a client certificate and answers with the name in it, or 401 without one. */
let server: Server;
let port: number;
/** A proxy that only tunnels (CONNECT), recording where to. */
let proxy: HttpServer;
let proxyPort: number;
const tunnels: string[] = [];
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer(
    { cert: certs.serverCert, key: certs.serverKey, ca: certs.ca, requestCert: true, rejectUnauthorized: false },
    (request, response) => {
      const socket = request.socket as TLSSocket;
      if (!socket.authorized) {
        response.writeHead(401).end('certificate required');
        return;
      }
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end(`hello ${socket.getPeerCertificate().subject.CN}`);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  proxy = createHttpServer();
  proxy.on('connect', (request, client: Socket) => {
    tunnels.push(request.url ?? '');
    const [host, target] = (request.url ?? '').split(':');
    const upstream = connect(Number(target), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyPort = (proxy.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => proxy.close(resolve));
});

const pem = {
  type: 'cert.PEM',
  caCert: certs.ca,
  cert: certs.clientCert,
  privateKey: certs.clientKey,
  password: certs.clientKeyPassword,
};

const config = (overrides: Record<string, unknown>) => ({
  ...tbRestApiCallNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration,
  restEndpointUrlPattern: `https://127.0.0.1:${port}/api`,
  requestMethod: 'GET',
  ...overrides,
});

describe('rest api call node over https', () => {
  it('presents the client certificate of cert.PEM credentials and trusts their authority', async () => {
    const [result] = await runNode(tbRestApiCallNode, config({ credentials: pem }), testMsg());
    expect(result?.relation).toBe('Success');
    expect(result?.msg.data).toBe('hello fleetdeck-node');
  });

  it('refuses a server its authority did not sign', async () => {
    const [result] = await runNode(tbRestApiCallNode, config({ credentials: { type: 'anonymous' } }), testMsg());
    expect(result?.relation).toBe('Failure');
    expect(result?.msg.metadata.error).toMatch(/^Error: (self[- ]signed|unable to verify)/i);
  });

  it('reaches an https server through a proxy tunnel', async () => {
    const [result] = await runNode(
      tbRestApiCallNode,
      config({ credentials: pem, enableProxy: true, proxyHost: '127.0.0.1', proxyPort, proxyScheme: 'http' }),
      testMsg(),
    );
    expect(result?.relation).toBe('Success');
    expect(result?.msg.data).toBe('hello fleetdeck-node');
    expect(tunnels).toContain(`127.0.0.1:${port}`);
  });
});
