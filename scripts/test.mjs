import { existsSync } from 'node:fs';
import { run } from './run.mjs';

/** `npm test`: builds, then the unit and API suites (Vitest), then the browser suite (Playwright, Debian's Chromium). */
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`The browser tests need Chromium at ${chromium}: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}
try {
  await run('node', ['scripts/build.mjs']);
  await run('npx', ['vitest', 'run']);
  await run('npm', ['test', '-w', '@fleetdeck/e2e']);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
