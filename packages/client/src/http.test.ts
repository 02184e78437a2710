import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.js';
import { ApiClient } from './http.js';
import { MemoryTokenStore } from './token-store.js';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const EXPIRED = { status: 401, errorCode: 11, message: 'Token has expired', timestamp: '' };

/** A fake server at the network edge: the client's own code runs unchanged. */
function clientWith(handler: Handler, tokens = new MemoryTokenStore()) {
  tokens.setTokens({ token: 'old-access', refreshToken: 'refresh-1' });
  const fetchImpl = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  const onSessionExpired = vi.fn();
  const client = new ApiClient({
    baseUrl: 'http://server',
    tokenStore: tokens,
    fetch: fetchImpl as typeof fetch,
    onSessionExpired,
  });
  return { client, fetchImpl, tokens, onSessionExpired };
}

function header(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string>)[name];
}

describe('ApiClient', () => {
  it('leaves the calls started inside silently out of the loading counter', async () => {
    const onRequestStart = vi.fn();
    const onRequestEnd = vi.fn();
    const client = new ApiClient({
      baseUrl: 'http://server',
      fetch: (() => Promise.resolve(json(200, {}))) as typeof fetch,
      onRequestStart,
      onRequestEnd,
    });
    await client.silently(() => client.get('/api/tenant/devices'));
    expect(onRequestStart).not.toHaveBeenCalled();
    expect(onRequestEnd).not.toHaveBeenCalled();
    await client.get('/api/tenant/devices');
    expect(onRequestStart).toHaveBeenCalledTimes(1);
    expect(onRequestEnd).toHaveBeenCalledTimes(1);
  });

  it('sends the access token in X-Authorization and builds the query string', async () => {
    const { client, fetchImpl } = clientWith(() => json(200, { ok: true }));
    await client.get('/api/customers', { query: { pageSize: 10, page: 0, textSearch: undefined } });
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://server/api/customers?pageSize=10&page=0');
    expect(header(init, 'X-Authorization')).toBe('Bearer old-access');
  });

  it('refreshes once for several calls that meet an expired token, then retries each', async () => {
    let refreshes = 0;
    const { client, tokens } = clientWith((url, init) => {
      if (url.endsWith('/api/auth/token')) {
        refreshes++;
        return json(200, { token: 'new-access', refreshToken: 'refresh-2', scope: null });
      }
      return header(init, 'X-Authorization') === 'Bearer new-access' ? json(200, { url }) : json(401, EXPIRED);
    });
    const results = await Promise.all([client.get('/api/a'), client.get('/api/b'), client.get('/api/c')]);
    expect(refreshes).toBe(1);
    expect(results).toEqual([
      { url: 'http://server/api/a' },
      { url: 'http://server/api/b' },
      { url: 'http://server/api/c' },
    ]);
    expect(tokens.getRefreshToken()).toBe('refresh-2');
  });

  it('ends the session when the refresh is refused', async () => {
    const { client, tokens, onSessionExpired } = clientWith((url) =>
      url.endsWith('/api/auth/token')
        ? json(401, { status: 401, errorCode: 10, message: 'Authentication failed', timestamp: '' })
        : json(401, EXPIRED),
    );
    const error = await client.get('/api/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Authentication failed');
    expect(tokens.getToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for other 401 answers', async () => {
    const { client, fetchImpl } = clientWith(() =>
      json(401, { status: 401, errorCode: 10, message: 'Authentication failed', timestamp: '' }),
    );
    await expect(client.get('/api/a')).rejects.toMatchObject({ status: 401, errorCode: 10 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server as status 0, Unable to connect', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('fetch failed');
    });
    const error = (await client.get('/api/a').catch((e: unknown) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Unable to connect');
  });

  it('retries a 429 once after a pause when the caller asks', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { client } = clientWith(() =>
      ++calls === 1
        ? json(429, { status: 429, errorCode: 33, message: 'Too many requests for current tenant!', timestamp: '' })
        : json(200, 'done'),
    );
    const pending = client.get('/api/a', { retryOnTooManyRequests: true });
    await vi.advanceTimersByTimeAsync(4000);
    await expect(pending).resolves.toBe('done');
    expect(calls).toBe(2);
    vi.useRealTimers();
  });

  it('keeps text bodies as text and plain-text errors as the message', async () => {
    const { client } = clientWith((url) =>
      url.endsWith('/link')
        ? new Response('http://x/activate', { status: 200 })
        : new Response('Invalid scope: X', { status: 400 }),
    );
    await expect(client.get('/link', { responseType: 'text' })).resolves.toBe('http://x/activate');
    await expect(client.get('/bad')).rejects.toMatchObject({ status: 400, message: 'Invalid scope: X' });
  });
});
