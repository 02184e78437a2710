import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server.mjs';

/** Where Debian's mosquitto package puts the broker (apt-get install mosquitto); MOSQUITTO_PATH overrides it. */
const CANDIDATES = [process.env.MOSQUITTO_PATH, '/usr/sbin/mosquitto', '/usr/bin/mosquitto'].filter(Boolean);

export function mosquittoPath() {
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * Starts mosquitto on a free loopback port, anonymous, persisting nothing: the pass-through reference the ingest
 * figures are compared with. Answers null when it is not installed. stop() ends it by its process id.
 */
export async function startMosquitto() {
  const binary = mosquittoPath();
  if (!binary) return null;
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-mosquitto-'));
  const config = path.join(dir, 'mosquitto.conf');
  writeFileSync(config, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\nlog_type error\n`);
  const child = spawn(binary, ['-c', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Ready once the port accepts connections; a broker that exits first failed to start.
  for (let attempt = 0; ; attempt++) {
    const ready = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ready) break;
    if (child.exitCode !== null || attempt > 100) throw new Error('mosquitto did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `mqtt://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      process.kill(child.pid, 'SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
