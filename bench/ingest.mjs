import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createApi, TelemetryWebSocket } from '@fleetdeck/client';
import { WebSocket } from 'ws';
import { startMosquitto } from './lib/mosquitto.mjs';
import { closeAll, connectDevice, countPoints, cpuSeconds, peakRssMb, publishClosedLoop } from './lib/mqtt-load.mjs';
import { percentile, report, round } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

/**
 * Issue 5's ingest figures on the embedded database: 20 MQTT devices publishing QoS 1 telemetry (3 points a
 * message) as fast as the server acknowledges, each with a bounded number of messages in flight; what was
 * persisted is counted back through the REST API. While they publish, a WebSocket subscriber of the first device
 * times each of its messages from publish to update. Then the device HTTP API's request rate, and the server
 * process's CPU time and peak memory. Goal: at least 5,000 messages/s persisted.
 *
 * The reference, measured right before in the same run with the same clients and load: mosquitto passing the same
 * QoS 1 messages through without storing them (Debian's package; the ratio is left out when it is not installed).
 * Issue 16's goal: 0.5× mosquitto.
 */
const DEVICES = Number(process.env.INGEST_DEVICES ?? 20);
const SECONDS = Number(process.env.INGEST_SECONDS ?? 20);
const IN_FLIGHT = Number(process.env.INGEST_IN_FLIGHT ?? 32);
const HTTP_SECONDS = Number(process.env.INGEST_HTTP_SECONDS ?? 10);
const HTTP_CONCURRENCY = Number(process.env.INGEST_HTTP_CONCURRENCY ?? 16);
const KEYS = ['temperature', 'humidity', 'battery'];
const BASE_TS = Date.UTC(2024, 0, 1);

async function createDevices(api) {
  const devices = [];
  for (let i = 0; i < DEVICES; i++) {
    const token = `INGEST_${i}_${Date.now()}`;
    const device = await api.devices.save({ name: `Ingest device ${i} ${Date.now()}` }, token);
    devices.push({ device, token });
  }
  return devices;
}

/** Every device publishes as fast as its acknowledgements allow; three points a message. */
function publishAll(clients, seconds, baseTs = BASE_TS, sentAt = new Map()) {
  return publishClosedLoop(clients, {
    seconds,
    inFlight: IN_FLIGHT,
    baseTs,
    values: (seq) => ({ temperature: 20 + (seq % 10) / 10, humidity: 40 + (seq % 7), battery: 100 - (seq % 50) }),
    onSent: (ts, sent) => sentAt.set(ts, sent),
  });
}

/** Messages/s and messages per broker CPU second of mosquitto under the same load, or null without mosquitto. */
async function mosquittoReference(tokens) {
  const broker = await startMosquitto();
  if (!broker) return null;
  try {
    const clients = await Promise.all(tokens.map((token) => connectDevice(broker.url, token)));
    await publishAll(clients, 1, BASE_TS - 200_000_000);
    const cpuBefore = cpuSeconds(broker.pid);
    const started = performance.now();
    const { acked } = await publishAll(clients, SECONDS, BASE_TS - 100_000_000);
    const elapsed = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(broker.pid) - cpuBefore;
    await closeAll(clients);
    return { rate: acked / elapsed, perCpuSecond: cpu > 0 ? acked / cpu : null };
  } finally {
    await broker.stop();
  }
}

async function httpThroughput(url, tokens) {
  const deadline = performance.now() + HTTP_SECONDS * 1000;
  let count = 0;
  let failures = 0;
  const worker = async (index) => {
    const token = tokens[index % tokens.length];
    while (performance.now() < deadline) {
      const response = await fetch(`${url}/api/v1/${token}/telemetry`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ temperature: 21.5, humidity: 40, battery: 88 }),
      });
      await response.arrayBuffer();
      if (response.ok) count++;
      else failures++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: HTTP_CONCURRENCY }, (_, i) => worker(i)));
  return { rate: count / ((performance.now() - start) / 1000), failures };
}

