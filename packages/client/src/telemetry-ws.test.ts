import type { EntityDataQuery, TelemetryPluginCmdsWrapper } from '@fleetdeck/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TelemetryWebSocket, type WebSocketLike } from './telemetry-ws.js';

/** A fake server end at the network edge: records what the client sends and lets the test answer or drop. */
class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: TelemetryPluginCmdsWrapper[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  accept(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  answer(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }

  static last(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const QUERY: EntityDataQuery = {
  entityFilter: { type: 'entityType', entityType: 'DEVICE' },
  pageLink: { pageSize: 10, page: 0 },
  entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
};

function client(options: { reconnect?: boolean } = {}) {
  return new TelemetryWebSocket({
    baseUrl: 'https://fleet.example:8443',
    token: () => 'jwt-1',
    WebSocket: FakeSocket,
    minReconnectDelayMs: 10,
    ...options,
  });
}

afterEach(() => {
  FakeSocket.all = [];
});

describe('TelemetryWebSocket', () => {
  it('connects to the telemetry path with the token and a secure scheme for https', async () => {
    const ws = client();
    const connected = ws.connect();
    await tick();
    FakeSocket.last().accept();
    await connected;
    expect(FakeSocket.last().url).toBe('wss://fleet.example:8443/api/ws/plugins/telemetry?token=jwt-1');
    expect(ws.status).toBe('open');
    ws.close();
  });

  it('sends the commands of one tick in one message and routes updates to their listeners', async () => {
    const ws = client();
    const connected = ws.connect();
    await tick();
    const socket = FakeSocket.last();
    socket.accept();
    await connected;
    const tsUpdates = vi.fn();
    const dataUpdates = vi.fn();
    const ts = ws.subscribeTimeseries({ entityType: 'DEVICE', entityId: 'd1', keys: 'temperature' }, tsUpdates);
    const data = ws.subscribeEntityData({ query: QUERY, latestCmd: { keys: [] } }, dataUpdates);
    await tick();
    expect(socket.sent).toEqual([
      {
        tsSubCmds: [{ entityType: 'DEVICE', entityId: 'd1', keys: 'temperature', cmdId: ts.cmdId }],
        entityDataCmds: [{ query: QUERY, latestCmd: { keys: [] }, cmdId: data.cmdId }],
      },
    ]);
    socket.answer({ subscriptionId: ts.cmdId, errorCode: 0, errorMsg: null, data: { temperature: [[1, '2']] } });
    socket.answer({ cmdId: data.cmdId, cmdUpdateType: 'ENTITY_DATA', errorCode: 0, data: null, update: [] });
    expect(tsUpdates).toHaveBeenCalledWith(expect.objectContaining({ data: { temperature: [[1, '2']] } }));
    expect(dataUpdates).toHaveBeenCalledWith(expect.objectContaining({ cmdUpdateType: 'ENTITY_DATA' }));
    ws.close();
  });

  it('updates an entity data command by its id and unsubscribes in the matching lists', async () => {
    const ws = client();
    const connected = ws.connect();
    await tick();
    const socket = FakeSocket.last();
    socket.accept();
    await connected;
    const data = ws.subscribeEntityData({ query: QUERY }, () => undefined);
    const attributes = ws.subscribeAttributes({ entityType: 'DEVICE', entityId: 'd1', scope: 'SHARED_SCOPE' }, vi.fn());
    await tick();
    data.update({ tsCmd: { keys: ['temperature'], startTs: 1, timeWindow: 1000 } });
    data.unsubscribe();
    attributes.unsubscribe();
    await tick();
    expect(socket.sent[1]).toEqual({
      entityDataCmds: [{ cmdId: data.cmdId, tsCmd: { keys: ['temperature'], startTs: 1, timeWindow: 1000 } }],
      entityDataUnsubscribeCmds: [{ cmdId: data.cmdId }],
      attrSubCmds: [
        { entityType: 'DEVICE', entityId: 'd1', scope: 'SHARED_SCOPE', cmdId: attributes.cmdId, unsubscribe: true },
      ],
    });
    expect(ws.activeCount).toBe(0);
    ws.close();
  });

  it('resolves a history read with its one answer', async () => {
    const ws = client();
    const read = ws.history({ entityType: 'DEVICE', entityId: 'd1', keys: 't', startTs: 0, endTs: 10 });
    await tick();
    const socket = FakeSocket.last();
    socket.accept();
    expect(socket.sent[0]?.historyCmds?.[0]).toMatchObject({ keys: 't', cmdId: 1 });
    socket.answer({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { t: [[5, '1']] } });
    await expect(read).resolves.toMatchObject({ data: { t: [[5, '1']] } });
    expect(ws.activeCount).toBe(0);
    ws.close();
  });

  it('reconnects after a drop and sends every active command again', async () => {
    const statuses: string[] = [];
    const ws = new TelemetryWebSocket({
      baseUrl: 'http://localhost:8080',
      token: () => 'jwt-1',
      WebSocket: FakeSocket,
      minReconnectDelayMs: 5,
      onStatus: (status) => statuses.push(status),
    });
    const count = ws.subscribeEntityCount({ entityFilter: { type: 'entityType', entityType: 'DEVICE' } }, vi.fn());
    const data = ws.subscribeEntityData({ query: QUERY }, vi.fn());
    await tick();
    FakeSocket.last().accept();
    data.update({ latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'temperature' }] } });
    await tick();
    FakeSocket.last().drop();
    expect(ws.status).toBe('reconnecting');
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    const second = FakeSocket.last();
    expect(FakeSocket.all).toHaveLength(2);
    expect(second.url).toBe('ws://localhost:8080/api/ws/plugins/telemetry?token=jwt-1');
    second.accept();
    expect(second.sent).toEqual([
      {
        entityCountCmds: [
          { query: { entityFilter: { type: 'entityType', entityType: 'DEVICE' } }, cmdId: count.cmdId },
        ],
        entityDataCmds: [
          { query: QUERY, cmdId: data.cmdId, latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'temperature' }] } },
        ],
      },
    ]);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    ws.close();
  });

  it('stays closed after close() and when reconnect is off', async () => {
    const ws = client({ reconnect: false });
    ws.subscribeAttributes({ entityType: 'DEVICE', entityId: 'd1' }, vi.fn());
    await tick();
    FakeSocket.last().accept();
    FakeSocket.last().drop(1008);
    expect(ws.status).toBe('closed');
    // Proves that no reconnect comes, so only a wait will do: three times the 10 ms reconnect delay of this client.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(FakeSocket.all).toHaveLength(1);
    const other = client();
    const connected = other.connect();
    await tick();
    FakeSocket.last().accept();
    await connected;
    other.close();
    expect(FakeSocket.last().closedWith).toBe(1000);
    expect(other.status).toBe('closed');
  });
});
