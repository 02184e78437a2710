import { createTheme, type Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import type { ColorScheme } from '../core/settings/color-scheme';

/** The platform's blue on its light grey page; the dark scheme takes MUI's dark greys and a lighter blue that reads on them. */
const PALETTES = {
  light: {
    mode: 'light',
    primary: { main: '#305680' },
    secondary: { main: '#527dad' },
    background: { default: '#eeeeee' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#8fb4e0' },
    secondary: { main: '#527dad' },
    // cards a shade lighter than the page, so a widget card stands out on the dashboard grid as the white one does
    background: { default: '#121212', paper: '#1e1e1e' },
  },
} as const;

/** The palette of the scheme, the breakpoints (xs < 600, sm < 960, md < 1280, lg < 1920, xl). */
const baseTheme = (scheme: ColorScheme) =>
  createTheme({
    palette: PALETTES[scheme],
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", sans-serif' },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
    },
  });

/**
 * The theme with the texts MUI's components show themselves (pager and autocomplete buttons, alert close, breadcrumb
 * expander) in the interface language: they come from the console's locale files, which took them from MUI's locale
 * packs, so every language the console has gets them, including those MUI has no pack for.
 */
export function localizedTheme(t: TFunction, scheme: ColorScheme): Theme {
  const pageLabels = {
    first: t('mui.first-page'),
    last: t('mui.last-page'),
    next: t('mui.next-page'),
    previous: t('mui.previous-page'),
  };
  return createTheme(baseTheme(scheme), {
    components: {
      MuiTablePagination: {
        defaultProps: {
          getItemAriaLabel: (type: keyof typeof pageLabels) => pageLabels[type],
          labelRowsPerPage: t('entity.items-per-page'),
          labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
            t('entity.range-label', { from, to, count }),
        },
      },
      MuiPagination: {
        defaultProps: {
          getItemAriaLabel: (type: string, page: number | null) =>
            type === 'page' ? String(page) : (pageLabels[type as keyof typeof pageLabels] ?? type),
        },
      },
      MuiAutocomplete: {
        defaultProps: {
          clearText: t('mui.clear'),
          closeText: t('mui.close'),
          loadingText: t('mui.loading'),
          noOptionsText: t('mui.no-options'),
          openText: t('mui.open'),
        },
      },
      MuiAlert: { defaultProps: { closeText: t('mui.close') } },
      MuiBreadcrumbs: { defaultProps: { expandText: t('mui.show-path') } },
    },
  });
}
