import type { Api } from '@fleetdeck/client';
import type { Device, EntityDataQuery, EntityDataUpdate, TelemetryWsMessage } from '@fleetdeck/model';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createTenantWithAdmin, type TenantFixture, tokenOf, unique } from './support/fixtures.js';
import { freePort } from './support/server.js';
import { useTestServer } from './support/suite.js';

/**
 * The history commands of a dashboard's charts, read in the history read workers (HISTORY_READ_WORKERS, two by
 * default on the embedded database): each answers its own key's points with the same text as the server's thread
 * would, also while points are written; the Prometheus gauge shows the workers started.
 */

const metricsPort = await freePort();
const server = useTestServer({ METRICS_PORT: String(metricsPort) });
let tenant: TenantFixture;
const sockets: WebSocket[] = [];

/** A day's window of points every 4 s, shortened: enough rows that the four reads overlap. */
const POINTS = 3000;
const STEP = 4000;
const START = 1_700_000_000_000;

beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

async function workersRunning(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith('fleetdeck_history_read_workers '));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

async function rawSocket(api: Api): Promise<{ socket: WebSocket; messages: TelemetryWsMessage[] }> {
  const url = `${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${encodeURIComponent(tokenOf(api))}`;
  const socket = new WebSocket(url);
  sockets.push(socket);
  const messages: TelemetryWsMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, messages };
}

function answerOf(messages: TelemetryWsMessage[], cmdId: number, part: 'data' | 'update'): Promise<EntityDataUpdate> {
  return vi.waitFor(
    () => {
      const found = messages.find(
        (m) => (m as EntityDataUpdate).cmdId === cmdId && Boolean((m as EntityDataUpdate)[part]),
      );
      if (!found) throw new Error(`no ${part} for command ${cmdId} yet`);
      return found as EntityDataUpdate;
    },
    { timeout: 20_000, interval: 5 },
  );
}

function deviceQuery(target: Device): EntityDataQuery {
  return {
    entityFilter: { type: 'singleEntity', singleEntity: target.id },
    pageLink: { pageSize: 10, page: 0 },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
    latestValues: [],
  };
}

/** Key k's value at point i: doubles, whole numbers (stored as LONG) and a double that needs 17 digits. */
const pointValue = (k: number, i: number): number => (k === 0 ? i : k === 1 ? i + 0.5 : k === 2 ? i * 0.1 : i % 7);
/** Its text in an answer: these values read the same in JavaScript's shortest form and Java's Double.toString. */
const expectedText = (k: number, i: number): string => String(pointValue(k, i));

describe('history reads in worker threads', () => {
  it('answers four history commands on one socket each with its own points while points are written', async () => {
    const target = await tenant.admin.devices.save({ name: unique('Chart device') });
    const keys = ['k0', 'k1', 'k2', 'k3'];
    const rows = Array.from({ length: POINTS }, (_, i) => ({
      ts: START + i * STEP,
      values: Object.fromEntries(keys.map((key, k) => [key, pointValue(k, i)])),
    }));
    for (let at = 0; at < rows.length; at += 500) {
      await tenant.admin.telemetry.saveTimeseries(target.id, rows.slice(at, at + 500));
    }
    expect(await workersRunning()).toBe(0);
    const { socket, messages } = await rawSocket(tenant.admin);
    const query = deviceQuery(target);
    socket.send(JSON.stringify({ entityDataCmds: keys.map((_, k) => ({ cmdId: k + 1, query })) }));
    for (let k = 0; k < keys.length; k++) await answerOf(messages, k + 1, 'data');
    const endTs = START + POINTS * STEP;
    // One frame per chart, as each chart sends its history once its page arrived; a write goes on meanwhile.
    for (const [k, key] of keys.entries()) {
      socket.send(
        JSON.stringify({
          entityDataCmds: [{ cmdId: k + 1, historyCmd: { keys: [key], startTs: START, endTs, limit: 50_000 } }],
        }),
      );
    }
    const writing = tenant.admin.telemetry.saveTimeseries(target.id, { ts: endTs + STEP, values: { k0: -1, k3: -1 } });
    const answers = await Promise.all(keys.map((_, k) => answerOf(messages, k + 1, 'update')));
    await writing;
    for (const [k, key] of keys.entries()) {
      const update = answers[k]?.update ?? [];
      expect(update).toHaveLength(1);
      expect(update[0]?.entityId).toEqual(target.id);
      const series = update[0]?.timeseries ?? {};
      expect(Object.keys(series)).toEqual([key]);
      const points = series[key] ?? [];
      expect(points).toHaveLength(POINTS);
      // newest first, every value as the platform writes it
      for (const i of [POINTS - 1, POINTS - 2, 1234, 1, 0]) {
        expect(points[POINTS - 1 - i]).toEqual({ ts: START + i * STEP, value: expectedText(k, i) });
      }
    }
    expect(answers[2]?.update?.[0]?.timeseries?.k2?.[POINTS - 1 - 3]).toEqual({
      ts: START + 3 * STEP,
      value: '0.30000000000000004',
    });
    // PostgreSQL's pool reads concurrently already: no workers there
    expect(await workersRunning()).toBe(process.env.TEST_DATABASE_URL ? 0 : 2);
  });

  it('reads a key holding text and numbers on the server thread, with the same answer', async () => {
    const target = await tenant.admin.devices.save({ name: unique('Mixed device') });
    await tenant.admin.telemetry.saveTimeseries(target.id, [
      { ts: 1000, values: { mixed: 1.5 } },
      { ts: 2000, values: { mixed: 'on' } },
      { ts: 3000, values: { mixed: true } },
      { ts: 4000, values: { mixed: 7 } },
    ]);
    const { socket, messages } = await rawSocket(tenant.admin);
    socket.send(JSON.stringify({ entityDataCmds: [{ cmdId: 1, query: deviceQuery(target) }] }));
    await answerOf(messages, 1, 'data');
    socket.send(
      JSON.stringify({
        entityDataCmds: [{ cmdId: 1, historyCmd: { keys: ['mixed'], startTs: 0, endTs: 5000, limit: 10 } }],
      }),
    );
    expect((await answerOf(messages, 1, 'update')).update?.[0]?.timeseries).toEqual({
      mixed: [
        { ts: 4000, value: '7' },
        { ts: 3000, value: 'true' },
        { ts: 2000, value: 'on' },
        { ts: 1000, value: '1.5' },
      ],
    });
  });
});
