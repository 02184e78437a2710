import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connectWithToken, createDevice, deviceHttp, disconnect, publish } from './support/devices.js';
import { POLL, tokenOf } from './support/fixtures.js';
import { freePort } from './support/server.js';
import { useTestServer } from './support/suite.js';

const metricsPort = await freePort();
const server = useTestServer({ METRICS_PORT: String(metricsPort) });
const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
let socket: WebSocket | null = null;

afterAll(() => socket?.close());

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one sample (`name{labels} value`); 0 when Prometheus has not been told of it yet. */
function sample(text: string, name: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

async function figure(name: string): Promise<number> {
  return sample(await scrape(), name);
}

beforeAll(async () => {
  await server.as('tenant');
});

describe('the Prometheus endpoint', () => {
  it('serves the text format on its own port with every figure named', async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of [
      'fleetdeck_device_messages_received_total',
      'fleetdeck_device_http_messages_received_total',
      'fleetdeck_telemetry_points_persisted_total',
      'fleetdeck_write_queue_depth',
      'fleetdeck_mqtt_sessions',
      'fleetdeck_websocket_sessions',
      'fleetdeck_websocket_subscriptions',
      'fleetdeck_rule_engine_message_duration_seconds',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });

  it('moves its figures when a device publishes over MQTT and HTTP', async () => {
    const tenant = await server.as('tenant');
    const before = await scrape();
    const received = sample(before, 'fleetdeck_device_messages_received_total{type="telemetry"}');
    const overHttp = sample(before, 'fleetdeck_device_http_messages_received_total{type="telemetry"}');
    const persisted = sample(before, 'fleetdeck_telemetry_points_persisted_total');
    const ruleEngineMessages = sample(before, 'fleetdeck_rule_engine_message_duration_seconds_count');

    const { token } = await createDevice(tenant);
    const client = await connectWithToken(server, token);
    try {
      await expect.poll(() => figure('fleetdeck_mqtt_sessions'), POLL).toBe(1);
      await publish(client, 'v1/devices/me/telemetry', { temperature: 21.5, humidity: 40 });
      const answer = await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { temperature: 22 });
      expect(answer.status).toBe(200);
      await expect
        .poll(async () => {
          const text = await scrape();
          return {
            received: sample(text, 'fleetdeck_device_messages_received_total{type="telemetry"}') - received,
            overHttp: sample(text, 'fleetdeck_device_http_messages_received_total{type="telemetry"}') - overHttp,
            persisted: sample(text, 'fleetdeck_telemetry_points_persisted_total') - persisted,
            ruleEngine: sample(text, 'fleetdeck_rule_engine_message_duration_seconds_count') - ruleEngineMessages,
          };
        }, POLL)
        .toEqual({ received: 2, overHttp: 1, persisted: 3, ruleEngine: expect.any(Number) });
      expect(await figure('fleetdeck_rule_engine_message_duration_seconds_count')).toBeGreaterThanOrEqual(
        ruleEngineMessages + 2,
      );
    } finally {
      await disconnect(client);
    }
    await expect.poll(() => figure('fleetdeck_mqtt_sessions'), POLL).toBe(0);
  });

  it('counts WebSocket sessions and their subscriptions', async () => {
    const tenant = await server.as('tenant');
    const { device } = await createDevice(tenant);
    socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${tokenOf(tenant)}`);
    await new Promise((resolve, reject) => {
      socket?.once('open', resolve);
      socket?.once('error', reject);
    });
    await expect.poll(() => figure('fleetdeck_websocket_sessions'), POLL).toBe(1);
    socket.send(JSON.stringify({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: device.id.id, keys: 'a' }] }));
    await expect.poll(() => figure('fleetdeck_websocket_subscriptions'), POLL).toBe(1);
    socket.close();
    await expect.poll(() => figure('fleetdeck_websocket_sessions'), POLL).toBe(0);
    expect(await figure('fleetdeck_websocket_subscriptions')).toBe(0);
  });
});
