import type { EntityId } from '@fleetdeck/model';
import { toJsonText } from '../common/json.js';
import { newId } from '../common/uuid.js';
import type { TransportContext } from '../context.js';
import { registerClaim } from '../devices/claim.js';
import { saveDevice } from '../devices/service.js';
import { findDeviceIdByName, setDeviceCustomer } from '../devices/store.js';
import { ApiError } from '../http/errors.js';
import { insertRelation } from '../relations/store.js';
import { MSG_TYPES, type TbMsg } from '../rule-engine/message.js';
import { isJsonObject, JsonSyntaxError, readJson, writeJson } from '../telemetry/json-source.js';
import type { AttributeScope } from '../telemetry/kv.js';
import { kvEntriesToJson, parseDeviceAttributes, parseTelemetry, TelemetryPayloadError } from '../telemetry/parse.js';
import {
  type Admission,
  TransportDisabledError,
  TransportRateLimitedError,
  type TransportUsage,
} from '../usage/transport-usage.js';
import { type AttributesReply, type DeviceApi, PayloadError, type ProvisionReply } from './device-api.js';
import { loadTransportDevice, type TransportDevice, tenantActor } from './device-identity.js';
import { type DeviceOtaPackage, deviceOtaPackage, type OtaKind } from './ota.js';
import { provisionDevice } from './provision.js';

/** Where device messages go: the rule engine's root chain (resolves once the message's writes are durable). */
export interface MessageSink {
  push(msg: TbMsg): Promise<void>;
}

/** Device connectivity and activity, as the device-state service keeps it. */
export interface DeviceActivity {
  connected(tenantId: string, deviceId: string): Promise<void>;
  disconnected(tenantId: string, deviceId: string): Promise<void>;
  activity(tenantId: string, deviceId: string): Promise<void>;
}

/** transport.client_side_rpc.timeout of the platform. */
const CLIENT_RPC_TIMEOUT_MS = 60_000;

function payloadError(error: unknown): never {
  if (error instanceof JsonSyntaxError || error instanceof TelemetryPayloadError) throw new PayloadError(error.message);
  throw error;
}

function deviceEntity(device: TransportDevice): EntityId {
  return { entityType: 'DEVICE', id: device.id };
}

function refusal(device: TransportDevice, admission: Exclude<Admission, true>): Error {
  return admission === false ? new TransportDisabledError(device.tenantId) : new TransportRateLimitedError(admission);
}

/** A platform message from a device, with the metadata every device message carries. */
export function deviceMessage(
  device: TransportDevice,
  type: string,
  data: string,
  metadata: Record<string, string> = {},
): TbMsg {
  return {
    id: newId(),
    ts: Date.now(),
    type,
    originator: deviceEntity(device),
    tenantId: device.tenantId,
    customerId: device.customerId,
    metadata: { deviceName: device.name, deviceType: device.type, ...metadata },
    data,
  };
}

/**
 * The device operations behind both transports (DeviceApi): payloads are checked with the telemetry parser and become
 * rule-engine messages; reads go to the telemetry store.
 */
export class DeviceOperations implements DeviceApi {
  constructor(
    private readonly ctx: TransportContext,
    private readonly sink: () => MessageSink,
    private readonly state: () => DeviceActivity | null,
    private readonly usage: Pick<TransportUsage, 'admit'>,
    /** client-side RPCs waiting for the rule engine's reply, shared with the RPC service the engine replies through */
    private readonly clientRpcWaiters: Map<string, (reply: string) => void> = new Map(),
  ) {}

  /**
   * Counts a device message and its data points against its tenant's transport usage of the month, once however
   * many rule-engine messages it becomes; refuses it once a monthly limit is reached (TransportDisabledError) or a
   * transport rate limit of the tenant or the device (TransportRateLimitedError).
   */
  private admit(device: TransportDevice, dataPoints: number): Promise<void> | undefined {
    const admitted = this.usage.admit(device.tenantId, dataPoints, device.id);
    if (admitted === true) return undefined;
    if (typeof admitted !== 'object') throw refusal(device, admitted);
    return admitted.then((fresh) => {
      if (fresh !== true) throw refusal(device, fresh);
    });
  }

