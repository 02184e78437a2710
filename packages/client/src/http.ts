import { ErrorCode, type JwtPair } from '@fleetdeck/model';
import { ApiError } from './api-error.js';
import { MemoryTokenStore, type TokenStore } from './token-store.js';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** 'json' (default) parses JSON when there is a body; 'text' and 'blob' read the raw body. */
  responseType?: 'json' | 'text' | 'blob';
  /** Calls that must not carry the access token (sign-in, refresh, no-auth calls). */
  anonymous?: boolean;
  /** Retry a 429 answer once after 1–4 seconds, as the console does for rate-limited calls. */
  retryOnTooManyRequests?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl?: string;
  tokenStore?: TokenStore;
  fetch?: typeof fetch;
  onRequestStart?: () => void;
  onRequestEnd?: () => void;
  /** Called when a refresh fails: the session is over and the tokens are cleared. */
  onSessionExpired?: (error: ApiError) => void;
}

const REFRESH_PATH = '/api/auth/token';

/**
 * The one place that talks HTTP to the server: builds URLs, sends the X-Authorization header, refreshes an expired
 * access token once for all waiting calls and retries them, and turns failures into ApiError.
 */
export class ApiClient {
  readonly tokens: TokenStore;
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private refreshing: Promise<void> | null = null;
  private silentDepth = 0;

  constructor(private readonly options: ApiClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
    this.tokens = options.tokenStore ?? new MemoryTokenStore();
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  }

  url(path: string, query?: Query): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const search = params.toString();
    return `${this.baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  /**
   * Runs calls without the loading counter: pickers' lookups show no global loading indicator. Only the
   * requests the call starts before its first await are left out; later ones are counted as usual.
   */
  silently<T>(call: () => Promise<T>): Promise<T> {
    this.silentDepth++;
    try {
      return call();
    } finally {
      this.silentDepth--;
    }
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body });
  }

  delete<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    if (this.refreshing && !options.anonymous) await this.refreshing.catch(() => undefined);
    try {
      return await this.send<T>(method, path, options);
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 401 &&
        error.errorCode === ErrorCode.JWT_TOKEN_EXPIRED &&
        !options.anonymous &&
        this.tokens.getRefreshToken()
      ) {
        await this.refresh();
        return this.send<T>(method, path, options);
      }
      if (error instanceof ApiError && error.status === 429 && options.retryOnTooManyRequests) {
        await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 3000));
        return this.send<T>(method, path, options);
      }
      throw error;
    }
  }

  /** One refresh at a time: every call that meets an expired token waits for the same one. */
  refresh(): Promise<void> {
    if (!this.refreshing) {
      this.refreshing = this.doRefresh().finally(() => {
        this.refreshing = null;
      });
    }
    return this.refreshing;
  }

  private async doRefresh(): Promise<void> {
    const refreshToken = this.tokens.getRefreshToken();
    try {
      const pair = await this.send<JwtPair>('POST', REFRESH_PATH, { anonymous: true, body: { refreshToken } });
      this.tokens.setTokens(pair);
    } catch (error) {
      this.tokens.clear();
      const apiError = error instanceof ApiError ? error : new ApiError(0, null, 'POST', REFRESH_PATH);
      this.options.onSessionExpired?.(apiError);
      throw apiError;
    }
  }

  private async send<T>(method: string, path: string, options: RequestOptions): Promise<T> {
    const url = this.url(path, options.query);
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...options.headers };
    const token = options.anonymous ? null : this.tokens.getToken();
    if (token) headers['X-Authorization'] = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData || options.body instanceof Blob) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const counted = this.silentDepth === 0;
    if (counted) this.options.onRequestStart?.();
    let response: Response;
    try {
      response = await this.fetchImpl(url, { method, headers, body, signal: options.signal });
    } catch {
      throw new ApiError(0, null, method, url);
    } finally {
      if (counted) this.options.onRequestEnd?.();
    }
    if (!response.ok) throw new ApiError(response.status, await readErrorBody(response), method, url);
    return readBody<T>(response, options.responseType ?? 'json');
  }
}

async function readErrorBody(response: Response): Promise<ApiError['body']> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody<T>(response: Response, type: 'json' | 'text' | 'blob'): Promise<T> {
  if (type === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  if (type === 'text') return text as T;
  return (text ? JSON.parse(text) : null) as T;
}
