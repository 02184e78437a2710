import { type Api, TelemetryWebSocket, type WebSocketConstructor } from '@fleetdeck/client';
import {
  type AlarmDataUpdate,
  type Device,
  defaultTenantProfileConfiguration,
  type EntityCountUpdate,
  type EntityDataQuery,
  type EntityDataUpdate,
  type SubscriptionUpdate,
  type TelemetryWsMessage,
} from '@fleetdeck/model';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTenantWithAdmin,
  POLL,
  sleep,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;
let tenant: TenantFixture;
let other: TenantFixture;
let customer: CustomerUserFixture;
let device: Device;
let customerDevice: Device;
const open: TelemetryWebSocket[] = [];
const raws: WebSocket[] = [];

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenant, other] = await Promise.all([
    createTenantWithAdmin(server, sysadmin),
    createTenantWithAdmin(server, sysadmin),
  ]);
  customer = await createCustomerWithUser(server, tenant.admin);
  device = await tenant.admin.devices.save({ name: unique('Live device') });
  customerDevice = await tenant.admin.devices.save({ name: unique('Customer live device') });
  await tenant.admin.devices.assignToCustomer(customer.customer.id.id, customerDevice.id.id);
});

afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
  for (const socket of raws.splice(0)) socket.terminate();
});

const wsUrl = (token: string, plugin = 'telemetry') =>
  `${server.url.replace('http', 'ws')}/api/ws/plugins/${plugin}?token=${encodeURIComponent(token)}`;

/** The client of packages/client over the `ws` package; every socket made is kept so a test can drop it. */
function client(api: Api, sockets: WebSocket[] = [], onStatus?: (status: string) => void): TelemetryWebSocket {
  class Recorded extends WebSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  const socket = new TelemetryWebSocket({
    baseUrl: server.url,
    token: () => tokenOf(api),
    WebSocket: Recorded as unknown as WebSocketConstructor,
    minReconnectDelayMs: 50,
    onStatus,
  });
  open.push(socket);
  return socket;
}

/** A plain socket, for the protocol's raw frames. */
async function rawSocket(api: Api): Promise<{ socket: WebSocket; messages: TelemetryWsMessage[] }> {
  const socket = new WebSocket(wsUrl(tokenOf(api)));
  raws.push(socket);
  const messages: TelemetryWsMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, messages };
}

function eventually<T>(items: T[], match: (item: T) => boolean, timeout = 5000): Promise<T> {
  return vi.waitFor(
    () => {
      const item = items.find(match);
      if (!item) throw new Error(`nothing matched in ${timeout} ms; got ${JSON.stringify(items).slice(0, 2000)}`);
      return item;
    },
    { timeout, interval: 5 },
  );
}

/**
 * Subscribes `cmdId` to a key of its own on the device and waits for its first answer. A socket's commands are
 * handled in order, so by then every command sent before it has taken effect; later, a write to `key` answers on
 * `cmdId` after anything an earlier write caused.
 */
async function marker(socket: WebSocket, messages: TelemetryWsMessage[], cmdId: number) {
  const key = `marker${cmdId}`;
  socket.send(JSON.stringify({ tsSubCmds: [{ cmdId, entityType: 'DEVICE', entityId: device.id.id, keys: key }] }));
  await eventually(messages, (m) => (m as SubscriptionUpdate).subscriptionId === cmdId);
  return {
    /** Writes the marker key and waits for it to come back. */
    async pass(value: number) {
      await save(device, { [key]: value });
      await eventually(
        messages,
        (m) => (m as SubscriptionUpdate).subscriptionId === cmdId && Boolean((m as SubscriptionUpdate).data?.[key]),
      );
    },
  };
}

function closed(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
}

const save = (entity: Device, values: Record<string, unknown>, ts?: number, api: Api = tenant.admin) =>
  api.telemetry.saveTimeseries(entity.id, ts ? { ts, values } : values);

function deviceQuery(target: Device): EntityDataQuery {
  return {
    entityFilter: { type: 'singleEntity', singleEntity: target.id },
    pageLink: { pageSize: 10, page: 0 },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
    latestValues: [],
  };
}

