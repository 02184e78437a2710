import { performance } from 'node:perf_hooks';
import { newId, uuidTime } from '../packages/server/dist/common/uuid.js';
import { openTempContext } from '../packages/server/dist/testing/temp-context.js';
import { percentile, report, round } from './lib/report.mjs';

/**
 * Issue 5's ingest figure: data points persisted per second on the embedded database, each message carrying three
 * points as a device's MQTT telemetry does. Measured in-process (no network), through ctx.telemetry directly and
 * through the rule engine's root chain (parse, switch, save), then at the target rate of 5,000 messages/s.
 */
const DEVICES = 1000;
const STORE_MESSAGES = 100_000;
const ENGINE_MESSAGES = 50_000;
const IN_FLIGHT = 5000;
const TARGET_RATE = 5000;
const TARGET_SECONDS = 10;

delete process.env.TEST_DATABASE_URL;
const temp = await openTempContext({ loadDemo: true });
const { ctx } = temp;

const tenant = await ctx.db.selectFrom('tenant').select('id').where('title', '=', 'Tenant').executeTakeFirstOrThrow();
const profile = await ctx.db
  .selectFrom('device_profile')
  .select('id')
  .where('tenant_id', '=', tenant.id)
  .where('name', '=', 'default')
  .executeTakeFirstOrThrow();
const devices = [];
for (let i = 0; i < DEVICES; i++) {
  const id = newId();
  devices.push({ entityType: 'DEVICE', id });
  await ctx.db
    .insertInto('device')
    .values({
      id,
      created_time: uuidTime(id),
      tenant_id: tenant.id,
      customer_id: '13814000-1dd2-11b2-8080-808080808080',
      name: `Bench device ${i}`,
      type: 'default',
      label: null,
      device_profile_id: profile.id,
      device_data: null,
      firmware_id: null,
      software_id: null,
      additional_info: null,
      external_id: null,
    })
    .execute();
}

/**
 * Runs `count` operations with at most `window` in flight; resolves with the elapsed ms and the CPU ms the process
 * spent (the machine is shared, so CPU time tells the cost better than the clock).
 */
async function windowed(count, window, operation) {
  let next = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  const worker = async () => {
    while (next < count) await operation(next++);
  };
  await Promise.all(Array.from({ length: window }, worker));
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

let clock = Date.now();
const points = (i) => {
  const ts = clock + i;
  return [
    { key: 'temperature', ts, value: { type: 'DOUBLE', value: 20 + (i % 100) / 10 } },
    { key: 'humidity', ts, value: { type: 'LONG', value: 40 + (i % 30) } },
    { key: 'state', ts, value: { type: 'STRING', value: i % 2 ? 'on' : 'off' } },
  ];
};

const store = await windowed(STORE_MESSAGES, IN_FLIGHT, (i) =>
  ctx.telemetry.saveTimeseries(tenant.id, devices[i % DEVICES], points(i)),
);
report('telemetry-store', {
  path: 'ctx.telemetry.saveTimeseries',
  messages: STORE_MESSAGES,
  pointsPerMessage: 3,
  pointsPerSecond: round((STORE_MESSAGES * 3) / (store.ms / 1000)),
  messagesPerSecond: round(STORE_MESSAGES / (store.ms / 1000)),
  pointsPerCpuSecond: round((STORE_MESSAGES * 3) / (store.cpuMs / 1000)),
});

clock += STORE_MESSAGES + 1;
const message = (i) => ({
  id: newId(),
  ts: clock + i,
  type: 'POST_TELEMETRY_REQUEST',
  originator: devices[i % DEVICES],
  tenantId: tenant.id,
  customerId: '13814000-1dd2-11b2-8080-808080808080',
  metadata: { deviceName: `Bench device ${i % DEVICES}`, deviceType: 'default', ts: String(clock + i) },
  data: `{"temperature":${20 + (i % 100) / 10},"humidity":${40 + (i % 30)},"state":"${i % 2 ? 'on' : 'off'}"}`,
});
const engine = await windowed(ENGINE_MESSAGES, IN_FLIGHT, (i) => ctx.ruleEngine.push(message(i)));
report('telemetry-store', {
  path: 'ctx.ruleEngine.push (root rule chain)',
  messages: ENGINE_MESSAGES,
  pointsPerMessage: 3,
  pointsPerSecond: round((ENGINE_MESSAGES * 3) / (engine.ms / 1000)),
  messagesPerSecond: round(ENGINE_MESSAGES / (engine.ms / 1000)),
  pointsPerCpuSecond: round((ENGINE_MESSAGES * 3) / (engine.cpuMs / 1000)),
});

// Paced: 5,000 messages a second offered in 10 ms slices; latency = push until its points are committed.
clock += ENGINE_MESSAGES + 1;
const latencies = [];
const inFlight = new Set();
const total = TARGET_RATE * TARGET_SECONDS;
let sent = 0;
const pacedStart = performance.now();
const pacedCpu = process.cpuUsage();
while (sent < total) {
  const due = Math.min(total, Math.floor(((performance.now() - pacedStart) / 1000) * TARGET_RATE));
  for (; sent < due; sent++) {
    const started = performance.now();
    const work = ctx.ruleEngine.push(message(sent)).then(() => latencies.push(performance.now() - started));
    inFlight.add(work);
    work.finally(() => inFlight.delete(work));
  }
  await new Promise((resolve) => setTimeout(resolve, 10));
}
await Promise.all(inFlight);
const pacedMs = performance.now() - pacedStart;
const pacedUsed = process.cpuUsage(pacedCpu);
latencies.sort((a, b) => a - b);
report('telemetry-store', {
  path: `ctx.ruleEngine.push at ${TARGET_RATE} messages/s`,
  messages: total,
  pointsPerSecond: round((total * 3) / (pacedMs / 1000)),
  messagesPerSecond: round(total / (pacedMs / 1000)),
  p50Ms: round(percentile(latencies, 50)),
  p99Ms: round(percentile(latencies, 99)),
  cpuShare: round((pacedUsed.user + pacedUsed.system) / 1000 / pacedMs),
});

const stored = await ctx.db
  .selectFrom('ts_kv')
  .select((eb) => eb.fn.countAll().as('n'))
  .executeTakeFirstOrThrow();
report('telemetry-store', { storedPoints: Number(stored.n) });
await temp.close();
