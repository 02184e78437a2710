import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from './workspace-aliases';

const apiTarget = process.env.FLEETDECK_API ?? 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
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
        // i18next likewise: widget chunks use MUI but take their texts from the host, and without a chunk of its own
        // i18next would be split off the MUI chunk the sign-in page loads into more, smaller chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@babel[\\/]runtime)[\\/]/ },
            {
              name: 'i18n',
              test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
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
