import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '../http/query-client';
import { clearQueriesOnSignOut } from './clear-on-sign-out';

/**
 * The server-state cache for the signed-in pages below it. It lives here rather than around the whole console so the
 * sign-in pages, which keep no server state, load without the query library.
 */
export function QueryLayout() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => clearQueriesOnSignOut(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
