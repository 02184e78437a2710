import { describe, expect, it } from 'vitest';
import type { ClusterLink } from '../realtime/event-bus.js';
import type { TransportDevice } from '../transport/device-identity.js';
import { type DeviceSession, DeviceSessionRegistry } from '../transport/sessions.js';
import { ClusterRpcRoute, type RoutedRpcRequest } from './cluster-route.js';

/** Channels shared by the links of one test, as Redis publish/subscribe shares them between processes. */
class Channels {
  private readonly listeners = new Map<string, Set<(message: unknown) => void>>();

  link(processId: string): ClusterLink {
    return {
      processId,
      send: async (channel, message) => {
        const listeners = [...(this.listeners.get(channel) ?? [])];
        // Delivered after the send resolves, as a message over a network arrives later.
        setImmediate(() => {
          for (const listener of listeners) listener(JSON.parse(JSON.stringify(message)));
        });
        return listeners.length;
      },
      listen: async (channel, handler) => {
        let set = this.listeners.get(channel);
        if (!set) {
          set = new Set();
          this.listeners.set(channel, set);
        }
        set.add(handler);
        return async () => {
          set.delete(handler);
        };
      },
    };
  }
}

function session(deviceId: string): DeviceSession {
  return {
    id: `session-${deviceId}`,
    device: { id: deviceId } as TransportDevice,
    sync: false,
    attributesSubscribed: false,
    rpcSubscribed: false,
    sendAttributeUpdate: () => undefined,
    sendRpcRequest: () => undefined,
    close: () => undefined,
  };
}

const request = (deviceId: string, rpcId = 'r1'): RoutedRpcRequest => ({
  tenantId: 't1',
  deviceId,
  requestId: 1,
  method: 'getLoad',
  params: '{}',
  oneway: false,
  expirationTime: Date.now() + 5_000,
  persistent: false,
  requestUUID: rpcId,
});

function member(
  channels: Channels,
  processId: string,
  deliver = async (r: RoutedRpcRequest) => ({ response: r.method }),
) {
  const sessions = new DeviceSessionRegistry();
  const errors: unknown[] = [];
  const route = new ClusterRpcRoute(channels.link(processId), sessions, deliver, (error) => errors.push(error));
  return { sessions, route, errors };
}

describe('ClusterRpcRoute', () => {
  it('answers at once that no process holds a device none has an RPC session of', async () => {
    const channels = new Channels();
    const caller = member(channels, 'a');
    await caller.route.start();
    expect(await caller.route.forward(request('d1'))).toBeNull();
    await caller.route.stop();
  });

  it('delivers a request on the process holding the device and brings its outcome back', async () => {
    const channels = new Channels();
    const caller = member(channels, 'a');
    const holder = member(channels, 'b', async (r) => ({ response: JSON.stringify({ delivered: r.requestUUID }) }));
    await Promise.all([caller.route.start(), holder.route.start()]);
    const held = session('d1');
    holder.sessions.open(held);
    holder.sessions.subscribeRpc(held);
    expect(await caller.route.forward(request('d1', 'r7'))).toEqual({ response: '{"delivered":"r7"}' });
    await Promise.all([caller.route.stop(), holder.route.stop()]);
  });

  it('stops holding a device once its last RPC session closes', async () => {
    const channels = new Channels();
    const caller = member(channels, 'a');
    const holder = member(channels, 'b');
    await Promise.all([caller.route.start(), holder.route.start()]);
    const held = session('d1');
    holder.sessions.open(held);
    holder.sessions.subscribeRpc(held);
    expect(await caller.route.forward(request('d1'))).toEqual({ response: 'getLoad' });
    holder.sessions.close(held);
    await expect.poll(() => caller.route.forward(request('d1'))).toBeNull();
    await Promise.all([caller.route.stop(), holder.route.stop()]);
  });

  it('fails the request where it was made when the holder fails to deliver it', async () => {
    const channels = new Channels();
    const caller = member(channels, 'a');
    const holder = member(channels, 'b', async () => {
      throw new Error('the rpc table is gone');
    });
    await Promise.all([caller.route.start(), holder.route.start()]);
    const held = session('d1');
    holder.sessions.open(held);
    holder.sessions.subscribeRpc(held);
    await expect(caller.route.forward(request('d1'))).rejects.toThrow('the rpc table is gone');
    expect(holder.errors).toHaveLength(1);
    await Promise.all([caller.route.stop(), holder.route.stop()]);
  });

  it('ends a forwarded request as timed out when the holder never answers', async () => {
    const channels = new Channels();
    const caller = member(channels, 'a');
    const holder = member(channels, 'b', () => new Promise(() => undefined));
    await Promise.all([caller.route.start(), holder.route.start()]);
    const held = session('d1');
    holder.sessions.open(held);
    holder.sessions.subscribeRpc(held);
    // It waits out the expiration and a grace of two seconds for an answer from the holder.
    const outcome = caller.route.forward({ ...request('d1'), expirationTime: Date.now() });
    expect(await outcome).toEqual({ error: 'TIMEOUT' });
    await Promise.all([caller.route.stop(), holder.route.stop()]);
  });
});
