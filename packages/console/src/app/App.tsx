import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { useColorScheme } from './color-scheme-store';
import { router } from './routes';
import { localizedTheme } from './theme';

export function App() {
  const { t, i18n } = useTranslation();
  const scheme = useColorScheme();
  // biome-ignore lint/correctness/useExhaustiveDependencies: t reads the language; a new language makes a new theme.
  const theme = useMemo(() => localizedTheme(t, scheme), [t, i18n.language, scheme]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
