import { newId } from '../../common/uuid.js';
import { kvEntriesToJson } from '../../telemetry/parse.js';
import { valueAsJson } from '../../telemetry/values.js';
import { PayloadError } from '../device-api.js';
import type { TransportDevice } from '../device-identity.js';
import type { TransportServices } from '../services.js';
import {
  type AttributeUpdate,
  attributeUpdateJson,
  type DeviceSession,
  type RpcDeliveryStatus,
  type ToDeviceRpc,
} from '../sessions.js';
import type { MqttConnection } from './connection.js';
import { paramsValue } from './connection.js';
import { TOPICS } from './topics.js';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseObject(payload: string): JsonObject {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    throw new PayloadError('gateway payload is not JSON');
  }
  if (!isObject(parsed)) throw new PayloadError('gateway payload is not a JSON object');
  return parsed;
}

function deviceName(body: JsonObject): string {
  const name = body.device;
  if (typeof name !== 'string' || name.trim() === '') throw new PayloadError('gateway payload names no device');
  return name;
}

function integer(value: unknown, what: string): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw new PayloadError(`${what} is not a number`);
  return number;
}

/** A device behind a gateway: the platform subscribes it to attribute updates and RPC as soon as it connects. */
class GatewayChildSession implements DeviceSession {
  readonly id = newId();
  readonly sync = false;
  attributesSubscribed = true;
  rpcSubscribed = false;

  constructor(
    private readonly gateway: GatewayHandler,
    private readonly connection: MqttConnection,
    public device: TransportDevice,
  ) {}

  sendAttributeUpdate(update: AttributeUpdate): void {
    const device = JSON.stringify(this.device.name);
    this.connection.publish(TOPICS.gatewayAttributes, `{"device":${device},"data":${attributeUpdateJson(update)}}`);
  }

  sendRpcRequest(request: ToDeviceRpc, onStatus: (status: RpcDeliveryStatus) => void): void {
    const data = { id: request.id, method: request.method, params: paramsValue(request.params) };
    this.connection.publish(TOPICS.gatewayRpc, JSON.stringify({ device: this.device.name, data }), onStatus);
  }

  /** A deleted child leaves the gateway; the gateway's connection stays. */
  close(): void {
    this.gateway.disconnect(this.device.name);
  }
}

/** The gateway API on one gateway's connection: child devices by name, each with its own session. */
export class GatewayHandler {
  private readonly children = new Map<string, GatewayChildSession>();
  private readonly connecting = new Map<string, Promise<GatewayChildSession>>();

  constructor(
    private readonly connection: MqttConnection,
    private readonly services: TransportServices,
  ) {}

  private get gatewayDevice(): TransportDevice {
    if (!this.connection.device) throw new Error('the gateway connection is not authenticated');
    return this.connection.device;
  }

  /** The child's session, connecting it first (the device is created when the tenant has none of that name). */
  private child(name: string, type = 'default'): Promise<GatewayChildSession> {
    const known = this.children.get(name);
    if (known) return Promise.resolve(known);
    let pending = this.connecting.get(name);
    if (!pending) {
      pending = this.services.api
        .gatewayChild(this.gatewayDevice, name, type)
        .then((device) => {
          const session = new GatewayChildSession(this, this.connection, device);
          this.children.set(name, session);
          this.services.sessions.open(session);
          this.services.sessions.subscribeRpc(session);
          return session;
        })
        .finally(() => this.connecting.delete(name));
      this.connecting.set(name, pending);
    }
    return pending;
  }

  disconnect(name: string): void {
    const session = this.children.get(name);
    if (!session) return;
    this.children.delete(name);
    this.services.sessions.close(session);
  }

  closeAll(): void {
    for (const name of [...this.children.keys()]) this.disconnect(name);
  }

  async handle(topic: string, payload: string): Promise<void> {
    const api = this.services.api;
    switch (topic) {
      case TOPICS.gatewayConnect: {
        const body = parseObject(payload);
        const type = typeof body.type === 'string' && body.type.trim() !== '' ? body.type : 'default';
        const session = await this.child(deviceName(body), type);
        api.activity(session.device);
        return;
      }
      case TOPICS.gatewayDisconnect:
        this.disconnect(deviceName(parseObject(payload)));
        return;
      case TOPICS.gatewayTelemetry:
        await this.forEachDevice(payload, async (session, value) => {
          // A list of points is the documented form; gateways in the field (the Python gateway SDK among them)
          // also send one `{ts, values}` object, which reads as a list of one.
          if (!Array.isArray(value) && !isObject(value)) {
            throw new PayloadError(`telemetry of ${session.device.name} is not an array`);
          }
          await api.postTelemetry(session.device, JSON.stringify(value));
        });
        return;
      case TOPICS.gatewayAttributes:
        await this.forEachDevice(payload, async (session, value) => {
          if (!isObject(value)) throw new PayloadError(`attributes of ${session.device.name} are not an object`);
          await api.postAttributes(session.device, JSON.stringify(value));
        });
        return;
      case TOPICS.gatewayAttributesRequest:
        await this.answerAttributes(parseObject(payload));
        return;
      case TOPICS.gatewayRpc: {
        const body = parseObject(payload);
        const session = await this.child(deviceName(body));
        const requestId = integer(body.id, 'RPC reply id');
        api.activity(session.device);
        this.services.rpc.handleResponse(session.device.id, requestId, JSON.stringify(body.data ?? null));
        return;
      }
      case TOPICS.gatewayClaim:
        await this.forEachDevice(payload, (session, value) => api.claim(session.device, JSON.stringify(value ?? {})));
        return;
      default:
        api.activity(this.gatewayDevice);
    }
  }

  /** `{"Dev A": …, "Dev B": …}`: each device is connected, then handled in turn. */
  private async forEachDevice(
    payload: string,
    handle: (session: GatewayChildSession, value: unknown) => Promise<void>,
  ): Promise<void> {
    const body = parseObject(payload);
    const sessions = await Promise.all(Object.keys(body).map((name) => this.child(name)));
    await Promise.all(sessions.map((session) => handle(session, body[session.device.name])));
  }

  /** `{"id":1,"device":"Dev A","client":true,"key":"k"}` or with "keys": the answer names the device and the id. */
  private async answerAttributes(body: JsonObject): Promise<void> {
    const requestId = integer(body.id, 'attribute request id');
    const session = await this.child(deviceName(body));
    let keys: string[];
    if (body.key !== undefined) keys = [String(body.key)];
    else if (Array.isArray(body.keys)) keys = body.keys.map((key) => String(key));
    else throw new PayloadError('attribute request names no keys');
    const client = body.client === true;
    const reply = await this.services.api.readAttributes(session.device, client ? keys : [], client ? [] : keys);
    const entries = (client ? reply.client : reply.shared) ?? [];
    let answer = `{"id":${requestId},"device":${JSON.stringify(session.device.name)}`;
    // One key asked for: its value alone (absent when the device has none); several: an object of them.
    if (keys.length > 1) answer += `,"values":${kvEntriesToJson(entries)}`;
    else if (entries[0]) answer += `,"value":${valueAsJson(entries[0].value)}`;
    this.connection.publish(TOPICS.gatewayAttributesResponse, `${answer}}`);
  }
}
