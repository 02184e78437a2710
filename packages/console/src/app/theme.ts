import { createTheme } from '@mui/material/styles';

/** The platform's blue, and the breakpoints (xs < 600, sm < 960, md < 1280, lg < 1920, xl). */
export const theme = createTheme({
  palette: {
    primary: { main: '#305680' },
    secondary: { main: '#527dad' },
    background: { default: '#eeeeee' },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  typography: { fontFamily: 'Roboto, "Helvetica Neue", sans-serif' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
  },
});
