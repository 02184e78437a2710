import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';

const english = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../public/locale/locale.constant-en_US.json'), 'utf8'),
) as Record<string, unknown>;

let ready: Promise<unknown> | null = null;

/** i18next with the English messages, loaded synchronously so tests read the texts a user sees. */
export function initTestI18n(): Promise<unknown> {
  ready ??= i18next.use(initReactI18next).init({
    lng: 'en_US',
    resources: { en_US: { translation: english } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return ready;
}

/** Renders a component with the English messages and a fresh query cache. */
export async function renderWithProviders(ui: ReactElement) {
  await initTestI18n();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(ui, {
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
  return { ...view, queryClient: client };
}

export interface FakeRoute {
  method?: string;
  /** matched against the path and query of the request */
  url: RegExp;
  status?: number;
  body: unknown;
}

/**
 * Fakes the server at the network edge (STYLE.md): every fetch is answered by the first matching route, and the
 * requests are recorded for assertions. Unmatched requests answer 404.
 */
export function fakeServer(routes: FakeRoute[]) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? null);
    requests.push({ method, url, body });
    const route = routes.find((candidate) => (candidate.method ?? 'GET') === method && candidate.url.test(url));
    if (!route) return new Response('', { status: 404 });
    const text = typeof route.body === 'string' ? route.body : JSON.stringify(route.body);
    return new Response(text, { status: route.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

export function page<T>(data: T[]) {
  return { data, totalPages: 1, totalElements: data.length, hasNext: false };
}
