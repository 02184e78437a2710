import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real server with Debian's Chromium. Playwright never downloads a browser here:
 * the executable comes from CHROMIUM_PATH or /usr/bin/chromium.
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  // Each worker starts its own server (fixtures/test.ts). One by default: on two cores, two Chromiums starve each other.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    viewport: { width: 1366, height: 800 },
    locale: 'en-US',
    // Recording a trace for every test cost CPU the browser needs on two cores; a failure is retried with one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    acceptDownloads: true,
  },
});
