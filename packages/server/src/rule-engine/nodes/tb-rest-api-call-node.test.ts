// biome-ignore-all lint/suspicious/noTemplateCurlyInString: URL and header patterns name metadata keys as ${key}
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbRestApiCallNode from './tb-rest-api-call-node.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      if (request.url?.startsWith('/slow')) return; // never answers
      if (request.url?.startsWith('/missing')) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('no such thing');
        return;
      }
      response.writeHead(201, { 'Content-Type': 'application/json', 'X-Answer': '42' });
      response.end(JSON.stringify({ echoed: body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const config = (overrides: Record<string, unknown> = {}) => ({
  ...tbRestApiCallNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration,
  restEndpointUrlPattern: `${base}/devices/\${deviceName}/t/$[temperature]`,
  headers: { 'Content-Type': 'application/json', 'X-Device': '${deviceName}', 'X-${deviceType}': '$[humidity]' },
  ...overrides,
});

describe('rest api call node', () => {
  it('posts the data to the filled URL with filled headers, and answers the response along Success', async () => {
    const msg = testMsg();
    const [result] = await runNode(tbRestApiCallNode, config(), msg);
    expect(result?.relation).toBe('Success');
    const request = received.at(-1) as Received;
    expect(request).toMatchObject({ method: 'POST', url: '/devices/Test%20Device/t/22.4', body: msg.data });
    expect(request.headers).toMatchObject({ 'x-device': 'Test Device', 'x-default': '78' });
    expect(JSON.parse(result?.msg.data ?? '')).toEqual({ echoed: msg.data });
    expect(result?.msg.metadata).toMatchObject({
      deviceName: 'Test Device',
      status: 'CREATED',
      statusCode: '201',
      statusReason: 'Created',
      'x-answer': '42',
      'content-type': 'application/json',
    });
  });

  it('sends no body with GET, nor when told to ignore the body', async () => {
    await runNode(tbRestApiCallNode, config({ requestMethod: 'GET' }), testMsg());
    expect(received.at(-1)).toMatchObject({ method: 'GET', body: '' });
    await runNode(tbRestApiCallNode, config({ requestMethod: 'PUT', ignoreRequestBody: true }), testMsg());
    expect(received.at(-1)).toMatchObject({ method: 'PUT', body: '' });
  });

  it('signs the request with basic credentials', async () => {
    const credentials = { type: 'basic', username: 'ops', password: 's3cret' };
    const [result] = await runNode(tbRestApiCallNode, config({ credentials }), testMsg());
    expect(result?.relation).toBe('Success');
    expect(received.at(-1)?.headers.authorization).toBe(`Basic ${Buffer.from('ops:s3cret').toString('base64')}`);
  });

  it('sends a non-2xx answer to Failure with its status and body, keeping the data', async () => {
    const msg = testMsg();
    const [result] = await runNode(tbRestApiCallNode, config({ restEndpointUrlPattern: `${base}/missing` }), msg);
    expect(result?.relation).toBe('Failure');
    expect(result?.msg.data).toBe(msg.data);
    expect(result?.msg.metadata).toMatchObject({
      status: 'NOT_FOUND',
      statusCode: '404',
      statusReason: 'Not Found',
      error_body: 'no such thing',
    });
  });

  it('sends the message to Failure with the error when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const msg = testMsg();
    const [result] = await runNode(
      tbRestApiCallNode,
      config({ restEndpointUrlPattern: `http://127.0.0.1:${port}/` }),
      msg,
    );
    expect(result?.relation).toBe('Failure');
    expect(result?.msg.data).toBe(msg.data);
    expect(result?.msg.metadata.error).toMatch(/^Error: connect ECONNREFUSED/);
  });

  it('gives up after the read timeout', async () => {
    const [result] = await runNode(
      tbRestApiCallNode,
      config({ restEndpointUrlPattern: `${base}/slow`, readTimeoutMs: 200 }),
      testMsg(),
    );
    expect(result?.relation).toBe('Failure');
    expect(result?.msg.metadata.error).toBe('ReadTimeoutException: Read timed out after 200 ms');
  });

  it('refuses an unknown method and a relative URL', async () => {
    const [method] = await runNode(tbRestApiCallNode, config({ requestMethod: 'BREW' }), testMsg());
    expect(method?.msg.metadata.error).toBe(
      'IllegalArgumentException: No enum constant org.springframework.http.HttpMethod.BREW',
    );
    const [url] = await runNode(tbRestApiCallNode, config({ restEndpointUrlPattern: '/api' }), testMsg());
    expect(url?.relation).toBe('Failure');
    expect(url?.msg.metadata.error).toBe('IllegalArgumentException: URI is not absolute: /api');
  });

  it('goes through the configured proxy, with its credentials', async () => {
    const seen: Received[] = [];
    const proxy = createServer((request, response) => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: '' });
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('from the proxy');
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const [result] = await runNode(
        tbRestApiCallNode,
        config({
          restEndpointUrlPattern: 'http://far.example/api',
          enableProxy: true,
          proxyScheme: 'http',
          proxyHost: '127.0.0.1',
          proxyPort: (proxy.address() as AddressInfo).port,
          proxyUser: 'p',
          proxyPassword: 'q',
        }),
        testMsg(),
      );
      expect(result?.relation).toBe('Success');
      expect(result?.msg.data).toBe('from the proxy');
      expect(seen[0]?.url).toBe('http://far.example/api');
      expect(seen[0]?.headers['proxy-authorization']).toBe(`Basic ${Buffer.from('p:q').toString('base64')}`);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('fails every message when the proxy is enabled without a host', async () => {
    const [result] = await runNode(tbRestApiCallNode, config({ enableProxy: true }), testMsg());
    expect(result?.msg.metadata.error).toBe("IllegalArgumentException: Proxy host can't be empty");
  });
});
