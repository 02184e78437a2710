import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApi, TelemetryWebSocket } from '@fleetdeck/client';
import Database from 'better-sqlite3';
import { WebSocket } from 'ws';
import { percentile, report, round } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

/**
 * Issue 5's figures on an idle server with the embedded database:
 * - the latency from a REST time series save to the WebSocket update of a subscriber (v1 and v2 subscriptions);
 * - one page of an entity data query over 100,000 devices with a key filter on a latest value and a sort by it.
 */
const SAVES = 300;
const DEVICES = 100_000;
const PAGE_REQUESTS = 60;

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

/** CPU time the server process has used, in ms (Linux /proc; clock ticks of 10 ms). */
function serverCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50_ms: round(percentile(sorted, 50)),
    p99_ms: round(percentile(sorted, 99)),
    max_ms: round(sorted[sorted.length - 1] ?? 0),
  };
}

/** Saves a value and waits for the subscriber to see it, one save at a time (an idle server). */
async function saveLatency(api, device, subscribe) {
  let waiting = null;
  const close = subscribe((value) => {
    if (waiting && value === waiting.value) waiting.resolve(performance.now());
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const samples = [];
  for (let i = 1; i <= SAVES; i++) {
    const value = String(i);
    const seen = new Promise((resolve) => {
      waiting = { value, resolve };
    });
    const start = performance.now();
    await api.telemetry.saveTimeseries(device.id, { level: i });
    samples.push((await seen) - start);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  close();
  return summary(samples);
}

async function latency(server, api) {
  const device = await api.devices.save({ name: `Latency device ${randomUUID()}` });
  await api.telemetry.saveTimeseries(device.id, { level: 0 });
  const ws = new TelemetryWebSocket({ baseUrl: server.url, token: () => api.http.tokens.getToken(), WebSocket });
  await ws.connect();
  const v1 = await saveLatency(api, device, (seen) => {
    const sub = ws.subscribeTimeseries({ entityType: 'DEVICE', entityId: device.id.id, keys: 'level' }, (update) => {
      const value = update.data?.level?.[0]?.[1];
      if (value) seen(value);
    });
    return () => sub.unsubscribe();
  });
  const v2 = await saveLatency(api, device, (seen) => {
    const sub = ws.subscribeEntityData(
      {
        query: {
          entityFilter: { type: 'singleEntity', singleEntity: device.id },
          pageLink: { pageSize: 1, page: 0 },
          entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
          latestValues: [],
        },
        latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'level' }] },
      },
      (update) => {
        const value = update.update?.[0]?.latest?.TIME_SERIES?.level?.value;
        if (value) seen(value);
      },
    );
    return () => sub.unsubscribe();
  });
  ws.close();
  report('realtime', { figure: 'rest-save-to-ws-update', subscription: 'v1 tsSubCmd', saves: SAVES, ...v1 });
  report('realtime', {
    figure: 'rest-save-to-ws-update',
    subscription: 'v2 entityDataCmd latestCmd',
    saves: SAVES,
    ...v2,
  });
}

/** 100,000 devices with a temperature each, written straight into the embedded database for speed. */
function seedDevices(dataDir, tenantId, keyId) {
  const start = performance.now();
  const db = new Database(path.join(dataDir, 'fleetdeck.sqlite'));
  db.pragma('busy_timeout = 10000');
  const profile = db
    .prepare('select id, name from device_profile where tenant_id = ? and is_default = 1')
    .get(tenantId);
  const insertDevice = db.prepare(
    `insert into device (id, created_time, tenant_id, customer_id, name, type, label, device_profile_id, device_data)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLatest = db.prepare('insert into ts_kv_latest (entity_id, key, ts, dbl_v) values (?, ?, ?, ?)');
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < DEVICES; i++) {
      const id = randomUUID();
      insertDevice.run(
        id,
        now - DEVICES + i,
        tenantId,
        NULL_UUID,
        `Bench device ${String(i).padStart(6, '0')}`,
        profile.name,
        `Floor ${i % 40}`,
        profile.id,
        '{"configuration":{"type":"DEFAULT"},"transportConfiguration":{"type":"DEFAULT"}}',
      );
      insertLatest.run(id, keyId, now, Math.round(Math.random() * 10000) / 100);
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return (performance.now() - start) / 1000;
}

async function pageLatencies(api, tenantId, dataDir, pid) {
  const probe = await api.devices.save({ name: `Temperature probe ${randomUUID()}` });
  await api.telemetry.saveTimeseries(probe.id, { temperature: 1 });
  const db = new Database(path.join(dataDir, 'fleetdeck.sqlite'), { readonly: true });
  const { key_id: keyId } = db.prepare('select key_id from ts_kv_dictionary where key = ?').get('temperature');
  db.close();
  const seedSeconds = seedDevices(dataDir, tenantId, keyId);
  const temperature = { type: 'TIME_SERIES', key: 'temperature' };
  const variants = [
    {
      name: 'key filter temperature > 50, sort by temperature desc',
      sortOrder: { key: temperature, direction: 'DESC' },
      keyFilters: [
        {
          key: temperature,
          valueType: 'NUMERIC',
          predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 50 } },
        },
      ],
    },
    {
      name: 'key filter 20 < temperature < 30, sort by name',
      sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' },
      keyFilters: [
        {
          key: temperature,
          valueType: 'NUMERIC',
          predicate: {
            type: 'COMPLEX',
            operation: 'AND',
            predicates: [
              { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 20 } },
              { type: 'NUMERIC', operation: 'LESS', value: { defaultValue: 30 } },
            ],
          },
        },
      ],
    },
  ];
  for (const variant of variants) {
    const timings = [];
    let total = 0;
    const cpuBefore = serverCpuMs(pid);
    for (let i = 0; i < PAGE_REQUESTS; i++) {
      const start = performance.now();
      const page = await api.entityQuery.find({
        entityFilter: { type: 'entityType', entityType: 'DEVICE' },
        pageLink: { pageSize: 20, page: i % 10, sortOrder: variant.sortOrder },
        entityFields: [
          { type: 'ENTITY_FIELD', key: 'name' },
          { type: 'ENTITY_FIELD', key: 'label' },
        ],
        latestValues: [temperature],
        keyFilters: variant.keyFilters,
      });
      timings.push(performance.now() - start);
      total = page.totalElements;
    }
    report('realtime', {
      figure: 'entity-data-query-page',
      devices: DEVICES,
      query: variant.name,
      pageSize: 20,
      matching: total,
      requests: PAGE_REQUESTS,
      seed_seconds: round(seedSeconds),
      ...summary(timings),
      // wall-clock figures depend on what else runs on the machine; the server's CPU per page does much less
      server_cpu_ms_per_page: round((serverCpuMs(pid) - cpuBefore) / PAGE_REQUESTS),
    });
  }
}

const server = await startServer();
try {
  const api = createApi({ baseUrl: server.url });
  await api.auth.login('tenant@fleetdeck.io', 'tenant');
  const user = await api.auth.currentUser();
  await latency(server, api);
  await pageLatencies(api, user.tenantId.id, server.dataDir, server.pid);
} finally {
  await server.stop();
}
