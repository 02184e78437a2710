import type { IncomingMessage, ServerResponse } from 'node:http';
import { exceedsJsonDepth } from '../../common/json-depth.js';
import type { Logger } from '../../context.js';
import { parseQueryString } from '../../http/query-string.js';
import type { DeviceMessageType } from '../../metrics/server-metrics.js';
import { type DeviceApi, isDeviceFault } from '../device-api.js';
import type { TransportDevice } from '../device-identity.js';
import type { DeviceTokenCache } from '../device-token-cache.js';
import { readAttributesJson } from './attributes-read.js';

/**
 * A device message or attribute read with a plain token: letters, digits and `-._~` (nothing a router would decode
 * or cut), at most 100 characters (longer path parameters get the router's own answer).
 */
const DEVICE_PATH = /^\/api\/v1\/([\w.~-]{1,100})\/(telemetry|attributes)(?:\?(.*))?$/;

/** What the fast path needs of the server: the device operations, the token cache, the gate, the counters. */
export interface FastPathServices {
  readonly api: DeviceApi;
  readonly tokens: DeviceTokenCache;
  readonly admission: { readonly open: boolean };
  readonly log: Logger;
  countMessage(type: DeviceMessageType): void;
}

/** A request the fast path took: what it asked for and the body read so far. */
interface Exchange {
  readonly response: ServerResponse;
  readonly token: string;
  readonly type: DeviceMessageType;
  chunks: Buffer[];
}

/**
 * The device HTTP API's busiest calls (telemetry and attribute posts, attribute reads), answered straight from the
 * HTTP server's request listener rather than through the framework's routing, hooks, content-type parsing and reply
 * pipeline, which cost far more than the call itself. The answers are the device routes' own, byte for byte: the
 * same operations, statuses and empty bodies, and the headers every answer of the server carries (read once from the
 * framework, so there is one definition of them). Anything out of the ordinary (an encoded or long token, a query
 * on a post, a chunked or oversized body, a closed ingest gate, a body on a read) is left to the framework's routes,
 * which have every answer for it.
 */
export class DeviceApiFastPath {
  private emptyAnswerHeaders: string[] | null = null;
  private commonHeaders: readonly string[] = [];

  constructor(
    private readonly services: FastPathServices,
    private readonly bodyLimit: number,
  ) {}

  /** Starts taking requests, answering with these headers (name, value, name, value…) besides its own. */
  enable(headers: readonly string[]): void {
    this.commonHeaders = headers;
    this.emptyAnswerHeaders = [...headers, 'content-length', '0'];
  }

  get enabled(): boolean {
    return this.emptyAnswerHeaders !== null;
  }

  /** Answers the request and says true, or says false and leaves it untouched for the framework. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.emptyAnswerHeaders === null) return false;
    const url = request.url;
    if (url === undefined || !url.startsWith('/api/v1/')) return false;
    const match = DEVICE_PATH.exec(url);
    if (match === null) return false;
    const token = match[1] as string;
    const type = match[2] as DeviceMessageType;
    const query = match[3];
    if (request.headers['transfer-encoding'] !== undefined) return false;
    const length = request.headers['content-length'];
    if (request.method === 'POST') {
      if (query !== undefined || length === undefined || !this.services.admission.open) return false;
      const size = Number(length);
      if (!Number.isInteger(size) || size > this.bodyLimit) return false;
      this.services.countMessage(type);
      this.readBody(request, { response, token, type, chunks: [] });
      return true;
    }
    if (request.method === 'GET' && type === 'attributes' && (length === undefined || length === '0')) {
      const keys = query === undefined ? null : parseQueryString(query);
      this.read(response, token, keys?.clientKeys, keys?.sharedKeys);
      request.resume();
      return true;
    }
    return false;
  }

  private readBody(request: IncomingMessage, exchange: Exchange): void {
    request.on('data', (chunk: Buffer) => exchange.chunks.push(chunk));
    request.on('end', () => this.post(exchange));
    // A caller gone mid-body gets no answer: there is nobody to read it.
    request.on('error', () => exchange.response.destroy());
  }

  private post(exchange: Exchange): void {
    const { chunks } = exchange;
    const body = chunks.length === 1 ? (chunks[0] as Buffer).toString() : Buffer.concat(chunks).toString();
    const found = this.services.tokens.cached(exchange.token);
    if (found) this.store(exchange, found, body);
    else
      this.services.tokens.find(exchange.token).then(
        (device) => (device ? this.store(exchange, device, body) : this.empty(exchange.response, 401)),
        (error: unknown) => this.failed(exchange.response, error, 'device token lookup failed'),
      );
  }

  private store(exchange: Exchange, device: TransportDevice, body: string): void {
    // A body nested thousands of levels deep would overflow the stack wherever it is read: refused unread.
    if (exceedsJsonDepth(body)) {
      this.empty(exchange.response, 400);
      return;
    }
    const api = this.services.api;
    const written = exchange.type === 'telemetry' ? api.postTelemetry(device, body) : api.postAttributes(device, body);
    written.then(
      () => this.empty(exchange.response, 200),
      (error: unknown) => this.failed(exchange.response, error, 'device API request failed'),
    );
  }

  private read(
    response: ServerResponse,
    token: string,
    clientKeys: string | undefined,
    sharedKeys: string | undefined,
  ): void {
    this.services.tokens
      .find(token)
      .then((device) => {
        if (!device) {
          this.empty(response, 401);
          return;
        }
        return readAttributesJson(this.services.api, device, clientKeys, sharedKeys).then((text) => {
          const headers = [...this.commonHeaders, 'content-type', 'application/json; charset=utf-8'];
          headers.push('content-length', String(Buffer.byteLength(text)));
          response.writeHead(200, headers).end(text);
        });
      })
      .catch((error: unknown) => this.failed(response, error, 'device API request failed'));
  }

  /** The device API answers failures (and a stored message) with a status and nothing else. */
  private empty(response: ServerResponse, status: number): void {
    response.writeHead(status, this.emptyAnswerHeaders ?? []).end();
  }

  /** Invalid payloads and messages over the tenant's limits are the device's doing and answer 500 quietly. */
  private failed(response: ServerResponse, error: unknown, message: string): void {
    if (!isDeviceFault(error)) this.services.log.error({ err: error }, message);
    if (!response.headersSent) this.empty(response, 500);
  }
}
