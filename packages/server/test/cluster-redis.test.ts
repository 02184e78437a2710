import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Api, TelemetryWebSocket, type WebSocketConstructor } from '@fleetdeck/client';
import type { Device, SubscriptionUpdate } from '@fleetdeck/model';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connectWithToken, createDevice, disconnect, nextMessage, publish, subscribe } from './support/devices.js';
import { tokenOf } from './support/fixtures.js';
import { ACCOUNTS, freePort, startTestServer, type TestServer } from './support/server.js';
import { startPostgres, startRedis, type ThrowawayService } from './support/services.js';

/**
 * Two server processes on one PostgreSQL and one Redis, as a clustered deployment runs them behind a load balancer.
 * This file starts its own PostgreSQL and Redis whatever TEST_DATABASE_URL says, so CI runs it once.
 */
let postgres: ThrowawayService | undefined;
let redis: ThrowawayService | undefined;
let first: TestServer | undefined;
let second: TestServer | undefined;
let firstApi: Api;
let secondApi: Api;
let device: Device;
let deviceClient: MqttClient;
const sockets: TelemetryWebSocket[] = [];

/** How long a live update may take on a busy machine (expect.poll gives up after one second unless told). */
const WITHIN = { timeout: 10_000 };

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/main.js');

/** A server process of the cluster: the shared database (dropped with the cluster), its own data directory. */
function startMember(): Promise<TestServer> {
  const database = { url: postgres?.url ?? '', drop: async () => undefined };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-cluster-'));
  return startTestServer({ REDIS_URL: redis?.url ?? '' }, { data: { dataDir, database } });
}

function liveTimeseries(server: TestServer, api: Api, key: string): SubscriptionUpdate[] {
  const updates: SubscriptionUpdate[] = [];
  const socket = new TelemetryWebSocket({
    baseUrl: server.url,
    token: () => tokenOf(api),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  });
  sockets.push(socket);
  socket.subscribeTimeseries({ entityType: 'DEVICE', entityId: device.id.id, keys: key }, (u) => updates.push(u));
  return updates;
}

/** The values of a key, as the subscription's updates carried them, in order. */
function valuesOf(updates: SubscriptionUpdate[], key: string): unknown[] {
  return updates.flatMap((update) => (update.data?.[key] ?? []).map((point) => point[1]));
}

/** Runs the server on an embedded database until it exits by itself, as a start that must fail does. */
async function failedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-cluster-'));
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, HTTP_PORT: '0', HTTP_HOST: '127.0.0.1', MQTT_PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  return { code, stderr };
}

beforeAll(async () => {
  // Both are kept even when the other failed, so that afterAll stops whichever did start.
  const [startedPostgres, startedRedis] = await Promise.allSettled([startPostgres(), startRedis()]);
  if (startedPostgres.status === 'fulfilled') postgres = startedPostgres.value;
  if (startedRedis.status === 'fulfilled') redis = startedRedis.value;
  for (const started of [startedPostgres, startedRedis]) if (started.status === 'rejected') throw started.reason;
  // One after the other: the first installs the system and demo data, the second finds it there.
  first = await startMember();
  second = await startMember();
  [firstApi, secondApi] = await Promise.all([first.login(...ACCOUNTS.tenant), second.login(...ACCOUNTS.tenant)]);
  const created = await createDevice(secondApi);
  device = created.device;
  deviceClient = await connectWithToken(first, created.token);
  // A new PostgreSQL cluster and two starts on it, one installing everything: half a minute on a busy machine.
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await disconnect(deviceClient);
  await Promise.allSettled([first?.stop(), second?.stop()]);
  await Promise.allSettled([postgres?.stop(), redis?.stop()]);
});

describe('two server processes sharing PostgreSQL and Redis', () => {
  it('shows telemetry a device publishes to one process on a WebSocket of the other, once', async () => {
    const far = liveTimeseries(second as TestServer, secondApi, 'temperature');
    const near = liveTimeseries(first as TestServer, firstApi, 'temperature');
    await expect.poll(() => far.length + near.length >= 2, WITHIN).toBe(true);
    await publish(deviceClient, 'v1/devices/me/telemetry', { temperature: 21.5 });
    await expect.poll(() => valuesOf(far, 'temperature'), WITHIN).toContain('21.5');
    await publish(deviceClient, 'v1/devices/me/telemetry', { temperature: 22.5 });
    await expect.poll(() => valuesOf(near, 'temperature'), WITHIN).toContain('22.5');
    await expect.poll(() => valuesOf(far, 'temperature'), WITHIN).toContain('22.5');
    // The process the device is on hears the value on its own path and ignores the echo of it through Redis.
    expect(valuesOf(near, 'temperature').filter((value) => value === '21.5')).toHaveLength(1);
    expect(valuesOf(far, 'temperature').filter((value) => value === '21.5')).toHaveLength(1);
  });

  it('routes a two-way RPC made on one process to the device connected to the other, and its reply back', async () => {
    expect(await subscribe(deviceClient, ['v1/devices/me/rpc/request/+'])).toEqual([1]);
    const request = nextMessage(deviceClient, (topic) => topic.startsWith('v1/devices/me/rpc/request/'));
    const reply = secondApi.rpc.twoway(device.id.id, { method: 'getLoad', params: { window: 5 } });
    const received = await request;
    expect(received.json).toEqual({ method: 'getLoad', params: { window: 5 } });
    const requestId = received.topic.split('/').pop();
    await publish(deviceClient, `v1/devices/me/rpc/response/${requestId}`, { load: 0.25 });
    expect(await reply).toEqual({ load: 0.25 });
  });

  it('pushes a shared attribute saved on one process to the device connected to the other', async () => {
    expect(await subscribe(deviceClient, ['v1/devices/me/attributes'])).toEqual([1]);
    const update = nextMessage(deviceClient, (topic) => topic === 'v1/devices/me/attributes');
    await secondApi.telemetry.saveAttributes(device.id, 'SHARED_SCOPE', { mode: 'eco' });
    expect((await update).json).toEqual({ mode: 'eco' });
  });

  it('refuses a device token on one process once its credentials were replaced on the other', async () => {
    const created = await createDevice(firstApi);
    const post = (token: string) =>
      fetch(`${second?.url}/api/v1/${token}/telemetry`, { method: 'POST', body: '{"level":1}' });
    // The second process now knows the device by its token.
    expect((await post(created.token)).status).toBe(200);
    const credentials = await firstApi.devices.credentials(created.device.id.id);
    const renewed = `renewed${Date.now()}`;
    await firstApi.devices.saveCredentials({ ...credentials, credentialsId: renewed });
    await expect.poll(async () => (await post(created.token)).status, WITHIN).toBe(401);
    expect((await post(renewed)).status).toBe(200);
  });

  it('refuses to start when REDIS_URL cannot be reached, saying so in one line', async () => {
    const port = await freePort();
    const { code, stderr } = await failedStart({ REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `Fleetdeck failed to start: cannot reach Redis at 127.0.0.1:${port} (REDIS_URL): connect ECONNREFUSED 127.0.0.1:${port}`,
    ]);
  });
});
