import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { router } from './routes';
import { localizedTheme } from './theme';

export function App() {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: t reads the language; a new language makes a new theme.
  const theme = useMemo(() => localizedTheme(t), [t, i18n.language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
