import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import mqtt from 'mqtt';

/** CPU seconds (user + system) a process has used, from /proc. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100;
}

/**
 * Seconds the process's main thread (the event loop) has spent runnable but waiting for a core, from the scheduler's
 * own count (`/proc/<pid>/schedstat`, nanoseconds): on a shared machine it tells a server that was starved from one
 * that was slow.
 */
export function runQueueSeconds(pid) {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
}

export function peakRssMb(pid) {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return match ? Number(match[1]) / 1024 : null;
}

/** A device's MQTT connection, signed in with its access token. */
export function connectDevice(url, token) {
  return new Promise((resolve, reject) => {
    const client = mqtt.connect(url, { username: token, reconnectPeriod: 0 });
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });
}

/**
 * Publishes QoS 1 telemetry from every client until the deadline, keeping `inFlight` messages awaiting their PUBACK
 * per client. Message n of a client carries time stamp baseTs + n and the values `values(n)`; `onSent(ts, time)` hears
 * of each message of the first client. Answers the acknowledged count, per client too, and a sample of PUBACK
 * latencies (sorted).
 */
export async function publishClosedLoop(clients, { seconds, inFlight, baseTs, values, onSent }) {
  const deadline = performance.now() + seconds * 1000;
  const latencies = [];
  let acked = 0;
  const perClient = clients.map(() => 0);
  await Promise.all(
    clients.map(
      (client, index) =>
        new Promise((resolve) => {
          let pending = 0;
          let seq = 0;
          const pump = () => {
            while (pending < inFlight && performance.now() < deadline) {
              const ts = baseTs + seq++;
              const sent = performance.now();
              if (index === 0) onSent?.(ts, sent);
              pending++;
              client.publish(
                'v1/devices/me/telemetry',
                JSON.stringify({ ts, values: values(seq) }),
                { qos: 1 },
                (error) => {
                  pending--;
                  if (!error) {
                    acked++;
                    perClient[index]++;
                    if (seq % 16 === 0) latencies.push(performance.now() - sent);
                  }
                  if (performance.now() < deadline) pump();
                  else if (pending === 0) resolve();
                },
              );
            }
          };
          pump();
        }),
    ),
  );
  return { acked, perClient, latencies: latencies.sort((a, b) => a - b) };
}

/** Points of these keys stored for a device from baseTs on, counted by the REST API (one COUNT bucket per key). */
export async function countPoints(api, device, keys, baseTs, sent) {
  const data = await api.telemetry.timeseries(device.id, {
    keys,
    startTs: baseTs,
    endTs: baseTs + sent + 1,
    interval: sent + 1,
    agg: 'COUNT',
    limit: 1,
  });
  return keys.reduce((sum, key) => sum + Number(data[key]?.[0]?.value ?? 0), 0);
}

export function closeAll(clients) {
  return Promise.all(clients.map((client) => new Promise((resolve) => client.end(false, {}, resolve))));
}
