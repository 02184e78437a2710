import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { signInPreload } from './sign-in-preload';
import { workspaceAliases } from './workspace-aliases';

const apiTarget = process.env.FLEETDECK_API ?? 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [react(), signInPreload()],
  resolve: { alias: workspaceAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/console-size.mjs reads the manifest to find which scripts the sign-in route loads.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // React and its helpers in one chunk of their own: a lazy chunk that uses React but not MUI (a widget) then
        // shares that whole chunk with the sign-in page instead of splitting it, which would make sign-in load more.
        codeSplitting: {
          groups: [
            // The router and the stores' React binding too: every page uses them.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|zustand|@babel[\\/]runtime)[\\/]/,
            },
            // MUI's styling core, Typography, Box, Paper, ButtonBase and i18next in one chunk: every page and every lazy
            // widget uses them, and left to itself the bundler splits them into a new set of small chunks for each
            // lazy widget that uses MUI, which makes the sign-in page load more bytes in more files.
            {
              name: 'mui-core',
              // The grid and stack layouts stay out: only later pages use them, and caught here they would load with the
              // sign-in page.
              test: /[\\/]node_modules[\\/](@emotion|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|ButtonBase|Typography|Box|Paper)|i18next|react-i18next)[\\/](?!(Grid|Stack)[\\/])/,
            },
            // The buttons, cards and outlined inputs the sign-in form is made of, which most pages use as well: in one
            // chunk the form's scripts come in a few requests instead of one per component, where the browser's six
            // connections to the server queued a dozen of them behind each other.
            {
              name: 'mui-forms',
              test: /[\\/]node_modules[\\/]@mui[\\/](material[\\/](Button|ButtonGroup[\\/]ButtonGroup(Button)?Context|CircularProgress|Link|SvgIcon|Card|CardContent|IconButton|FormControl|FormHelperText|FormLabel|InputLabel|OutlinedInput|InputBase|InputAdornment|TextareaAutosize|useMediaQuery)[\\/.]|icons-material[\\/](Visibility|VisibilityOff|ChevronLeft)\.)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
});
