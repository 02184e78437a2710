import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const consoleProject = 'packages/console/vitest.config.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/{model,client,server}/src/**/*.test.ts'],
          environment: 'node',
          // Nine tenths of this project's time went to importing the modules again for every file.
          isolate: false,
          setupFiles: ['vitest.unit-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['packages/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/test/support/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      ...(existsSync(consoleProject) ? [consoleProject] : []),
    ],
  },
});
