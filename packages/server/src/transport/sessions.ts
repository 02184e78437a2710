import type { KvEntry } from '../telemetry/kv.js';
import { kvEntriesToJson } from '../telemetry/parse.js';
import type { TransportDevice } from './device-identity.js';

/** A shared-attribute change pushed to a device: new values, or the keys that went away. */
export type AttributeUpdate = { entries: KvEntry[] } | { deleted: string[] };

/** The update as devices receive it: `{"k":v}` or `{"deleted":["k"]}`. */
export function attributeUpdateJson(update: AttributeUpdate): string {
  return 'deleted' in update ? JSON.stringify({ deleted: update.deleted }) : kvEntriesToJson(update.entries);
}

/** A server-side RPC request as the device sees it. */
export interface ToDeviceRpc {
  /** the per-device sequence number the device answers with */
  id: number;
  method: string;
  /** JSON text, or plain text when the caller sent a string */
  params: string;
}

/** What became of a request a session sent: SENT when an acknowledgement is awaited, DELIVERED once it is there. */
export type RpcDeliveryStatus = 'SENT' | 'DELIVERED';

/**
 * One way of reaching a device: its MQTT connection, a gateway's connection on behalf of a child device, or an HTTP
 * long poll. The registry keeps them per device, so shared-attribute pushes, server-side RPC and deletion find them.
 */
export interface DeviceSession {
  readonly id: string;
  device: TransportDevice;
  /**
   * Long polls answer one message and are gone (the platform's SYNC sessions); they do not make a device
   * "connected".
   */
  readonly sync: boolean;
  attributesSubscribed: boolean;
  rpcSubscribed: boolean;
  sendAttributeUpdate(update: AttributeUpdate): void;
  sendRpcRequest(request: ToDeviceRpc, onStatus: (status: RpcDeliveryStatus) => void): void;
  /** The device was deleted, or its connection is being shut; the session ends itself and leaves the registry. */
  close(reason: 'deleted' | 'shutdown'): void;
}

export interface SessionListener {
  /** the first lasting session of a device opened */
  connected(device: TransportDevice): void;
  /** the last lasting session of a device closed */
  disconnected(device: TransportDevice): void;
  /** a session subscribed to RPC requests: pending requests go out now */
  rpcSubscribed(session: DeviceSession): void;
  /** any session closed, long polls included */
  closed?(session: DeviceSession): void;
}

/** Every open device session of this server process, by device. */
export class DeviceSessionRegistry {
  private readonly byDevice = new Map<string, Set<DeviceSession>>();
  private readonly listeners: SessionListener[] = [];
  /** client-side RPCs of this process's sessions waiting for the rule engine's reply, by `<sessionId>-<requestId>` */
  readonly clientRpcWaiters = new Map<string, (reply: string) => void>();

  /** Hands the rule engine's reply to the session's waiting client-side RPC; false when nobody waits any more. */
  replyToClientRpc(sessionId: string, requestId: number, body: string): boolean {
    const waiter = this.clientRpcWaiters.get(`${sessionId}-${requestId}`);
    waiter?.(body);
    return Boolean(waiter);
  }

  addListener(listener: SessionListener): void {
    this.listeners.push(listener);
  }

  open(session: DeviceSession): void {
    let sessions = this.byDevice.get(session.device.id);
    if (!sessions) {
      sessions = new Set();
      this.byDevice.set(session.device.id, sessions);
    }
    const wasConnected = this.lastingCount(sessions) > 0;
    sessions.add(session);
    if (!session.sync && !wasConnected) for (const listener of this.listeners) listener.connected(session.device);
  }

  close(session: DeviceSession): void {
    const sessions = this.byDevice.get(session.device.id);
    if (!sessions?.delete(session)) return;
    if (sessions.size === 0) this.byDevice.delete(session.device.id);
    if (!session.sync && this.lastingCount(sessions) === 0) {
      for (const listener of this.listeners) listener.disconnected(session.device);
    }
    for (const listener of this.listeners) listener.closed?.(session);
  }

  subscribeRpc(session: DeviceSession): void {
    session.rpcSubscribed = true;
    for (const listener of this.listeners) listener.rpcSubscribed(session);
  }

  sessionsOf(deviceId: string): DeviceSession[] {
    return [...(this.byDevice.get(deviceId) ?? [])];
  }

  rpcSessionsOf(deviceId: string): DeviceSession[] {
    return this.sessionsOf(deviceId).filter((session) => session.rpcSubscribed);
  }

  isConnected(deviceId: string): boolean {
    const sessions = this.byDevice.get(deviceId);
    return sessions ? this.lastingCount(sessions) > 0 : false;
  }

  all(): DeviceSession[] {
    return [...this.byDevice.values()].flatMap((sessions) => [...sessions]);
  }

  private lastingCount(sessions: Set<DeviceSession>): number {
    let count = 0;
    for (const session of sessions) if (!session.sync) count++;
    return count;
  }
}
