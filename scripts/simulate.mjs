import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

/**
 * `npm run simulate -- [--devices N] [--rate R] [--url http://localhost:8080] [--mqtt mqtt://localhost:1883]
 * [--duration S]`: devices that talk to a running server over MQTT and send believable telemetry.
 *
 * Without --devices it connects the demo devices by their access tokens. With --devices N it makes sure N devices
 * named "Simulated device 001"… exist (created through the REST API as the demo tenant administrator) and connects
 * those. --rate is messages per second per device (default 1).
 */
const SERVER_DIST = new URL('../packages/server/dist/simulator/telemetry.js', import.meta.url);
const CLIENT_DIST = new URL('../packages/client/dist/index.js', import.meta.url);

const DEMO_DEVICES = [
  ['Test Device A1', 'A1_TEST_TOKEN'],
  ['Test Device A2', 'A2_TEST_TOKEN'],
  ['Test Device A3', 'A3_TEST_TOKEN'],
  ['Test Device B1', 'B1_TEST_TOKEN'],
  ['Test Device C1', 'C1_TEST_TOKEN'],
  ['DHT11 Demo Device', 'DHT11_DEMO_TOKEN'],
  ['Raspberry Pi Demo Device', 'RASPBERRY_PI_DEMO_TOKEN'],
  ['Thermostat T1', 'T1_TEST_TOKEN'],
  ['Thermostat T2', 'T2_TEST_TOKEN'],
];

const { values: options } = parseArgs({
  options: {
    devices: { type: 'string' },
    rate: { type: 'string', default: '1' },
    url: { type: 'string', default: process.env.FLEETDECK_URL ?? 'http://localhost:8080' },
    mqtt: { type: 'string', default: process.env.FLEETDECK_MQTT_URL ?? 'mqtt://localhost:1883' },
    username: { type: 'string', default: 'tenant@fleetdeck.io' },
    password: { type: 'string', default: 'tenant' },
    duration: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (options.help) {
  console.log(
    'npm run simulate -- [--devices N] [--rate messages/s per device] [--url HTTP base] [--mqtt MQTT url] [--duration seconds]',
  );
  process.exit(0);
}

for (const file of [SERVER_DIST, CLIENT_DIST]) {
  if (!existsSync(file)) {
    console.error(`${file.pathname} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const { default: mqtt } = await import('mqtt');
const { SimulatedDevice, kindOfDevice } = await import(SERVER_DIST.href);
const { createApi } = await import(CLIENT_DIST.href);

const rate = Number(options.rate);
if (!(rate > 0)) {
  console.error(`--rate must be a positive number of messages per second, not '${options.rate}'`);
  process.exit(1);
}

/** The simulated devices' names and tokens, created through the REST API when missing. */
async function generatedDevices(count) {
  const api = createApi({ baseUrl: options.url });
  await api.auth.login(options.username, options.password);
  const devices = [];
  for (let i = 1; i <= count; i++) {
    const name = `Simulated device ${String(i).padStart(3, '0')}`;
    let device;
    try {
      device = await api.devices.byName(name);
    } catch (error) {
      if (error?.status !== 404) throw error;
      const type = i % 3 === 0 ? 'thermostat' : 'default';
      device = await api.devices.save({ name, type });
    }
    const credentials = await api.devices.credentials(device.id.id);
    if (credentials.credentialsType !== 'ACCESS_TOKEN') {
      console.warn(`${name} does not use an access token; skipped`);
      continue;
    }
    devices.push([name, credentials.credentialsId, device.type]);
  }
  return devices;
}

const list = options.devices ? await generatedDevices(Number(options.devices)) : DEMO_DEVICES;
const intervalMs = 1000 / rate;
let sent = 0;
let failed = 0;

const clients = list.map(([name, token, type]) => {
  const simulated = new SimulatedDevice(kindOfDevice(name, type), name);
  const client = mqtt.connect(options.mqtt, {
    username: token,
    clientId: `sim-${token}`.slice(0, 23),
    reconnectPeriod: 2000,
  });
  let timer = null;
  let inFlight = 0;
  client.on('connect', () => {
    clearInterval(timer);
    // Spread the devices over the interval so the server sees an even load.
    setTimeout(() => {
      timer = setInterval(() => {
        // QoS 1 messages waiting for their PUBACK are bounded: a slow server gets fewer, not a growing queue.
        if (inFlight >= 16) return;
        inFlight++;
        client.publish('v1/devices/me/telemetry', JSON.stringify(simulated.next()), { qos: 1 }, (error) => {
          inFlight--;
          if (error) failed++;
          else sent++;
        });
      }, intervalMs);
    }, Math.random() * intervalMs);
  });
  client.on('error', (error) => console.error(`${name}: ${error.message}`));
  client.on('close', () => clearInterval(timer));
  return client;
});

console.log(`Simulating ${clients.length} devices at ${rate} message(s)/s each against ${options.mqtt}; Ctrl-C stops.`);
const report = setInterval(() => {
  console.log(`${new Date().toISOString()} sent ${sent} messages${failed ? `, ${failed} failed` : ''}`);
}, 10_000);

const stop = () => {
  clearInterval(report);
  for (const client of clients) client.end(true);
  console.log(`Stopped after ${sent} messages.`);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
if (options.duration) setTimeout(stop, Number(options.duration) * 1000);