describe('opening the socket', () => {
  it('refuses a missing or bad token with HTTP 401 before the upgrade', async () => {
    for (const url of [wsUrl('not-a-token'), wsUrl('').replace('?token=', '')]) {
      const socket = new WebSocket(url);
      const status = await new Promise<number>((resolve) => {
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('error', () => undefined);
      });
      expect(status).toBe(401);
    }
  });

  it('closes another plugin name with 1007', async () => {
    const socket = new WebSocket(wsUrl(tokenOf(tenant.admin), 'rpc'));
    raws.push(socket);
    expect(await closed(socket)).toEqual({ code: 1007, reason: "Can't find plugin with specified token!" });
  });

  it('answers an unparseable frame with the parse error', async () => {
    const { socket, messages } = await rawSocket(tenant.admin);
    socket.send('{"tsSubCmds": 5}');
    socket.send('not json');
    await eventually(messages, () => messages.length === 2);
    expect(messages).toEqual([
      { subscriptionId: 0, errorCode: 2, errorMsg: 'Failed to parse websocket command!', data: null, latestValues: {} },
      { subscriptionId: 0, errorCode: 2, errorMsg: 'Failed to parse websocket command!', data: null, latestValues: {} },
    ]);
  });

  it('pings every ten seconds', async () => {
    const { socket } = await rawSocket(tenant.admin);
    const started = Date.now();
    await new Promise((resolve) => socket.once('ping', resolve));
    expect(Date.now() - started).toBeLessThan(11_000);
  }, 15_000);
});

describe('v1 commands', () => {
  it('sends latest values as strings, then each saved value within 100 ms', async () => {
    await save(device, { temperature: 21.5, humidity: 40 }, 1000);
    const updates: SubscriptionUpdate[] = [];
    const ws = client(tenant.admin);
    const sub = ws.subscribeTimeseries(
      { entityType: 'DEVICE', entityId: device.id.id, keys: 'temperature,missing' },
      (u) => updates.push(u),
    );
    const first = await eventually(updates, () => true);
    expect(first).toMatchObject({ subscriptionId: sub.cmdId, errorCode: 0, errorMsg: null });
    expect(first.data?.temperature).toEqual([[1000, '21.5']]);
    expect(first.data?.missing?.[0]?.[1]).toBeNull();
    expect(first.latestValues?.temperature).toBe(1000);
    const started = Date.now();
    await save(device, { temperature: 22, humidity: 41 });
    const next = await eventually(updates, (u) => u !== first);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(Object.keys(next.data ?? {})).toEqual(['temperature']);
    expect(next.data?.temperature?.[0]?.[1]).toBe('22');
  });

  it('sends the history of a time window first, and every latest value without keys', async () => {
    const target = await tenant.admin.devices.save({ name: unique('History device') });
    await save(target, { t: 1 }, 1000);
    await save(target, { t: 2 }, 2000);
    await save(target, { t: 3 }, 3000);
    const { socket, messages } = await rawSocket(tenant.admin);
    socket.send(
      JSON.stringify({
        tsSubCmds: [
          { cmdId: 1, entityType: 'DEVICE', entityId: target.id.id, keys: 't', startTs: 1500, timeWindow: 2000 },
          { cmdId: 2, entityType: 'DEVICE', entityId: target.id.id },
        ],
        historyCmds: [
          { cmdId: 3, entityType: 'DEVICE', entityId: target.id.id, keys: 't', startTs: 0, endTs: 5000, limit: 2 },
        ],
      }),
    );
    await eventually(messages, () => messages.length === 3);
    const byId = (id: number) =>
      messages.find((m) => 'subscriptionId' in m && m.subscriptionId === id) as SubscriptionUpdate;
    expect(byId(1).data).toEqual({
      t: [
        [3000, '3'],
        [2000, '2'],
      ],
    });
    expect(byId(2).data).toEqual({ t: [[3000, '3']] });
    expect(byId(3).data).toEqual({
      t: [
        [3000, '3'],
        [2000, '2'],
      ],
    });
    expect(byId(3).latestValues).toEqual({ t: 2000 });
  });

  it('follows attributes of one scope or of all', async () => {
    const target = await tenant.admin.devices.save({ name: unique('Attribute device') });
    await tenant.admin.telemetry.saveAttributes(target.id, 'SERVER_SCOPE', { mode: 'eco' });
    const server: SubscriptionUpdate[] = [];
    const any: SubscriptionUpdate[] = [];
    const ws = client(tenant.admin);
    ws.subscribeAttributes({ entityType: 'DEVICE', entityId: target.id.id, scope: 'SERVER_SCOPE' }, (u) =>
      server.push(u),
    );
    ws.subscribeAttributes({ entityType: 'DEVICE', entityId: target.id.id, keys: 'mode,limit' }, (u) => any.push(u));
    await eventually(server, () => true);
    await eventually(any, () => true);
    expect(server[0]?.data?.mode?.[0]?.[1]).toBe('eco');
    await tenant.admin.telemetry.saveAttributes(target.id, 'SHARED_SCOPE', { limit: 5, other: 1 });
    const shared = await eventually(any, (u) => Boolean(u.data?.limit));
    expect(shared.data).toEqual({ limit: [[expect.any(Number), '5']] });
    await tenant.admin.telemetry.saveAttributes(target.id, 'SERVER_SCOPE', { mode: 'boost' });
    await eventually(server, (u) => u.data?.mode?.[0]?.[1] === 'boost');
    expect(server.some((u) => u.data?.limit)).toBe(false);
  });

  it('answers bad commands and other tenants devices with their error codes', async () => {
    const { socket, messages } = await rawSocket(tenant.admin);
    const foreign = await other.admin.devices.save({ name: unique('Foreign device') });
    socket.send(
      JSON.stringify({
        tsSubCmds: [
          { cmdId: 1, entityType: 'DEVICE', entityId: '' },
          { cmdId: -1, entityType: 'DEVICE', entityId: device.id.id },
          { cmdId: 2, entityType: 'DEVICE', entityId: foreign.id.id, keys: 'x' },
        ],
        historyCmds: [{ cmdId: 3, entityType: 'DEVICE', entityId: device.id.id, keys: '', startTs: 0, endTs: 1 }],
      }),
    );
    await eventually(messages, () => messages.length === 4);
    expect(messages.map((m) => [(m as SubscriptionUpdate).subscriptionId, m.errorCode, m.errorMsg])).toEqual([
      [1, 2, 'Device id is empty!'],
      [-1, 2, 'Cmd id is negative value!'],
      [2, 3, 'Unauthorized'],
      [3, 2, 'Keys are empty!'],
    ]);
  });

  it('stops one subscription, or all of them with an empty entity id', async () => {
    const { socket, messages } = await rawSocket(tenant.admin);
    const cmd = (cmdId: number, unsubscribe = false, entityId = device.id.id) => ({
      cmdId,
      entityType: 'DEVICE',
      entityId,
      keys: 'temperature',
      unsubscribe,
    });
    socket.send(JSON.stringify({ tsSubCmds: [cmd(1), cmd(2), cmd(3)] }));
    await eventually(messages, () => messages.length === 3);
    // Only the answers of the subscriptions under test count; the markers (cmdId 10 and up) answer too.
    const answers = () => messages.filter((m) => (m as SubscriptionUpdate).subscriptionId < 10);
    socket.send(JSON.stringify({ tsSubCmds: [cmd(1, true)] }));
    await marker(socket, messages, 10);
    await save(device, { temperature: 30 });
    await eventually(messages, () => answers().length === 5);
    expect(
      answers()
        .slice(3)
        .map((m) => (m as SubscriptionUpdate).subscriptionId)
        .sort(),
    ).toEqual([2, 3]);
    socket.send(JSON.stringify({ tsSubCmds: [cmd(0, true, '')] }));
    const after = await marker(socket, messages, 11);
    await save(device, { temperature: 31 });
    // Nothing should come for 31: once the marker written after it is back, an update for 31 would have been too.
    await after.pass(1);
    expect(answers()).toHaveLength(5);
  });
});

