import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

/** A port nobody listens on right now (MQTT_PORT=0 would turn the MQTT API off). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server on a random port with a fresh embedded database; stop() ends it by its process id and
 * removes the database, unless BENCH_KEEP_DATA is set (the folder is then printed, for a look at the query plans).
 */
export async function startServer(env = {}, nodeArgs = []) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-bench-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, 'packages/server/dist/main.js'], {
    env: {
      ...process.env,
      HTTP_PORT: '0',
      HTTP_HOST: '127.0.0.1',
      MQTT_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIMULATE: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { url, mqttUrl } = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/listening on (http:\/\/\S+)/);
      if (match) resolve({ url: match[1], mqttUrl: out.match(/listening on (mqtt:\/\/\S+)/)?.[1] ?? null });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  child.stdout.resume();
  return {
    url,
    mqttUrl,
    pid: child.pid,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid, 'SIGTERM');
      await exited;
      if (process.env.BENCH_KEEP_DATA) console.error(`bench data kept in ${dataDir}`);
      else rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
