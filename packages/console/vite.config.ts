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
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
});
