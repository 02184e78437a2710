import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The 3.4.1 platform's exported data kept in the repository (`fixtures/tb-3.4.1`): the system widget catalogue and
 * the demo dashboards. Read from the repository both by the built server (`dist/storage/install`) and by tests of
 * the sources (`src/storage/install`), which sit at the same depth, so it is read from files rather than copied.
 */
export const PLATFORM_FIXTURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../fixtures/tb-3.4.1',
);

export function readPlatformFixture<T>(relativePath: string): T {
  return JSON.parse(readFileSync(path.join(PLATFORM_FIXTURES_DIR, relativePath), 'utf8')) as T;
}
