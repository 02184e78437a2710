import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import tls from 'node:tls';
import { namedError } from './external-failure.js';

/** The client certificate and trusted authority of a `cert.PEM` credential. */
export interface HttpTlsOptions {
  ca?: string;
  cert?: string;
  key?: string;
  passphrase?: string;
}

/** An HTTP proxy every request goes through; an https target is reached through a CONNECT tunnel. */
export interface HttpProxy {
  scheme: 'http' | 'https';
  host: string;
  port: number;
  user?: string;
  password?: string;
}

export interface HttpCallRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** null: the request has no body */
  body: string | null;
  /** how long the connection and each read may take, 0 for no limit */
  timeoutMs: number;
  tls?: HttpTlsOptions;
  proxy?: HttpProxy | null;
}

export interface HttpCallResponse {
  statusCode: number;
  /** each header once: a header sent several times gives the JSON array of its values */
  headers: Record<string, string>;
  body: string;
}

function targetOf(url: string): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw namedError('IllegalArgumentException', `URI is not absolute: ${url}`);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw namedError('IllegalArgumentException', `Unsupported URI scheme: ${target.protocol.replace(':', '')}`);
  }
  return target;
}

function proxyAuthorization(proxy: HttpProxy): Record<string, string> {
  if (!proxy.user) return {};
  const token = Buffer.from(`${proxy.user}:${proxy.password ?? ''}`).toString('base64');
  return { 'Proxy-Authorization': `Basic ${token}` };
}

function headersOf(response: IncomingMessage): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    result[name] = Array.isArray(value) ? (value.length === 1 ? (value[0] as string) : JSON.stringify(value)) : value;
  }
  return result;
}

/** Opens a tunnel through the proxy to the https target, for the TLS session to run inside. */
function tunnel(proxy: HttpProxy, target: URL, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const client = proxy.scheme === 'https' ? https : http;
    const port = target.port || '443';
    const request = client.request({
      host: proxy.host,
      port: proxy.port,
      method: 'CONNECT',
      path: `${target.hostname}:${port}`,
      headers: { Host: `${target.hostname}:${port}`, ...proxyAuthorization(proxy) },
      timeout: timeoutMs || undefined,
    });
    request.once('connect', (response, socket) => {
      if (response.statusCode === 200) resolve(socket);
      else {
        socket.destroy();
        reject(namedError('ProxyConnectException', `Proxy refused the tunnel: ${response.statusCode}`));
      }
    });
    request.once('timeout', () => request.destroy(namedError('ConnectTimeoutException', 'Proxy connection timed out')));
    request.once('error', reject);
    request.end();
  });
}

/**
 * Sends one HTTP request and reads the whole answer as text, whatever its status: the caller decides what a status
 * means. Connection faults and timeouts reject with a named error.
 */
export async function sendHttpRequest(call: HttpCallRequest): Promise<HttpCallResponse> {
  const target = targetOf(call.url);
  const secure = target.protocol === 'https:';
  const headers: OutgoingHttpHeaders = { ...call.headers };
  if (call.body !== null) headers['Content-Length'] = Buffer.byteLength(call.body);
  const proxy = call.proxy ?? null;
  let options: https.RequestOptions;
  let client: typeof http | typeof https = secure ? https : http;
  if (proxy && !secure) {
    // A plain request through a proxy names the whole target URL as its path.
    client = proxy.scheme === 'https' ? https : http;
    options = {
      host: proxy.host,
      port: proxy.port,
      path: target.href,
      headers: { Host: target.host, ...headers, ...proxyAuthorization(proxy) },
    };
  } else if (proxy) {
    const socket = await tunnel(proxy, target, call.timeoutMs);
    options = {
      ...call.tls,
      hostname: target.hostname,
      port: target.port || 443,
      path: `${target.pathname}${target.search}`,
      headers,
      agent: false,
      createConnection: () => tls.connect({ ...call.tls, socket, servername: target.hostname }),
    };
  } else {
    options = {
      ...(secure ? call.tls : {}),
      hostname: target.hostname,
      port: target.port || (secure ? 443 : 80),
      path: `${target.pathname}${target.search}`,
      headers,
    };
  }
  return new Promise((resolve, reject) => {
    const request = client.request({ ...options, method: call.method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: headersOf(response),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.once('error', reject);
    });
    if (call.timeoutMs > 0) {
      request.setTimeout(call.timeoutMs, () =>
        request.destroy(namedError('ReadTimeoutException', `Read timed out after ${call.timeoutMs} ms`)),
      );
    }
    request.once('error', reject);
    request.end(call.body ?? undefined);
  });
}