  activity(device: TransportDevice): void {
    this.stateChange('activity', device);
  }

  /** Tells the device state; its writes happen in the background and a failure is only logged. */
  stateChange(change: 'connected' | 'disconnected' | 'activity', device: TransportDevice): void {
    const state = this.state();
    if (!state) return;
    state[change](device.tenantId, device.id).catch((error: unknown) =>
      this.ctx.log.warn({ err: error, deviceId: device.id }, `recording device ${change} failed`),
    );
  }

  async postTelemetry(device: TransportDevice, payload: string): Promise<void> {
    let groups: ReturnType<typeof parseTelemetry>;
    try {
      groups = parseTelemetry(payload, { ts: Date.now(), nulls: 'skip' });
    } catch (error) {
      payloadError(error);
    }
    const admitting = this.admit(
      device,
      groups.reduce((points, group) => points + group.values.length, 0),
    );
    if (admitting) await admitting;
    this.activity(device);
    const sink = this.sink();
    const push = (group: (typeof groups)[number]) =>
      sink.push(
        deviceMessage(device, MSG_TYPES.postTelemetry, kvEntriesToJson(group.values), { ts: String(group.ts) }),
      );
    // One message per point time, as the platform's transport service sends them; a device message nearly always
    // has one time, which needs no array of promises.
    if (groups.length === 1) return push(groups[0] as (typeof groups)[number]);
    await Promise.all(groups.map(push));
  }

  async postAttributes(device: TransportDevice, payload: string): Promise<void> {
    let entries: ReturnType<typeof parseDeviceAttributes>;
    try {
      entries = parseDeviceAttributes(payload);
    } catch (error) {
      payloadError(error);
    }
    // Only time series values are data points; an attribute post counts as a message alone, as on the platform.
    const admitting = this.admit(device, 0);
    if (admitting) await admitting;
    this.activity(device);
    await this.sink().push(
      deviceMessage(device, MSG_TYPES.postAttributes, kvEntriesToJson(entries), { notifyDevice: 'false' }),
    );
  }

  async readAttributes(
    device: TransportDevice,
    clientKeys: string[] | null,
    sharedKeys: string[] | null,
  ): Promise<AttributesReply> {
    const all = clientKeys === null && sharedKeys === null;
    const read = async (scope: AttributeScope, keys: string[] | null) => {
      if (!all && (!keys || keys.length === 0)) return undefined;
      const entries = await this.ctx.telemetry.attributes(deviceEntity(device), scope, all ? undefined : (keys ?? []));
      if (entries.length === 0) return undefined;
      return entries.map((entry) => ({ key: entry.key, value: entry.value }));
    };
    const [client, shared] = await Promise.all([read('CLIENT_SCOPE', clientKeys), read('SHARED_SCOPE', sharedKeys)]);
    const reply: AttributesReply = {};
    if (client) reply.client = client;
    if (shared) reply.shared = shared;
    return reply;
  }

  clientRpc(
    device: TransportDevice,
    sessionId: string,
    requestId: number,
    payload: string,
  ): { queued: Promise<void>; reply: Promise<string> } {
    let data: string;
    try {
      const json = readJson(payload);
      if (!isJsonObject(json)) throw new PayloadError('client RPC request is not a JSON object');
      const method = json.get('method');
      if (typeof method !== 'string') throw new PayloadError('client RPC request has no method');
      const params = json.get('params');
      data = `{"method":${JSON.stringify(method)},"params":${params === undefined ? 'null' : writeJson(params)}}`;
    } catch (error) {
      const failure = error instanceof JsonSyntaxError ? new PayloadError(error.message) : error;
      return { queued: Promise.reject(failure), reply: new Promise(() => undefined) };
    }
    this.activity(device);
    const key = `${sessionId}-${requestId}`;
    const reply = new Promise<string>((resolve) => {
      const timer = setTimeout(() => {
        this.clientRpcWaiters.delete(key);
        resolve(JSON.stringify({ error: 'timeout' }));
      }, CLIENT_RPC_TIMEOUT_MS);
      this.clientRpcWaiters.set(key, (text) => {
        clearTimeout(timer);
        this.clientRpcWaiters.delete(key);
        resolve(text);
      });
    });
    const metadata = { requestId: String(requestId), serviceId: 'fleetdeck', sessionId };
    const queued = Promise.resolve()
      .then(() => this.admit(device, 0))
      .then(() => this.sink().push(deviceMessage(device, MSG_TYPES.toServerRpc, data, metadata)));
    queued.catch(() => this.clientRpcWaiters.get(key)?.(JSON.stringify({ error: 'timeout' })));
    return { queued, reply };
  }