describe('v2 commands', () => {
  it('sends the page first, then only what changed', async () => {
    const target = await tenant.admin.devices.save({ name: unique('Data device') });
    await save(target, { temperature: 20, pressure: 1 }, 1000);
    const updates: EntityDataUpdate[] = [];
    const ws = client(tenant.admin);
    ws.subscribeEntityData(
      { query: deviceQuery(target), latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'temperature' }] } },
      (u) => updates.push(u),
    );
    const first = await eventually(updates, () => true);
    expect(first).toMatchObject({
      errorCode: 0,
      errorMsg: null,
      cmdUpdateType: 'ENTITY_DATA',
      update: null,
      allowedEntities: 10000,
    });
    expect(first.data?.data[0]?.latest?.TIME_SERIES).toEqual({ temperature: { ts: 1000, value: '20' } });
    expect(first.data?.data[0]?.latest?.ENTITY_FIELD?.name?.value).toBe(target.name);
    await save(target, { temperature: 21, pressure: 2 }, 2000);
    const change = await eventually(updates, (u) => u !== first);
    expect(change.data).toBeNull();
    expect(change.update).toEqual([
      { entityId: target.id, latest: { TIME_SERIES: { temperature: { ts: 2000, value: '21' } } }, timeseries: null },
    ]);
    await save(target, { temperature: 5 }, 1500);
    await save(target, { temperature: 22 }, 3000);
    const latest = await eventually(updates, (u) => u.update?.[0]?.latest?.TIME_SERIES?.temperature?.ts === 3000);
    expect(updates.indexOf(latest)).toBe(2);
  });

  it('carries history and time series in the first page, then new points as timeseries updates', async () => {
    const target = await tenant.admin.devices.save({ name: unique('Series device') });
    await save(target, { power: 1 }, 1000);
    await save(target, { power: 2 }, 2000);
    const updates: EntityDataUpdate[] = [];
    const ws = client(tenant.admin);
    const sub = ws.subscribeEntityData(
      {
        query: deviceQuery(target),
        historyCmd: { keys: ['power'], startTs: 0, endTs: 1500 },
        tsCmd: { keys: ['power'], startTs: 1500, timeWindow: 10 ** 13 },
      },
      (u) => updates.push(u),
    );
    const first = await eventually(updates, () => true);
    expect(first.data?.data[0]?.timeseries?.power).toEqual([{ ts: 2000, value: '2' }]);
    await save(target, { power: 3 }, 3000);
    const point = await eventually(updates, (u) => Boolean(u.update?.[0]?.timeseries));
    expect(point.update).toEqual([
      { entityId: target.id, latest: null, timeseries: { power: [{ ts: 3000, value: '3' }] } },
    ]);
    sub.update({ historyCmd: { keys: ['power'], startTs: 0, endTs: 1500 } });
    const history = await eventually(updates, (u) => u.update?.[0]?.timeseries?.power?.[0]?.ts === 1000);
    expect(history.update?.[0]?.latest).toBeNull();
    sub.update({ latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'power' }] } });
    const latest = await eventually(updates, (u) => Boolean(u.update?.[0]?.latest));
    expect(latest.update?.[0]?.latest).toEqual({ TIME_SERIES: { power: { ts: 3000, value: '3' } } });
    sub.unsubscribe();
    // A later subscription on the same socket answers once the unsubscription is handled (commands go in order),
    // and its update for a write made after power 4 comes after any update power 4 would have caused.
    const marks: EntityDataUpdate[] = [];
    ws.subscribeEntityData(
      { query: deviceQuery(device), latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'seriesMarker' }] } },
      (u) => marks.push(u),
    );
    await eventually(marks, () => true);
    const count = updates.length;
    await save(target, { power: 4 }, 4000);
    await save(device, { seriesMarker: 1 });
    await eventually(marks, (u) => Boolean(u.update));
    expect(updates).toHaveLength(count);
  });

  it('answers two history commands of one frame each with its own points, the point before the window last', async () => {
    const target = await tenant.admin.devices.save({ name: unique('History device') });
    await save(target, { temperature: 20.5, count: 1 }, 1000);
    await save(target, { temperature: 21.25, count: 2 }, 2000);
    await save(target, { temperature: 0.1 + 0.2, count: 3 }, 3000);
    const { socket, messages } = await rawSocket(tenant.admin);
    const query = deviceQuery(target);
    socket.send(
      JSON.stringify({
        entityDataCmds: [
          { cmdId: 1, query },
          { cmdId: 2, query },
        ],
      }),
    );
    await eventually(messages, (m) => (m as EntityDataUpdate).cmdId === 2 && Boolean((m as EntityDataUpdate).data));
    socket.send(
      JSON.stringify({
        entityDataCmds: [
          {
            cmdId: 1,
            historyCmd: {
              keys: ['temperature'],
              startTs: 1500,
              endTs: 4000,
              limit: 100,
              fetchLatestPreviousPoint: true,
            },
          },
          { cmdId: 2, historyCmd: { keys: ['count'], startTs: 0, endTs: 2500, limit: 100, agg: 'NONE' } },
        ],
      }),
    );
    const answer = async (cmdId: number) =>
      (await eventually(
        messages,
        (m) => (m as EntityDataUpdate).cmdId === cmdId && Boolean((m as EntityDataUpdate).update),
      )) as EntityDataUpdate;
    expect(await answer(1)).toEqual({
      cmdId: 1,
      errorCode: 0,
      errorMsg: null,
      cmdUpdateType: 'ENTITY_DATA',
      data: null,
      update: [
        {
          entityId: target.id,
          latest: null,
          timeseries: {
            temperature: [
              { ts: 3000, value: '0.30000000000000004' },
              { ts: 2000, value: '21.25' },
              { ts: 1000, value: '20.5' },
            ],
          },
        },
      ],
      allowedEntities: 10000,
    });
    expect((await answer(2)).update).toEqual([
      {
        entityId: target.id,
        latest: null,
        timeseries: {
          count: [
            { ts: 2000, value: '2' },
            { ts: 1000, value: '1' },
          ],
        },
      },
    ]);
  });

  it('reports an entity data error with the update type', async () => {
    const { socket, messages } = await rawSocket(tenant.admin);
    socket.send(
      JSON.stringify({
        entityDataCmds: [
          { cmdId: 7 },
          { cmdId: 8, query: { ...deviceQuery(device), pageLink: { pageSize: 0, page: 0 } } },
        ],
      }),
    );
    await eventually(messages, () => messages.length === 2);
    expect(messages[0]).toEqual({
      cmdId: 7,
      errorCode: 2,
      errorMsg: 'Query is empty!',
      cmdUpdateType: 'ENTITY_DATA',
      data: null,
      update: null,
      allowedEntities: 10000,
    });
    expect(messages[1]).toMatchObject({ cmdId: 8, errorCode: 2, cmdUpdateType: 'ENTITY_DATA' });
  });

  it('counts entities', async () => {
    const counts: EntityCountUpdate[] = [];
    const ws = client(customer.api);
    ws.subscribeEntityCount({ entityFilter: { type: 'entityType', entityType: 'DEVICE' } }, (u) => counts.push(u));
    expect(await eventually(counts, () => true)).toEqual({
      cmdId: expect.any(Number),
      errorCode: 0,
      errorMsg: null,
      cmdUpdateType: 'COUNT_DATA',
      count: 1,
    });
  });

  it('sends the alarm page, the whole page when an alarm comes, and the changed alarm after that', async () => {
    const target = await tenant.admin.devices.save({ name: unique('Alarm live device') });
    const updates: AlarmDataUpdate[] = [];
    const ws = client(tenant.admin);
    ws.subscribeAlarmData(
      {
        entityFilter: { type: 'singleEntity', singleEntity: target.id },
        pageLink: { pageSize: 10, page: 0, statusList: ['ACTIVE'] },
        entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
      },
      (u) => updates.push(u),
    );
    const first = await eventually(updates, () => true);
    expect(first).toMatchObject({
      cmdUpdateType: 'ALARM_DATA',
      data: { data: [], totalElements: 0 },
      update: null,
      totalEntities: 1,
    });
    const alarm = await tenant.admin.alarms.save({
      type: 'Overheat',
      originator: target.id,
      severity: 'MAJOR',
      status: 'ACTIVE_UNACK',
    });
    const page = await eventually(updates, (u) => Boolean(u.data?.data.length));
    expect(page.data?.data[0]).toMatchObject({
      id: alarm.id,
      entityId: target.id,
      originatorName: target.name,
      latest: { ENTITY_FIELD: { name: { value: target.name } } },
    });
    await tenant.admin.alarms.ack(alarm.id.id);
    const change = await eventually(updates, (u) => Boolean(u.update));
    expect(change.data).toBeNull();
    expect(change.update?.[0]).toMatchObject({ id: alarm.id, status: 'ACTIVE_ACK' });
    await tenant.admin.alarms.clear(alarm.id.id);
    const gone = await eventually(updates, (u) => u.data?.data.length === 0 && u !== first);
    expect(gone.data?.totalElements).toBe(0);
  });
});

