import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import type { RealtimeHub } from './hub.js';
import { DEFAULT_MSG_QUEUE_LIMIT, type WsLimits } from './limits.js';
import { CLOSE_POLICY_VIOLATION, MAX_PENDING_BYTES, MAX_PENDING_UPDATES_MESSAGE, WsSession } from './session.js';

const limits = (extra: Partial<WsLimits> = {}): WsLimits => ({
  maxSessionsPerTenant: 0,
  maxSessionsPerCustomer: 0,
  maxSessionsPerRegularUser: 0,
  maxSessionsPerPublicUser: 0,
  maxSubscriptionsPerTenant: 0,
  maxSubscriptionsPerCustomer: 0,
  maxSubscriptionsPerRegularUser: 0,
  maxSubscriptionsPerPublicUser: 0,
  msgQueueLimitPerSession: DEFAULT_MSG_QUEUE_LIMIT,
  updatesPerSessionRateLimit: null,
  ...extra,
});

/** A socket that never finishes writing: what a consumer that stopped reading looks like from the server. */
function slowSocket() {
  const socket = {
    bufferedAmount: 0,
    sent: [] as string[],
    send: vi.fn((data: string) => {
      socket.sent.push(data);
      socket.bufferedAmount += data.length;
    }),
    close: vi.fn(),
    on: vi.fn(),
    ping: vi.fn(),
    terminate: vi.fn(),
  };
  return socket;
}

function session(socket: ReturnType<typeof slowSocket>, wsLimits: WsLimits) {
  const hub = { closeSession: vi.fn(), releaseSubscriptions: vi.fn() } as unknown as RealtimeHub;
  const created = new WsSession({} as AppContext, hub, socket as unknown as WebSocket, {} as SecurityUser, wsLimits);
  return created;
}

describe('WsSession outbound bounds', () => {
  it('closes a consumer whose unsent updates reach the message limit with 1008', () => {
    const socket = slowSocket();
    const ws = session(socket, limits({ msgQueueLimitPerSession: 3 }));
    for (let i = 0; i < 3; i++) ws.send(1, { n: i });
    expect(socket.close).not.toHaveBeenCalled();
    ws.send(1, { n: 3 });
    expect(socket.close).toHaveBeenCalledWith(CLOSE_POLICY_VIOLATION, MAX_PENDING_UPDATES_MESSAGE);
    expect(socket.sent).toHaveLength(3);
    expect(ws.isOpen).toBe(false);
    ws.send(1, { n: 4 });
    expect(socket.sent).toHaveLength(3);
  });

  it('closes a consumer whose unsent bytes pass the byte limit, however few the updates', () => {
    const socket = slowSocket();
    const ws = session(socket, limits());
    const large = { data: 'x'.repeat(MAX_PENDING_BYTES / 2 - 100) };
    ws.send(1, large);
    ws.send(1, large);
    expect(socket.close).not.toHaveBeenCalled();
    ws.send(1, large);
    ws.send(1, { small: true });
    expect(socket.close).toHaveBeenCalledWith(CLOSE_POLICY_VIOLATION, MAX_PENDING_UPDATES_MESSAGE);
    expect(socket.sent).toHaveLength(3);
  });
});
