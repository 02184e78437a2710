import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from './report-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { suppressErrors?: boolean };
    mutationMeta: { suppressErrors?: boolean };
  }
}

/** Server state for the console. Failed calls are shown to the user unless the caller suppresses them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.suppressErrors) reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.suppressErrors) reportError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