describe('limits', () => {
  async function limitedTenant(limits: Record<string, unknown>): Promise<TenantFixture> {
    const profile = await sysadmin.tenantProfiles.save({
      name: unique('WS limits'),
      profileData: { configuration: { ...defaultTenantProfileConfiguration(), ...limits }, queueConfiguration: null },
    });
    const fixture = await createTenantWithAdmin(server, sysadmin);
    await sysadmin.tenants.save({ ...fixture.tenant, tenantProfileId: profile.id });
    return fixture;
  }

  it('closes a session past the tenant limit with 1008, and counts it no more once closed', async () => {
    const limited = await limitedTenant({ maxWsSessionsPerTenant: 1 });
    const first = await rawSocket(limited.admin);
    const second = new WebSocket(wsUrl(tokenOf(limited.admin)));
    raws.push(second);
    expect(await closed(second)).toEqual({ code: 1008, reason: 'Max tenant sessions limit reached!' });
    first.socket.close();
    await closed(first.socket);
    // The server counts the closed session out in the background: a new one gets in once it has.
    await vi.waitFor(async () => {
      const third = await rawSocket(limited.admin);
      third.socket.send(
        JSON.stringify({ tsSubCmds: [{ cmdId: 1, entityType: 'TENANT', entityId: limited.tenant.id.id }] }),
      );
      await eventually(third.messages, () => true, 1000);
    }, POLL);
  });

  it('closes a session past the subscription limit with 1008, and releases subscriptions on close', async () => {
    const limited = await limitedTenant({ maxWsSubscriptionsPerTenant: 1 });
    const cmd = (cmdId: number) => ({ cmdId, entityType: 'TENANT', entityId: limited.tenant.id.id });
    const first = await rawSocket(limited.admin);
    const closing = closed(first.socket);
    first.socket.send(JSON.stringify({ attrSubCmds: [cmd(1)] }));
    await eventually(first.messages, () => true);
    first.socket.send(JSON.stringify({ attrSubCmds: [cmd(2)] }));
    expect(await closing).toEqual({ code: 1008, reason: 'Max tenant subscriptions limit reached!' });
    // The server releases the closed session's subscriptions in the background: a new one is let in once it has.
    await vi.waitFor(async () => {
      const second = await rawSocket(limited.admin);
      second.socket.send(JSON.stringify({ attrSubCmds: [cmd(1)] }));
      const answer = await eventually(second.messages, () => true, 1000);
      expect(answer.errorCode).toBe(0);
    }, POLL);
  });

  it('drops updates past the session rate limit after one Too many updates! message', async () => {
    const limited = await limitedTenant({ wsUpdatesPerSessionRateLimit: '2:60' });
    const target = await limited.admin.devices.save({ name: unique('Rate device') });
    const { socket, messages } = await rawSocket(limited.admin);
    socket.send(JSON.stringify({ tsSubCmds: [{ cmdId: 4, entityType: 'DEVICE', entityId: target.id.id, keys: 'x' }] }));
    await eventually(messages, () => true);
    for (let i = 1; i <= 4; i++) await save(target, { x: i }, undefined, limited.admin);
    await eventually(messages, () => messages.length >= 3);
    // Proves that nothing more comes, so only a wait will do: the limit would drop a marker message as well.
    await sleep(300);
    expect(messages).toHaveLength(3);
    expect(messages[2]).toEqual({
      subscriptionId: 4,
      errorCode: 34,
      errorMsg: 'Too many updates!',
      data: null,
      latestValues: {},
    });
  });
});

