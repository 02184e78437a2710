import type { RpcStatus } from '@fleetdeck/model';
import { fromJsonText, toJsonText } from '../common/json.js';
import { newId } from '../common/uuid.js';
import type { ClusterLink } from '../realtime/event-bus.js';
import type { Db } from '../storage/schema.js';
import type { DeviceSession, DeviceSessionRegistry, RpcDeliveryStatus, ToDeviceRpc } from '../transport/sessions.js';
import { ClusterRpcRoute, type RoutedRpcRequest } from './cluster-route.js';
import { deleteRpcRow, insertRpc, openRpcRows, type RpcRow, updateRpcStatus } from './store.js';

/** A request to send one server-side RPC to a device, as the rule engine's RPC Call Request node makes it. */
export interface DeviceRpcRequest {
  tenantId: string;
  deviceId: string;
  requestId: number;
  method: string;
  /** JSON text (or plain text when the caller sent a string) */
  params: string;
  oneway: boolean;
  expirationTime: number;
  persistent: boolean;
  retries?: number | null;
  /** the id of the REST call (metadata requestUUID), so the caller's answer finds it; new when absent */
  requestUUID?: string;
  additionalInfo?: unknown;
}

/** The device's reply (JSON text), or the platform's RpcError name (TIMEOUT, NO_ACTIVE_CONNECTION, ...). */
export interface DeviceRpcResult {
  response?: string;
  error?: string;
}

/** The platform's cap on delivery retries (actors.rpc.max_retries). */
const MAX_RETRIES = 5;
/** How long a QoS 1 request may wait for its PUBACK before it counts as a delivery timeout. */
const ACK_TIMEOUT_MS = 10_000;

interface PendingRpc {
  rpcId: string;
  seq: number;
  request: DeviceRpcRequest;
  sent: boolean;
  delivered: boolean;
  attempts: number;
  expiryTimer: NodeJS.Timeout | null;
  ackTimer: NodeJS.Timeout | null;
  settle(result: DeviceRpcResult): void;
}

/**
 * Server-side RPC to devices, as the platform's device actor does it: a request goes to every session of the device
 * that subscribed to RPC, or waits for one until it expires; replies come back by the per-device sequence number.
 * Persistent requests are kept in the rpc table with their status, and survive a restart. In a cluster, a request
 * for a device with no RPC session here goes to the process that has one, when another has one.
 */
export class DeviceRpcManager {
  private readonly pending = new Map<string, Map<number, PendingRpc>>();
  private readonly sequences = new Map<string, number>();
  private readonly outcomeWaiters = new Map<string, (result: DeviceRpcResult) => void>();
  private readonly failures: (error: unknown) => void;
  private readonly route: ClusterRpcRoute | null;

  constructor(
    private readonly db: Db,
    private readonly sessions: DeviceSessionRegistry,
    onError: (error: unknown) => void = () => undefined,
    cluster: ClusterLink | null = null,
  ) {
    this.failures = onError;
    this.route = cluster
      ? new ClusterRpcRoute(cluster, sessions, (request) => this.sendLocally(request), onError)
      : null;
    sessions.addListener({
      connected: () => undefined,
      disconnected: () => undefined,
      rpcSubscribed: (session) => this.sendPending(session),
    });
  }

  /** Restores the open persistent requests of an earlier run; those past their expiration become EXPIRED. */
  async start(): Promise<void> {
    await this.route?.start();
    for (const row of await openRpcRows(this.db)) {
      if (Number(row.expiration_time) <= Date.now()) {
        await updateRpcStatus(this.db, row.id, 'EXPIRED');
        continue;
      }
      this.restore(row);
    }
  }

  async stop(): Promise<void> {
    for (const byDevice of this.pending.values()) {
      for (const rpc of byDevice.values()) this.clearTimers(rpc);
    }
    this.pending.clear();
    await this.route?.stop();
  }

