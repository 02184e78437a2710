import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../core/http/query-client';
import { clearQueriesOnSignOut } from '../core/queries/clear-on-sign-out';
import { router } from './routes';
import { theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => clearQueriesOnSignOut(queryClient), [queryClient]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