describe('the client', () => {
  it('reconnects after a drop and restores its subscriptions', async () => {
    const sockets: WebSocket[] = [];
    const statuses: string[] = [];
    const ws = client(tenant.admin, sockets, (status) => statuses.push(status));
    const updates: EntityDataUpdate[] = [];
    const target = await tenant.admin.devices.save({ name: unique('Reconnect device') });
    ws.subscribeEntityData(
      { query: deviceQuery(target), latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'level' }] } },
      (u) => updates.push(u),
    );
    await eventually(updates, () => true);
    statuses.length = 0;
    sockets[0]?.terminate();
    await eventually(statuses, (status) => status === 'open');
    expect(statuses).toEqual(['reconnecting', 'open']);
    expect(sockets).toHaveLength(2);
    await eventually(updates, () => updates.length === 2);
    await save(target, { level: 7 }, 7000);
    const change = await eventually(updates, (u) => Boolean(u.update));
    expect(change.update?.[0]?.latest?.TIME_SERIES?.level).toEqual({ ts: 7000, value: '7' });
  });

  it('lets a customer user follow its own device and not another', async () => {
    const ws = client(customer.api);
    const own: SubscriptionUpdate[] = [];
    const foreign: SubscriptionUpdate[] = [];
    ws.subscribeTimeseries({ entityType: 'DEVICE', entityId: customerDevice.id.id, keys: 'x' }, (u) => own.push(u));
    ws.subscribeTimeseries({ entityType: 'DEVICE', entityId: device.id.id, keys: 'x' }, (u) => foreign.push(u));
    expect((await eventually(own, () => true)).errorCode).toBe(0);
    expect(await eventually(foreign, () => true)).toMatchObject({ errorCode: 3, errorMsg: 'Unauthorized' });
    await save(customerDevice, { x: 1 });
    await eventually(own, (u) => u.data?.x?.[0]?.[1] === '1');
  });
});
