import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createApi } from '@fleetdeck/client';
import mqtt from 'mqtt';
import { cpuSeconds } from './lib/mqtt-load.mjs';
import { percentile, report, round } from './lib/report.mjs';
import { freePort, startServer } from './lib/server.mjs';

/**
 * Issue 16's overload run on the embedded database. The reference, measured first in the same run, is the server's
 * capacity: MQTT QoS 1 devices keeping a bounded number of messages in flight (as bench/ingest.mjs). Then 40
 * connections offer a multiple of that capacity (2.5× by default) for a bounded time, each message with its own time
 * stamp; a message offered while its connection has its whole in-flight window unacknowledged, or its socket is full
 * (the server stopped reading it), is not sent and counts as not accepted. Recorded: PUBACK latency of what was accepted, the server's peak RSS, how long after the load stopped the
 * last PUBACK came and a fresh device got the full rate again; then every acknowledged point is read back through
 * the REST API and the missing ones are counted (lost must be 0).
 *
 *   node bench/overload.mjs [--seconds 60] [--factor 2.5] [--connections 40] [--capacity-seconds 10] [--in-flight 100]
 */
const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.OVERLOAD_SECONDS ?? '60' },
    factor: { type: 'string', default: process.env.OVERLOAD_FACTOR ?? '2.5' },
    connections: { type: 'string', default: process.env.OVERLOAD_CONNECTIONS ?? '40' },
    'capacity-seconds': { type: 'string', default: process.env.OVERLOAD_CAPACITY_SECONDS ?? '10' },
    'in-flight': { type: 'string', default: process.env.OVERLOAD_IN_FLIGHT ?? '100' },
  },
});
const SECONDS = Number(flags.seconds);
const FACTOR = Number(flags.factor);
const CONNECTIONS = Number(flags.connections);
const CAPACITY_SECONDS = Number(flags['capacity-seconds']);
/** the reference's window of unacknowledged messages per connection */
const REFERENCE_IN_FLIGHT = 32;
/**
 * The most unacknowledged messages a connection has, as a device's MQTT client bounds its in-flight window (MQTT 5
 * calls it Receive Maximum): the PUBACKs the server paces are what pushes back on a QoS 1 device, and what the
 * device would send past the window is not accepted. Never above 65,535: message ids are 16 bits and the client
 * reuses them without checking, so a PUBACK could be taken for another message's and count it acknowledged.
 */
const MAX_IN_FLIGHT = Math.min(65_000, Number(flags['in-flight']));
const TICK_MS = 20;
const RECOVERY_WINDOW_MS = 1000;
const RECOVERY_PROBE_SECONDS = 15;
const DRAIN_LIMIT_SECONDS = 120;
const KEYS = ['temperature', 'humidity', 'battery'];
const BASE_TS = Date.UTC(2024, 0, 1);
const READ_WINDOW = 10_000;

function procStatusKb(pid, field) {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return match ? Number(match[1]) : 0;
}

const rssMb = (pid) => procStatusKb(pid, 'VmRSS') / 1024;

function connect(url, token) {
  return new Promise((resolve, reject) => {
    const client = mqtt.connect(url, { username: token, reconnectPeriod: 0, keepalive: 600 });
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });
}

const values = (seq) => ({ temperature: 20 + (seq % 10) / 10, humidity: 40 + (seq % 7), battery: 100 - (seq % 50) });

/** One device's publishing state: the next time stamp, what is unacknowledged and what was acknowledged. */
function deviceState(client, device) {
  return { client, device, seq: 0, inFlight: 0, acked: [], failed: 0 };
}

/**
 * Publishes one message; onDone hears the latency in ms once the PUBACK came, or null when the publish failed (the
 * connection closed), so the loops go on either way.
 */
