import { existsSync } from 'node:fs';
import { run } from './run.mjs';

/**
 * Builds every package: the TypeScript packages incrementally with project references, then the console bundle.
 * With --if-missing, the console is only bundled when it has not been built yet.
 */
const ifMissing = process.argv.includes('--if-missing');

await run('npx', ['tsc', '-b', 'packages/model', 'packages/client', 'packages/server']);
if (!ifMissing || !existsSync('packages/console/dist/index.html')) {
  await run('npm', ['run', 'build', '-w', '@fleetdeck/console']);
}
