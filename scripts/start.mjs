import { spawn } from 'node:child_process';
import { run } from './run.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

/** `npm start`: builds whatever is missing, then runs the server in the foreground with the caller's environment. */
try {
  await run('node', ['scripts/build.mjs', '--if-missing']);
} catch (error) {
  console.error(`Fleetdeck could not be built: ${error.message}`);
  process.exit(1);
}
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'packages/server/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
