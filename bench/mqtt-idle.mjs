import { readFileSync } from 'node:fs';
import { connect as connectSocket } from 'node:net';
import { createApi } from '@fleetdeck/client';
import mqttPacket from 'mqtt-packet';
import { report, round } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

/**
 * Issue 16's memory per idle MQTT connection: 2,000 devices each open one MQTT connection (CONNECT with their access
 * token, keep-alive 60 s, a SUBSCRIBE to attribute updates and RPC requests unless MQTT_IDLE_SUBSCRIBE=false, then
 * nothing) and the server process's resident memory (VmRSS from /proc) is compared
 * before and after. The client side is raw sockets writing a CONNECT packet built by mqtt-packet, so it costs the
 * server no more than a real device and the bench little. A first round of connections, opened and closed before
 * the baseline, takes code loading and JIT out of the figure. Goal: at most 20 KB a connection.
 *
 *   MQTT_IDLE_CONNECTIONS=2000 node bench/mqtt-idle.mjs
 */
const CONNECTIONS = Number(process.env.MQTT_IDLE_CONNECTIONS ?? 2000);
const WARM_UP = 200;
const SETTLE_MS = 3000;
const SAVE_CONCURRENCY = 8;
/** As a device of the platform does, each connection subscribes to shared attribute updates and RPC requests. */
const SUBSCRIBE = process.env.MQTT_IDLE_SUBSCRIBE !== 'false';
const TOPICS = ['v1/devices/me/attributes', 'v1/devices/me/rpc/request/+'];

function procStatusKb(pid, field) {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return match ? Number(match[1]) : 0;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lowest RSS seen over a few samples: garbage not yet collected would otherwise count as held. */
async function settledRssKb(pid) {
  let lowest = Number.POSITIVE_INFINITY;
  const deadline = Date.now() + SETTLE_MS;
  while (Date.now() < deadline) {
    lowest = Math.min(lowest, procStatusKb(pid, 'VmRSS'));
    await sleep(250);
  }
  return lowest;
}

/** One device connection: answers the socket once the server accepted the CONNECT (CONNACK return code 0). */
function openConnection(port, token, index) {
  const connectPacket = mqttPacket.generate({
    cmd: 'connect',
    protocolId: 'MQTT',
    protocolVersion: 4,
    clean: true,
    clientId: `idle-${index}-${Date.now()}`,
    keepalive: 60,
    username: token,
  });
  return new Promise((resolve, reject) => {
    const socket = connectSocket(port, '127.0.0.1', () => socket.write(connectPacket));
    const parser = mqttPacket.parser({ protocolVersion: 4 });
    parser.on('packet', (packet) => {
      if (packet.cmd === 'suback') resolve(socket);
      if (packet.cmd !== 'connack') return;
      if (packet.returnCode !== 0) reject(new Error(`CONNACK ${packet.returnCode}`));
      else if (!SUBSCRIBE) resolve(socket);
      else
        socket.write(
          mqttPacket.generate({
            cmd: 'subscribe',
            messageId: 1,
            subscriptions: TOPICS.map((topic) => ({ topic, qos: 1 })),
          }),
        );
    });
    socket.on('data', (chunk) => parser.parse(chunk));
    socket.once('error', reject);
  });
}

async function openAll(port, tokens, count, offset) {
  const sockets = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, i) => start + i);
    sockets.push(...(await Promise.all(batch.map((i) => openConnection(port, tokens[i % tokens.length], offset + i)))));
  }
  return sockets;
}

async function closeAll(sockets) {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolve) => {
          socket.once('close', resolve);
          socket.end(mqttPacket.generate({ cmd: 'disconnect' }));
        }),
    ),
  );
}

const server = await startServer({ LOAD_DEMO: 'true', SIMULATE: 'false' });
try {
  if (!server.mqttUrl) throw new Error('the server did not start its MQTT API');
  const port = Number(new URL(server.mqttUrl).port);
  const api = createApi({ baseUrl: server.url });
  await api.auth.login('tenant@fleetdeck.io', 'tenant');
  const tokens = Array.from({ length: CONNECTIONS }, (_, i) => `IDLE_${i}_${Date.now()}`);
  for (let start = 0; start < tokens.length; start += SAVE_CONCURRENCY) {
    await Promise.all(
      tokens
        .slice(start, start + SAVE_CONCURRENCY)
        .map((token, i) => api.devices.save({ name: `Idle device ${start + i} ${Date.now()}` }, token)),
    );
  }

  const beforeWarmUp = await settledRssKb(server.pid);
  await closeAll(await openAll(port, tokens, WARM_UP, 0));
  const before = await settledRssKb(server.pid);
  const sockets = await openAll(port, tokens, CONNECTIONS, WARM_UP);
  const after = await settledRssKb(server.pid);
  report('mqtt-idle', {
    connections: CONNECTIONS,
    subscribed: SUBSCRIBE ? TOPICS : [],
    rssBeforeMb: round(before / 1024, 1),
    rssAfterMb: round(after / 1024, 1),
    kilobytesPerConnection: round((after - before) / CONNECTIONS, 1),
    // The same counted from before the warm-up round: code, JIT and pools that the first connections bring.
    kilobytesPerConnectionWithWarmUp: round((after - beforeWarmUp) / CONNECTIONS, 1),
    goalKilobytesPerConnection: 20,
  });
  await closeAll(sockets);
} finally {
  await server.stop();
}