// INGEST_PROFILE=<dir> writes a V8 CPU profile of the server there (node --cpu-prof).
const profile = process.env.INGEST_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.INGEST_PROFILE}`] : [];
const server = await startServer({ LOAD_DEMO: 'true', SIMULATE: 'false' }, profile);
try {
  if (!server.mqttUrl) throw new Error('the server did not start its MQTT API');
  const api = createApi({ baseUrl: server.url });
  await api.auth.login('tenant@fleetdeck.io', 'tenant');
  const devices = await createDevices(api);
  const clients = await Promise.all(devices.map(({ token }) => connectDevice(server.mqttUrl, token)));

  // A short warm-up (JIT, prepared statements, key dictionary), not counted: its points lie before BASE_TS.
  await publishAll(clients, 2, BASE_TS - 100_000_000);
  const sentAt = new Map();
  const updateLatencies = [];
  const ws = new TelemetryWebSocket({ baseUrl: server.url, token: () => api.http.tokens.getToken(), WebSocket });
  await ws.connect();
  const subscription = ws.subscribeTimeseries(
    { entityType: 'DEVICE', entityId: devices[0].device.id.id, keys: 'temperature' },
    (update) => {
      const now = performance.now();
      for (const [ts] of update.data?.temperature ?? []) {
        const sent = sentAt.get(Number(ts));
        if (sent === undefined) continue;
        updateLatencies.push(now - sent);
        sentAt.delete(Number(ts));
      }
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  const mosquitto = await mosquittoReference(devices.map(({ token }) => token));
  const cpuBefore = cpuSeconds(server.pid);
  const started = performance.now();
  const { acked, perClient: perDevice, latencies } = await publishAll(clients, SECONDS, BASE_TS, sentAt);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  await closeAll(clients);

  let persistedPoints = 0;
  for (const [index, { device }] of devices.entries()) {
    persistedPoints += await countPoints(api, device, KEYS, BASE_TS, perDevice[index]);
  }
  const persistedMessages = persistedPoints / KEYS.length;
  report('ingest', {
    devices: DEVICES,
    inFlightPerDevice: IN_FLIGHT,
    pointsPerMessage: KEYS.length,
    seconds: round(elapsed),
    messagesAcknowledged: acked,
    messagesPersisted: persistedMessages,
    messagesPerSecondPersisted: round(persistedMessages / elapsed, 0),
    pointsPerSecondPersisted: round(persistedPoints / elapsed, 0),
    pubackLatencyP50Ms: round(percentile(latencies, 50)),
    pubackLatencyP99Ms: round(percentile(latencies, 99)),
    serverCpuSecondsPerSecond: round(cpu / elapsed),
    // What one fully available core would take: the rate above depends on the CPU the server got on a shared machine.
    messagesPerServerCpuSecond: round(acked / cpu, 0),
    machineLoadAverage: round(loadavg()[0]),
    goalMessagesPerSecond: 5000,
    mosquittoMessagesPerSecond: mosquitto ? round(mosquitto.rate, 0) : null,
    mosquittoMessagesPerCpuSecond: mosquitto?.perCpuSecond ? round(mosquitto.perCpuSecond, 0) : null,
    ratioToMosquitto: mosquitto ? round(persistedMessages / elapsed / mosquitto.rate) : null,
    goalRatioToMosquitto: 0.5,
  });
  subscription.unsubscribe();
  ws.close();
  updateLatencies.sort((a, b) => a - b);
  report('ingest-websocket-latency', {
    // Only the newest point of a batch reaches a latest-value subscriber, so not every message is timed.
    messagesTimed: updateLatencies.length,
    publishToUpdateP50Ms: round(percentile(updateLatencies, 50)),
    publishToUpdateP99Ms: round(percentile(updateLatencies, 99)),
  });

  const httpCpuBefore = cpuSeconds(server.pid);
  const httpStart = performance.now();
  const http = await httpThroughput(
    server.url,
    devices.map(({ token }) => token),
  );
  const httpElapsed = (performance.now() - httpStart) / 1000;
  report('ingest-http', {
    concurrency: HTTP_CONCURRENCY,
    requestsPerSecond: round(http.rate, 0),
    failures: http.failures,
    serverCpuSecondsPerSecond: round((cpuSeconds(server.pid) - httpCpuBefore) / httpElapsed),
    requestsPerServerCpuSecond: round((http.rate * httpElapsed) / (cpuSeconds(server.pid) - httpCpuBefore), 0),
  });
  report('ingest-server', { peakRssMb: round(peakRssMb(server.pid) ?? 0, 1) });
} finally {
  await server.stop();
}
