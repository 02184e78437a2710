// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket';
import { TelemetryServiceContext, useAttributes, useLatestTelemetry } from './live-hooks';
import { TelemetryService, type TelemetrySessionTokens } from './telemetry-service';

const DEVICE = { entityType: 'DEVICE' as const, id: '784f394c-42b6-435a-983c-b7beff2784f9' };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Session tokens as the console keeps them: a token, a refresh that replaces it, listeners told of changes. */
class Tokens implements TelemetrySessionTokens {
  token: string | null = 'jwt-1';
  valid = true;
  refreshes = 0;
  private readonly listeners = new Set<() => void>();
  getToken = () => this.token;
  getRefreshToken = () => (this.token ? 'refresh' : null);
  isTokenValid = () => this.valid;
  refresh = async () => {
    this.refreshes++;
    this.set(`jwt-${this.refreshes + 1}`);
  };
  onChange = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  set(token: string | null) {
    this.token = token;
    this.valid = token !== null;
    for (const listener of this.listeners) listener();
  }
}

function service(tokens = new Tokens()) {
  return {
    tokens,
    telemetry: new TelemetryService({
      tokens,
      baseUrl: 'http://fleet.example',
      WebSocket: FakeSocket,
      minReconnectDelayMs: 5,
    }),
  };
}

function wrapperFor(telemetry: TelemetryService) {
  return ({ children }: { children: ReactNode }) =>
    createElement(TelemetryServiceContext.Provider, { value: telemetry }, children);
}

afterEach(() => FakeSocket.reset());

describe('telemetry service', () => {
  it('opens no socket until something subscribes, then one socket with the access token', async () => {
    const { telemetry } = service();
    await settle();
    expect(FakeSocket.all).toHaveLength(0);
    telemetry.subscribeLatest(DEVICE, null, () => undefined);
    telemetry.subscribeAttributes(DEVICE, 'SERVER_SCOPE', null, () => undefined);
    await settle();
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.last().url).toBe('ws://fleet.example/api/ws/plugins/telemetry?token=jwt-1');
    FakeSocket.last().accept();
    await settle();
    expect(FakeSocket.last().commands('tsSubCmds')).toEqual([
      { entityType: 'DEVICE', entityId: DEVICE.id, keys: null, cmdId: 1 },
    ]);
    expect(FakeSocket.last().commands('attrSubCmds')).toEqual([
      { entityType: 'DEVICE', entityId: DEVICE.id, scope: 'SERVER_SCOPE', keys: null, cmdId: 2 },
    ]);
  });

  it('refreshes an expired token before opening', async () => {
    const { telemetry, tokens } = service();
    tokens.valid = false;
    telemetry.subscribeLatest(DEVICE, null, () => undefined);
    await settle();
    expect(tokens.refreshes).toBe(1);
    expect(FakeSocket.all.map((socket) => socket.token)).toEqual(['jwt-2']);
  });

  it('re-opens with the fresh token after a refresh and restores every subscription', async () => {
    const { telemetry, tokens } = service();
    telemetry.subscribeLatest(DEVICE, ['temperature'], () => undefined);
    telemetry.subscribeAttributes(DEVICE, 'SHARED_SCOPE', null, () => undefined);
    await settle();
    const first = FakeSocket.last();
    first.accept();
    await settle();

    tokens.set('jwt-refreshed');
    await settle();
    expect(first.closedWith).toBe(1000);
    const second = FakeSocket.last();
    expect(second).not.toBe(first);
    expect(second.token).toBe('jwt-refreshed');
    second.accept();
    await settle();
    expect(second.commands('tsSubCmds').map((cmd) => cmd.keys)).toEqual(['temperature']);
    expect(second.commands('attrSubCmds').map((cmd) => cmd.scope)).toEqual(['SHARED_SCOPE']);
  });

  it('closes the socket when the session ends', async () => {
    const { telemetry, tokens } = service();
    telemetry.subscribeLatest(DEVICE, null, () => undefined);
    await settle();
    FakeSocket.last().accept();
    tokens.set(null);
    expect(FakeSocket.last().closedWith).toBe(1000);
    expect(telemetry.status).toBe('closed');
  });

  it('tells the server when a subscription ends', async () => {
    const { telemetry } = service();
    const stop = telemetry.subscribeLatest(DEVICE, null, () => undefined);
    await settle();
    FakeSocket.last().accept();
    await settle();
    stop();
    await settle();
    expect(FakeSocket.last().commands('tsSubCmds').at(-1)).toMatchObject({ cmdId: 1, unsubscribe: true });
  });

  it('keeps an alarm data subscription across a token refresh and ends it with an unsubscribe command', async () => {
    const { telemetry, tokens } = service();
    const query = {
      entityFilter: { type: 'singleEntity' as const, singleEntity: DEVICE },
      pageLink: { page: 0, pageSize: 5 },
    };
    const updates: unknown[] = [];
    const stop = telemetry.subscribeAlarmData(query, (update) => updates.push(update));
    await settle();
    FakeSocket.last().accept();
    await settle();
    tokens.set('jwt-refreshed');
    await settle();
    const second = FakeSocket.last();
    second.accept();
    await settle();
    const [command] = second.commands('alarmDataCmds');
    expect(command.query).toEqual(query);
    act(() =>
      second.answer({ cmdId: command.cmdId, errorCode: 0, cmdUpdateType: 'ALARM_DATA', data: null, update: [] }),
    );
    expect(updates).toHaveLength(1);

    stop();
    await settle();
    expect(second.commands('alarmDataUnsubscribeCmds')).toEqual([{ cmdId: command.cmdId }]);
  });

  it('marks the first update after a reconnect as complete again', async () => {
    const { telemetry } = service();
    const listener = vi.fn();
    telemetry.subscribeLatest(DEVICE, null, listener);
    await settle();
    FakeSocket.last().accept();
    const update = { subscriptionId: 1, errorCode: 0, errorMsg: null, data: { t: [[1, '1']] } };
    FakeSocket.last().answer(update);
    FakeSocket.last().answer(update);
    const dropped = FakeSocket.last();
    dropped.drop();
    await act(() => vi.waitFor(() => expect(FakeSocket.last()).not.toBe(dropped)));
    FakeSocket.last().accept();
    FakeSocket.last().answer(update);
    expect(listener.mock.calls.map((call) => call[1])).toEqual([true, false, true]);
  });
});

