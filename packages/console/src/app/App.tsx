import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../core/http/query-client';
import { clearQueriesOnSignOut } from '../core/queries/clear-on-sign-out';
import { router } from './routes';
import { localizedTheme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => clearQueriesOnSignOut(queryClient), [queryClient]);
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: t reads the language; a new language makes a new theme.
  const theme = useMemo(() => localizedTheme(t), [t, i18n.language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