function publishOne(state, baseTs, onDone) {
  const ts = baseTs + state.seq++;
  const sent = performance.now();
  state.inFlight++;
  state.client.publish('v1/devices/me/telemetry', JSON.stringify({ ts, values: values(ts) }), { qos: 1 }, (error) => {
    state.inFlight--;
    if (error) {
      state.failed++;
      onDone(null);
      return;
    }
    state.acked.push(ts);
    onDone(performance.now() - sent);
  });
}

/** Closed loop: every device keeps `inFlight` messages unacknowledged for `seconds`; answers messages/s and latencies. */
async function closedLoop(states, seconds, baseTs, inFlight) {
  const deadline = performance.now() + seconds * 1000;
  const latencies = [];
  let acked = 0;
  const started = performance.now();
  await Promise.all(
    states.map(
      (state) =>
        new Promise((resolve) => {
          const pump = () => {
            while (state.inFlight < inFlight && performance.now() < deadline) {
              publishOne(state, baseTs, (ms) => {
                if (ms !== null) {
                  acked++;
                  latencies.push(ms);
                }
                if (performance.now() < deadline && state.client.connected) pump();
                else if (state.inFlight === 0) resolve();
              });
            }
            if (state.inFlight === 0 && performance.now() >= deadline) resolve();
          };
          pump();
        }),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { rate: acked / elapsed, latencies: latencies.sort((a, b) => a - b) };
}

/** Open loop: the devices together offer `rate` messages/s for `seconds`, whatever the server acknowledges. */
async function openLoop(states, seconds, rate, baseTs) {
  const latencies = [];
  let offered = 0;
  let heldBack = 0;
  let acked = 0;
  const perDevice = rate / states.length;
  const started = performance.now();
  const due = states.map(() => 0);
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      if (elapsed >= seconds * 1000) {
        clearInterval(timer);
        resolve();
        return;
      }
      for (const [index, state] of states.entries()) {
        const target = Math.floor((perDevice * elapsed) / 1000);
        while (due[index] < target) {
          due[index]++;
          // TCP backpressure as a device sees it: while the server does not read, the socket stays full and the
          // device cannot send; what it would have sent then is not accepted (a real device keeps or drops it).
          if (state.inFlight >= MAX_IN_FLIGHT || state.client.stream.writableNeedDrain) {
            heldBack++;
            continue;
          }
          offered++;
          publishOne(state, baseTs, (ms) => {
            if (ms === null) return;
            acked++;
            latencies.push(ms);
          });
        }
      }
    }, TICK_MS);
  });
  return { offered, heldBack, ackedDuringLoad: acked, latencies, stoppedAt: performance.now() };
}

