import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Api, createApi } from '@fleetdeck/client';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.js';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

/** Where a test server keeps its data: handed back by stop({ keepData: true }) to start another server on it. */
export interface TestData {
  dataDir: string;
  database: TestDatabase | null;
}

export interface TestServer {
  url: string;
  /** the device MQTT API (mqtt://127.0.0.1:<port>); empty when the test turned it off with MQTT_PORT=0 */
  mqttUrl: string;
  pid: number;
  data: TestData;
  /** A client that is not signed in. */
  anonymous(): Api;
  /** A client signed in with e-mail and password. */
  login(email: string, password: string): Promise<Api>;
  /** Stops the process; the data is removed unless keepData is set (then pass server.data to the next start). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export const ACCOUNTS = {
  sysadmin: ['sysadmin@fleetdeck.io', 'sysadmin'],
  tenant: ['tenant@fleetdeck.io', 'tenant'],
  customerA: ['customerA@fleetdeck.io', 'customer'],
  customerB: ['customerB@fleetdeck.io', 'customer'],
  customerC: ['customerC@fleetdeck.io', 'customer'],
  customer: ['customer@fleetdeck.io', 'customer'],
} as const;

/** A port nobody listens on right now, for the server's MQTT API (MQTT_PORT=0 would turn it off). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** The HTTP and (when on) MQTT addresses the server prints once it listens; the MQTT line comes first. */
function waitForListening(child: ChildProcess): Promise<{ url: string; mqttUrl: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/\S+)/);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        resolve({ url: match[1], mqttUrl: output.match(/listening on (mqtt:\/\/\S+)/)?.[1] ?? '' });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

/** Removes what a server stopped with keepData left behind. */
export async function removeTestData(data: TestData): Promise<void> {
  await data.database?.drop();
  rmSync(data.dataDir, { recursive: true, force: true });
}

/**
 * Fresh data for a server: a copy of the installed template the global setup made (so each server skips the first
 * start's install, about a second of CPU), or empty data that the server installs itself when the test asks for a
 * first start or for other install settings.
 */
async function freshData(env: Record<string, string>, firstStart: boolean): Promise<TestData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-api-'));
  const template = firstStart || 'LOAD_DEMO' in env ? undefined : inject('installedTemplate');
  if (!template) return { dataDir, database: await createTestDatabase() };
  cpSync(template.dataDir, dataDir, { recursive: true });
  return { dataDir, database: await createTestDatabase(template.databaseUrl) };
}

/**
 * Spawns the server and waits until it listens. The free MQTT port is only probed, so another server starting in
 * parallel can take it first; then the start is tried again on another port.
 */
async function spawnListening(
  env: Record<string, string>,
  data: TestData,
  attemptsLeft = 3,
): Promise<{ child: ChildProcess; url: string; mqttUrl: string }> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      HTTP_PORT: '0',
      HTTP_HOST: '127.0.0.1',
      MQTT_PORT: String(await freePort()),
      DATA_DIR: data.dataDir,
      LOG_LEVEL: 'warn',
      SIMULATE: 'false',
      // bcrypt's lowest cost: the suites sign in and set passwords thousands of times, and at the default cost that
      // hashing was a large share of their CPU. install.test.ts proves the default cost on a server started without it.
      PASSWORD_HASH_ROUNDS: '4',
      // No rule-engine statistics assets: after a minute they would join the tenants' asset lists the tests compare.
      // The tests about them turn them on with a short interval.
      RULE_ENGINE_STATS_INTERVAL: '0',
      ...(data.database ? { DATABASE_URL: data.database.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    return { child, ...(await waitForListening(child)) };
  } catch (error) {
    const portTaken = error instanceof Error && /MQTT_PORT \d+ is already in use/.test(error.message);
    if (!portTaken || 'MQTT_PORT' in env || attemptsLeft <= 1) throw error;
    return spawnListening(env, data, attemptsLeft - 1);
  }
}

/**
 * Starts the real server process on a random port with a fresh database, as the API tests require; with
 * options.data, on the data of an earlier server instead (a restart); with options.firstStart, on empty data, so
 * the server installs everything itself.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { data?: TestData; firstStart?: boolean } = {},
): Promise<TestServer> {
  const data = options.data ?? (await freshData(env, options.firstStart ?? false));
  const { child, url, mqttUrl } = await spawnListening(env, data);
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url,
    mqttUrl,
    pid: child.pid as number,
    data,
    anonymous: () => createApi({ baseUrl: url }),
    async login(email, password) {
      const api = createApi({ baseUrl: url });
      await api.auth.login(email, password);
      return api;
    },
    async stop(stopOptions = {}) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid as number, 'SIGTERM');
      await exited;
      if (!stopOptions.keepData) await removeTestData(data);
    },
  };
}
