import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Api, createApi } from '@fleetdeck/client';
import { createTestDatabase } from './database.js';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

export interface TestServer {
  url: string;
  pid: number;
  /** A client that is not signed in. */
  anonymous(): Api;
  /** A client signed in with e-mail and password. */
  login(email: string, password: string): Promise<Api>;
  stop(): Promise<void>;
}

export const ACCOUNTS = {
  sysadmin: ['sysadmin@fleetdeck.io', 'sysadmin'],
  tenant: ['tenant@fleetdeck.io', 'tenant'],
  customerA: ['customerA@fleetdeck.io', 'customer'],
  customerB: ['customerB@fleetdeck.io', 'customer'],
} as const;

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/\S+)/);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

/** Starts the real server process on a random port with a fresh database, as the API tests require. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-api-'));
  const database = await createTestDatabase();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      HTTP_PORT: '0',
      HTTP_HOST: '127.0.0.1',
      MQTT_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIMULATE: 'false',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForListening(child);
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url,
    pid: child.pid as number,
    anonymous: () => createApi({ baseUrl: url }),
    async login(email, password) {
      const api = createApi({ baseUrl: url });
      await api.auth.login(email, password);
      return api;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid as number, 'SIGTERM');
      await exited;
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
