import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { removeTestData, startTestServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the data a server's first start left behind, which test servers start on copies of */
    installedTemplate: { dataDir: string; databaseUrl: string | null };
  }
}

/**
 * The API tests run the built server; make sure it is current (a no-op when nothing changed). Then one server
 * makes its first start, whose installed data every test server starts on a copy of; the install itself is tested
 * by the tests that ask for a first start.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync('npx', ['tsc', '-b', 'packages/model', 'packages/client', 'packages/server'], { stdio: 'inherit' });
  const server = await startTestServer({ MQTT_PORT: '0' }, { firstStart: true });
  await server.stop({ keepData: true });
  project.provide('installedTemplate', {
    dataDir: server.data.dataDir,
    databaseUrl: server.data.database?.url ?? null,
  });
  return () => removeTestData(server.data);
}