describe('live hooks', () => {
  it('shows the latest values and merges each update without a reload', async () => {
    const { telemetry } = service();
    const { result } = renderHook(() => useLatestTelemetry(DEVICE), { wrapper: wrapperFor(telemetry) });
    expect(result.current.ready).toBe(false);
    await settle();
    const socket = FakeSocket.last();
    socket.accept();
    await settle();
    act(() =>
      socket.answer({
        subscriptionId: 1,
        errorCode: 0,
        errorMsg: null,
        data: { temperature: [[1000, '21.5']], humidity: [[1000, '40']] },
      }),
    );
    expect(result.current.ready).toBe(true);
    expect(result.current.values.get('temperature')).toEqual({ key: 'temperature', ts: 1000, value: '21.5' });

    act(() =>
      socket.answer({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { temperature: [[2000, '22']] } }),
    );
    expect(result.current.values.get('temperature')?.value).toBe('22');
    expect(result.current.values.get('humidity')?.value).toBe('40');
  });

  it('keeps the newest point when an older one arrives late', async () => {
    const { telemetry } = service();
    const { result } = renderHook(() => useLatestTelemetry(DEVICE), { wrapper: wrapperFor(telemetry) });
    await settle();
    const socket = FakeSocket.last();
    socket.accept();
    act(() => socket.answer({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { t: [[2000, 'new']] } }));
    act(() => socket.answer({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { t: [[1000, 'old']] } }));
    expect(result.current.values.get('t')?.value).toBe('new');
  });

  it('reports the server error of a subscription', async () => {
    const { telemetry } = service();
    const { result } = renderHook(() => useAttributes(DEVICE, 'CLIENT_SCOPE'), { wrapper: wrapperFor(telemetry) });
    await settle();
    FakeSocket.last().accept();
    act(() => FakeSocket.last().answer({ subscriptionId: 1, errorCode: 3, errorMsg: 'Unauthorized', data: null }));
    expect(result.current.error).toBe('Unauthorized');
  });

  it('reload subscribes again and the complete answer drops deleted keys', async () => {
    const { telemetry } = service();
    const { result } = renderHook(() => useAttributes(DEVICE, 'SERVER_SCOPE'), { wrapper: wrapperFor(telemetry) });
    await settle();
    const socket = FakeSocket.last();
    socket.accept();
    act(() =>
      socket.answer({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { a: [[1, 'x']], b: [[1, 'y']] } }),
    );
    act(() => result.current.reload());
    await settle();
    expect(socket.commands('attrSubCmds').map((cmd) => [cmd.cmdId, cmd.unsubscribe ?? false])).toEqual([
      [1, false],
      [1, true],
      [2, false],
    ]);
    expect(result.current.values.size).toBe(2);
    act(() => socket.answer({ subscriptionId: 2, errorCode: 0, errorMsg: null, data: { a: [[1, 'x']] } }));
    expect([...result.current.values.keys()]).toEqual(['a']);
  });

  it('unsubscribes when the component goes away', async () => {
    const { telemetry } = service();
    const { unmount } = renderHook(() => useLatestTelemetry(DEVICE, ['temperature']), {
      wrapper: wrapperFor(telemetry),
    });
    await settle();
    FakeSocket.last().accept();
    await settle();
    unmount();
    await settle();
    expect(FakeSocket.last().commands('tsSubCmds').at(-1)).toMatchObject({ keys: 'temperature', unsubscribe: true });
  });
});
