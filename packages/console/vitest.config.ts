import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './workspace-aliases';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: {
    name: 'console',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    // Setting up a DOM and importing React, MUI and the console for every file cost far more than the tests
    // themselves; the files share their worker instead, and src/test/setup.ts resets what they change.
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    // The longest form walkthroughs take about 3 s on an idle two-core machine but overran 15 s on one shared by
    // other jobs (load average 25).
    testTimeout: 30_000,
  },
});