  /**
   * Waits for the outcome of the request with this id (the REST call's requestUUID): the device's reply, an error,
   * or {rpcId} once a persistent request is stored.
   */
  awaitOutcome(rpcId: string, timeoutMs: number): Promise<DeviceRpcResult> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.outcomeWaiters.delete(rpcId);
        resolve({ error: 'TIMEOUT' });
      }, timeoutMs);
      this.outcomeWaiters.set(rpcId, (result) => {
        clearTimeout(timer);
        this.outcomeWaiters.delete(rpcId);
        resolve(result);
      });
    });
  }

  /**
   * The RPC Reply node's answer to a client-side RPC. The device's message runs through the rule engine of the
   * process holding its session, so the session waits here.
   */
  replyToClientRpc(sessionId: string, requestId: number, body: string): boolean {
    return this.sessions.replyToClientRpc(sessionId, requestId, body);
  }

  /** Sends (or queues) one request; resolves with the reply, {rpcId} for persistent requests, or an error name. */
  async sendToDevice(request: DeviceRpcRequest): Promise<DeviceRpcResult> {
    const routed: RoutedRpcRequest = { ...request, requestUUID: request.requestUUID ?? newId() };
    if (
      this.route &&
      request.expirationTime > Date.now() &&
      this.sessions.rpcSessionsOf(request.deviceId).length === 0
    ) {
      const remote = await this.route.forward(routed);
      if (remote) return this.finish(routed.requestUUID, remote);
    }
    return this.sendLocally(routed);
  }

  /** Sends the request to this process's sessions of the device, or queues it here until one subscribes. */
  private async sendLocally(request: RoutedRpcRequest): Promise<DeviceRpcResult> {
    const rpcId = request.requestUUID;
    const timeLeft = request.expirationTime - Date.now();
    if (timeLeft <= 0) {
      if (request.persistent) await this.insertRow(rpcId, request, 'EXPIRED');
      return this.finish(rpcId, { error: 'TIMEOUT' });
    }
    if (request.persistent) await this.insertRow(rpcId, request, 'QUEUED');
    const outcome = new Promise<DeviceRpcResult>((resolve) => {
      const rpc = this.track(rpcId, this.nextSeq(request.deviceId), request, resolve);
      const targets = this.sessions.rpcSessionsOf(request.deviceId);
      for (const session of targets) this.sendTo(session, rpc);
      if (!request.persistent && request.oneway && rpc.sent) this.complete(rpc, {});
    });
    if (request.persistent) {
      // The caller gets the id at once; the outcome is only recorded in the table.
      outcome.catch(this.failures);
      return this.finish(rpcId, { response: JSON.stringify({ rpcId }) });
    }
    return this.finish(rpcId, await outcome);
  }

  /** A device answered request `seq`; false when nothing waits for it (late or unknown). */
  handleResponse(deviceId: string, seq: number, payload: string): boolean {
    const rpc = this.pending.get(deviceId)?.get(seq);
    if (!rpc) return false;
    if (rpc.request.persistent) {
      const stored = isJson(payload) ? payload : JSON.stringify({ error: payload });
      this.record(updateRpcStatus(this.db, rpc.rpcId, 'SUCCESSFUL', stored));
    }
    this.complete(rpc, { response: payload });
    return true;
  }

  /** Drops a persistent request (REST delete): it is no longer sent, and its row goes. */
  async remove(rpcId: string): Promise<void> {
    for (const byDevice of this.pending.values()) {
      for (const rpc of byDevice.values()) {
        if (rpc.rpcId === rpcId) this.complete(rpc, { error: 'NOT_FOUND' });
      }
    }
    await deleteRpcRow(this.db, rpcId);
  }

  private finish(rpcId: string, result: DeviceRpcResult): DeviceRpcResult {
    this.outcomeWaiters.get(rpcId)?.(result);
    return result;
  }

  private nextSeq(deviceId: string): number {
    const seq = this.sequences.get(deviceId) ?? 0;
    this.sequences.set(deviceId, seq + 1);
    return seq;
  }

  private track(
    rpcId: string,
    seq: number,
    request: DeviceRpcRequest,
    settle: (result: DeviceRpcResult) => void,
  ): PendingRpc {
    const rpc: PendingRpc = {
      rpcId,
      seq,
      request,
      sent: false,
      delivered: false,
      attempts: 0,
      expiryTimer: null,
      ackTimer: null,
      settle,
    };
    let byDevice = this.pending.get(request.deviceId);
    if (!byDevice) {
      byDevice = new Map();
      this.pending.set(request.deviceId, byDevice);
    }
    byDevice.set(seq, rpc);
    rpc.expiryTimer = setTimeout(() => this.expire(rpc), Math.max(0, request.expirationTime - Date.now()));
    return rpc;
  }

  private restore(row: RpcRow): void {
    const stored = fromJsonText<{
      oneway?: boolean;
      body?: { method?: string; params?: string };
      retries?: number | null;
      additionalInfo?: unknown;
    }>(row.request);
    const request: DeviceRpcRequest = {
      tenantId: row.tenant_id,
      deviceId: row.device_id,
      requestId: 0,
      method: stored?.body?.method ?? '',
      params: stored?.body?.params ?? '{}',
      oneway: stored?.oneway === true,
      expirationTime: Number(row.expiration_time),
      persistent: true,
      retries: stored?.retries ?? null,
      requestUUID: row.id,
    };
    const rpc = this.track(row.id, this.nextSeq(row.device_id), request, () => undefined);
    // A request the device already acknowledged is not sent again; it waits for its reply or its expiry.
    rpc.delivered = row.status === 'DELIVERED';
    rpc.sent = rpc.delivered;
  }

  private sendPending(session: DeviceSession): void {
    const byDevice = this.pending.get(session.device.id);
    if (!byDevice) return;
    for (const rpc of [...byDevice.values()]) {
      if (rpc.delivered) continue;
      this.sendTo(session, rpc);
      if (!rpc.request.persistent && rpc.request.oneway) this.complete(rpc, {});
      // A long poll carries one request only.
      if (session.sync) break;
    }
  }

  private sendTo(session: DeviceSession, rpc: PendingRpc): void {
    rpc.sent = true;
    rpc.attempts++;
    const message: ToDeviceRpc = { id: rpc.seq, method: rpc.request.method, params: rpc.request.params };
    session.sendRpcRequest(message, (status) => this.onDeliveryStatus(rpc, status));
  }

  private onDeliveryStatus(rpc: PendingRpc, status: RpcDeliveryStatus): void {
    if (!this.isPending(rpc)) return;
    if (status === 'SENT') {
      if (rpc.request.persistent) this.record(updateRpcStatus(this.db, rpc.rpcId, 'SENT'));
      if (rpc.ackTimer) clearTimeout(rpc.ackTimer);
      const wait = Math.min(ACK_TIMEOUT_MS, Math.max(0, rpc.request.expirationTime - Date.now()));
      rpc.ackTimer = setTimeout(() => this.ackTimedOut(rpc), wait);
      return;
    }
    if (rpc.ackTimer) clearTimeout(rpc.ackTimer);
    rpc.ackTimer = null;
    rpc.delivered = true;
    if (rpc.request.persistent) this.record(updateRpcStatus(this.db, rpc.rpcId, 'DELIVERED'));
    // A one-way request is done once the device has it.
    if (rpc.request.oneway) this.complete(rpc, {});
  }

  /** No PUBACK in time: the request counts as not delivered and goes out again on the next RPC subscription. */
  private ackTimedOut(rpc: PendingRpc): void {
    rpc.ackTimer = null;
    if (!this.isPending(rpc) || rpc.delivered) return;
    const allowed = Math.min(rpc.request.retries ?? MAX_RETRIES, MAX_RETRIES);
    if (rpc.attempts > allowed) {
      if (rpc.request.persistent) {
        const error = `There was a Timeout and all retry attempts have been exhausted. Retry attempts set: ${allowed}`;
        this.record(updateRpcStatus(this.db, rpc.rpcId, 'FAILED', JSON.stringify({ error })));
      }
      this.complete(rpc, { error: 'TIMEOUT' });
      return;
    }
    if (rpc.request.persistent) this.record(updateRpcStatus(this.db, rpc.rpcId, 'TIMEOUT'));
  }

  private expire(rpc: PendingRpc): void {
    rpc.expiryTimer = null;
    if (!this.isPending(rpc)) return;
    if (rpc.request.persistent) this.record(updateRpcStatus(this.db, rpc.rpcId, 'EXPIRED'));
    this.complete(rpc, { error: rpc.sent ? 'TIMEOUT' : 'NO_ACTIVE_CONNECTION' });
  }

  private isPending(rpc: PendingRpc): boolean {
    return this.pending.get(rpc.request.deviceId)?.get(rpc.seq) === rpc;
  }

  private complete(rpc: PendingRpc, result: DeviceRpcResult): void {
    const byDevice = this.pending.get(rpc.request.deviceId);
    if (byDevice?.get(rpc.seq) !== rpc) return;
    byDevice.delete(rpc.seq);
    if (byDevice.size === 0) this.pending.delete(rpc.request.deviceId);
    this.clearTimers(rpc);
    rpc.settle(result);
  }

  private clearTimers(rpc: PendingRpc): void {
    if (rpc.expiryTimer) clearTimeout(rpc.expiryTimer);
    if (rpc.ackTimer) clearTimeout(rpc.ackTimer);
    rpc.expiryTimer = null;
    rpc.ackTimer = null;
  }

  private async insertRow(rpcId: string, request: DeviceRpcRequest, status: RpcStatus): Promise<void> {
    const now = Date.now();
    await insertRpc(this.db, {
      id: rpcId,
      created_time: now,
      tenant_id: request.tenantId,
      device_id: request.deviceId,
      expiration_time: request.expirationTime,
      // The request as the platform keeps it (its ToDeviceRpcRequest as JSON).
      request: JSON.stringify({
        id: rpcId,
        tenantId: { entityType: 'TENANT', id: request.tenantId },
        deviceId: { entityType: 'DEVICE', id: request.deviceId },
        oneway: request.oneway,
        expirationTime: request.expirationTime,
        body: { method: request.method, params: request.params },
        persisted: true,
        retries: request.retries ?? null,
        additionalInfo: request.additionalInfo ?? null,
      }),
      response: null,
      status,
      additional_info: toJsonText(request.additionalInfo ?? null),
    });
  }

  private record(write: Promise<void>): void {
    write.catch(this.failures);
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