  /** The rule engine's answer to a client-side RPC (the RPC Reply node): false when nobody waits any more. */
  replyToClientRpc(sessionId: string, requestId: number, body: string): boolean {
    const waiter = this.clientRpcWaiters.get(`${sessionId}-${requestId}`);
    waiter?.(body);
    return Boolean(waiter);
  }

  /** `{"secretKey","durationMs"}`, both optional (an empty payload too): the device may now be claimed. */
  async claim(device: TransportDevice, payload: string): Promise<void> {
    let secretKey = '';
    let durationMs = 0;
    if (payload.trim() !== '') {
      let json: unknown;
      try {
        json = JSON.parse(payload);
      } catch {
        throw new PayloadError('claim request is not JSON');
      }
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        throw new PayloadError('claim request is not a JSON object');
      }
      const body = json as { secretKey?: unknown; durationMs?: unknown };
      if (body.secretKey !== undefined && body.secretKey !== null) secretKey = String(body.secretKey);
      if (body.durationMs !== undefined && body.durationMs !== null) {
        durationMs = Number(body.durationMs);
        if (!Number.isFinite(durationMs)) throw new PayloadError('claim duration is not a number');
      }
    }
    this.activity(device);
    await registerClaim(this.ctx, device.id, secretKey, durationMs);
  }

  otaPackage(device: TransportDevice, kind: OtaKind): Promise<DeviceOtaPackage | null> {
    this.activity(device);
    return deviceOtaPackage(this.ctx.db, device.id, kind);
  }

  provision(payload: string): Promise<ProvisionReply> {
    return provisionDevice(this.ctx, payload);
  }

  async gatewayChild(gateway: TransportDevice, name: string, type: string): Promise<TransportDevice> {
    const existing = await findDeviceIdByName(this.ctx.db, gateway.tenantId, name);
    if (existing) return this.loaded(existing.id);
    let created: string;
    try {
      const device = await saveDevice(
        this.ctx,
        tenantActor(gateway.tenantId),
        { name, type, additionalInfo: { gateway: false, lastConnectedGateway: gateway.id } },
        undefined,
      );
      created = device.id.id;
    } catch (error) {
      // Another connection created it at the same moment.
      if (error instanceof ApiError && error.status === 400) {
        const raced = await findDeviceIdByName(this.ctx.db, gateway.tenantId, name);
        if (raced) return this.loaded(raced.id);
      }
      throw error;
    }
    // A child belongs to the gateway's customer, and the gateway "Created" it (as the platform records it).
    await setDeviceCustomer(this.ctx.db, created, gateway.customerId);
    await insertRelation(this.ctx.db, {
      from_id: gateway.id,
      from_type: 'DEVICE',
      to_id: created,
      to_type: 'DEVICE',
      relation_type_group: 'COMMON',
      relation_type: 'Created',
      additional_info: toJsonText(null),
    });
    this.ctx.bus.publish({
      type: 'entitySaved',
      tenantId: gateway.tenantId,
      entityId: { entityType: 'DEVICE', id: created },
      created: true,
    });
    return this.loaded(created);
  }

  private async loaded(deviceId: string): Promise<TransportDevice> {
    const device = await loadTransportDevice(this.ctx.db, deviceId);
    if (!device) throw new Error(`device ${deviceId} disappeared`);
    return device;
  }
}