/** Resolves once no device has a message unacknowledged (or the limit passed); answers the seconds it took. */
async function drained(states, since) {
  while (states.some((state) => state.inFlight > 0)) {
    if (performance.now() - since > DRAIN_LIMIT_SECONDS * 1000) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (performance.now() - since) / 1000;
}

/**
 * A fresh device publishing as the reference does, from the moment the load stopped: answers the seconds until its
 * first one-second window at 90% of the reference's per-device rate, or null within the probe's time.
 */
async function fullRateAfter(state, referencePerDevice, since) {
  const deadline = performance.now() + RECOVERY_PROBE_SECONDS * 1000;
  let windowStart = performance.now();
  let windowAcked = 0;
  let recovered = null;
  await new Promise((resolve) => {
    const pump = () => {
      while (state.inFlight < REFERENCE_IN_FLIGHT && recovered === null && performance.now() < deadline) {
        publishOne(state, BASE_TS + 500_000_000, (ms) => {
          if (ms === null) {
            if (state.inFlight === 0) resolve();
            return;
          }
          windowAcked++;
          const now = performance.now();
          if (now - windowStart >= RECOVERY_WINDOW_MS) {
            const rate = windowAcked / ((now - windowStart) / 1000);
            if (rate >= 0.9 * referencePerDevice && recovered === null) recovered = (windowStart - since) / 1000;
            windowStart = now;
            windowAcked = 0;
          }
          pump();
        });
      }
      if (state.inFlight === 0) resolve();
    };
    pump();
  });
  return recovered === null ? null : Math.max(0, recovered);
}

/** The acknowledged time stamps of one device that are missing for any key. */
async function missingPoints(api, state) {
  const acked = [...state.acked].sort((a, b) => a - b);
  let missing = 0;
  for (let start = 0; start < acked.length; start += READ_WINDOW) {
    const window = acked.slice(start, start + READ_WINDOW);
    const from = window[0];
    const to = window[window.length - 1] + 1;
    const data = await api.telemetry.timeseries(state.device.id, {
      keys: KEYS,
      startTs: from,
      endTs: to,
      limit: to - from + 1,
      orderBy: 'ASC',
    });
    for (const key of KEYS) {
      const stored = new Set((data[key] ?? []).map((entry) => Number(entry.ts)));
      for (const ts of window) if (!stored.has(ts)) missing++;
    }
  }
  return missing;
}

const progress = (what) => console.error(`overload: ${what}`);

/**
 * Samples the server's largest event-loop lag (prom-client's figure on the metrics port, reset at every scrape) once a
 * second: a loop held by a long transaction, a collection or a process waiting for a core delays every PUBACK.
 */
function lagSampler(metricsUrl) {
  const maxima = [];
  const timer = setInterval(async () => {
    try {
      const text = await (await fetch(metricsUrl)).text();
      const max = Number(text.match(/^nodejs_eventloop_lag_max_seconds (\S+)$/m)?.[1]);
      if (Number.isFinite(max)) maxima.push(max * 1000);
    } catch {
      // a scrape that failed leaves a gap, nothing more
    }
  }, 1000);
  return {
    stop() {
      clearInterval(timer);
      return {
        maxMs: maxima.length > 0 ? Math.max(...maxima) : null,
        secondsOverOneSecond: maxima.filter((ms) => ms > 1000).length,
        seconds: maxima.length,
      };
    },
  };
}

const metricsPort = await freePort();
const server = await startServer({ LOAD_DEMO: 'true', SIMULATE: 'false', METRICS_PORT: String(metricsPort) });
try {
  if (!server.mqttUrl) throw new Error('the server did not start its MQTT API');
  const api = createApi({ baseUrl: server.url });
  await api.auth.login('tenant@fleetdeck.io', 'tenant');
  const stamp = Date.now();
  const devices = [];
  for (let i = 0; i <= CONNECTIONS; i++) {
    const token = `OVERLOAD_${i}_${stamp}`;
    devices.push({ device: await api.devices.save({ name: `Overload device ${i} ${stamp}` }, token), token });
  }
  const clients = await Promise.all(devices.map(({ token }) => connect(server.mqttUrl, token)));
  const states = clients.slice(0, CONNECTIONS).map((client, i) => deviceState(client, devices[i].device));
  const probe = deviceState(clients[CONNECTIONS], devices[CONNECTIONS].device);

  // Warm-up (JIT, prepared statements, key dictionary), then the reference: the capacity of this run.
  await closedLoop(states, 2, BASE_TS - 100_000_000, REFERENCE_IN_FLIGHT);
  for (const state of states) state.acked = [];
  const idleRssMb = rssMb(server.pid);
  const referenceCpuBefore = cpuSeconds(server.pid);
  const reference = await closedLoop(states, CAPACITY_SECONDS, BASE_TS - 50_000_000, REFERENCE_IN_FLIGHT);
  const referenceCpu = cpuSeconds(server.pid) - referenceCpuBefore;
  for (const state of states) {
    state.acked = [];
    state.seq = 0;
  }

  let peakRss = rssMb(server.pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(server.pid));
  }, 250);
  progress(`reference ${Math.round(reference.rate)} messages/s; offering ${FACTOR}x for ${SECONDS} s`);
  const offeredRate = reference.rate * FACTOR;
  const loadCpuBefore = cpuSeconds(server.pid);
  const lag = lagSampler(`http://127.0.0.1:${metricsPort}/metrics`);
  const load = await openLoop(states, SECONDS, offeredRate, BASE_TS);
  const loadLag = lag.stop();
  const loadCpu = cpuSeconds(server.pid) - loadCpuBefore;
  progress(`load stopped: ${load.offered} offered, ${load.ackedDuringLoad} acknowledged during it`);
  const [drainSeconds, recoverySeconds] = await Promise.all([
    drained(states, load.stoppedAt),
    fullRateAfter(probe, reference.rate / CONNECTIONS, load.stoppedAt),
  ]);
  clearInterval(sampler);
  progress('load stopped and drained; reading back every acknowledged point');
  peakRss = Math.max(peakRss, rssMb(server.pid));
  const latencies = load.latencies.sort((a, b) => a - b);
  await Promise.all(clients.map((client) => new Promise((resolve) => client.end(false, {}, resolve))));

  let lost = 0;
  let acknowledged = 0;
  for (const state of states) {
    acknowledged += state.acked.length;
    lost += await missingPoints(api, state);
  }
  const p99 = percentile(latencies, 99);
  const acceptedRate = load.ackedDuringLoad / SECONDS;
  report('overload', {
    connections: CONNECTIONS,
    inFlightPerConnection: MAX_IN_FLIGHT,
    seconds: SECONDS,
    referenceMessagesPerSecond: round(reference.rate, 0),
    referencePubackP99Ms: round(percentile(reference.latencies, 99)),
    offeredFactor: FACTOR,
    messagesOffered: load.offered,
    // Messages not sent because the connection's in-flight window was full or its socket was (the server pushed back).
    messagesNotAccepted: load.heldBack,
    messagesAcknowledged: acknowledged,
    messagesFailed: states.reduce((sum, state) => sum + state.failed, 0),
    acceptedRateRatio: round(acceptedRate / reference.rate),
    pubackP50Ms: round(percentile(latencies, 50)),
    pubackP99Ms: round(p99),
    pubackP99RatioToReference: round(p99 / percentile(reference.latencies, 99)),
    pubackP99GoalMs: 2000,
    // While every connection keeps its whole window unacknowledged, the mean PUBACK latency of any server that
    // acknowledges at the accepted rate is the windows over that rate (Little's law); windows less full keep it lower.
    windowOverRateMs: round(((CONNECTIONS * MAX_IN_FLIGHT) / acceptedRate) * 1000),
    // The machine is shared: what the server got of it, and its work per CPU second, compare across runs.
    referenceServerCpuSecondsPerSecond: round(referenceCpu / CAPACITY_SECONDS),
    referenceMessagesPerServerCpuSecond:
      referenceCpu > 0 ? round((reference.rate * CAPACITY_SECONDS) / referenceCpu, 0) : null,
    loadServerCpuSecondsPerSecond: round(loadCpu / SECONDS),
    loadMessagesPerServerCpuSecond: loadCpu > 0 ? round(load.ackedDuringLoad / loadCpu, 0) : null,
    eventLoopLagMaxMs: loadLag.maxMs === null ? null : round(loadLag.maxMs),
    // of the seconds sampled, those in which the event loop was held for over a second at once
    eventLoopLagOverOneSecond: `${loadLag.secondsOverOneSecond} of ${loadLag.seconds} s`,
    idleRssMb: round(idleRssMb, 1),
    peakRssMb: round(peakRss, 1),
    peakRssRatio: round(peakRss / idleRssMb),
    rssGoalMb: 400,
    pointsAcknowledged: acknowledged * KEYS.length,
    lost,
    drainSeconds: drainSeconds === null ? null : round(drainSeconds),
    fullRateAfterSeconds: recoverySeconds === null ? null : round(recoverySeconds),
    fullRateGoalSeconds: 10,
    machineLoadAverage: round(loadavg()[0]),
  });
} finally {
  await server.stop();
}
