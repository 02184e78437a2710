import type { Client, PublishPacket } from 'aedes';
import { exceedsJsonDepth, JSON_TOO_DEEP_MESSAGE } from '../../common/json-depth.js';
import { newId } from '../../common/uuid.js';
import { attributesReplyJson, PayloadError } from '../device-api.js';
import type { TransportDevice } from '../device-identity.js';
import { otaChunk } from '../ota.js';
import type { TransportServices } from '../services.js';
import {
  type AttributeUpdate,
  attributeUpdateJson,
  type DeviceSession,
  type RpcDeliveryStatus,
  type ToDeviceRpc,
} from '../sessions.js';
import { GatewayHandler } from './gateway.js';
import { matchesFilter, OTA_REQUEST, requestIdAfter, type Subscription, TOPICS, type TopicForm } from './topics.js';

/** How long a provisioning-only connection stays open after its answer, as on the platform. */
const PROVISION_SESSION_LINGER_MS = 60_000;

/** Refused before any parser sees it: a payload nested thousands of levels deep would overflow the stack. */
function refuseTooDeep(payload: string): void {
  if (exceedsJsonDepth(payload)) throw new PayloadError(JSON_TOO_DEEP_MESSAGE);
}

/** The params of a request to a device: JSON when the text is JSON, else the text itself. */
export function paramsValue(params: string): unknown {
  try {
    return JSON.parse(params);
  } catch {
    return params;
  }
}

function splitKeys(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  return String(typeof value === 'string' ? value : JSON.stringify(value)).split(',');
}

/**
 * One MQTT connection: who it authenticated as, what it subscribed to, and the device session (and for a gateway,
 * its children's sessions) it holds. Publishes from the device are handled here; answers and pushes go back through
 * `publish`, which tracks the PUBACK of QoS 1 messages.
 */
export class MqttConnection {
  device: TransportDevice | null = null;
  /** as the client sent it in CONNECT (empty when none) */
  clientId = '';
  provisionOnly = false;
  session: MqttDeviceSession | null = null;
  gateway: GatewayHandler | null = null;
  private readonly subscriptions = new Map<string, number>();
  private nextMessageId = 1;
  private forwardTag: ((status: RpcDeliveryStatus) => void) | null = null;
  private readonly awaitingAck = new Map<number, (status: RpcDeliveryStatus) => void>();
  /** chunk sizes of OTA downloads by request id: a request may leave the size out after the first chunk */
  private readonly otaChunkSizes = new Map<string, number>();
  private lingerTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    readonly client: Client,
    private readonly services: TransportServices,
  ) {}

  /** The credentials were accepted: the device's session opens (and the gateway's, for a gateway device). */
  authenticated(device: TransportDevice): void {
    this.device = device;
    this.session = new MqttDeviceSession(this, device);
    this.services.sessions.open(this.session);
    if (device.gateway) this.gateway = new GatewayHandler(this, this.services);
  }

  /** The socket closed: every session of this connection ends. */
  closedByPeer(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.gateway?.closeAll();
    if (this.session) this.services.sessions.close(this.session);
    this.awaitingAck.clear();
  }

  /** Ends the connection from the server side (device deleted, server stopping). */
  close(): void {
    this.client.close();
  }

  // --- subscriptions -------------------------------------------------------------------------------------------

  /** QoS with which the server publishes on a topic: the granted QoS of a matching subscription, else 1. */
  private qosFor(topic: string): 0 | 1 {
    let qos: number | null = null;
    for (const [filter, granted] of this.subscriptions) {
      if (matchesFilter(filter, topic)) qos = Math.max(qos ?? 0, granted);
    }
    return qos === 0 ? 0 : 1;
  }

  subscribed(filter: string, meaning: Subscription, qos: number): void {
    this.subscriptions.set(filter, qos);
    if (!this.session) return;
    if (meaning.kind === 'attributes') this.session.attributeForm ??= meaning.form;
    if (meaning.kind === 'rpcRequests') this.session.rpcForm ??= meaning.form;
  }

  /** After the SUBACK went out: pending RPC requests follow a new RPC subscription. */
  subscriptionsConfirmed(filters: string[]): void {
    const session = this.session;
    if (!session) return;
    for (const filter of filters) {
      if (!this.subscriptions.has(filter)) continue;
      if (filter === 'v1/devices/me/attributes' || filter === 'v2/a' || filter === 'v2/a/j') {
        session.attributesSubscribed = true;
      }
      if ((filter === 'v1/devices/me/rpc/request/+' || filter === 'v2/r/req/+') && !session.rpcSubscribed) {
        this.services.sessions.subscribeRpc(session);
      }
    }
  }

  unsubscribed(filters: string[]): void {
    for (const filter of filters) this.subscriptions.delete(filter);
    const session = this.session;
    if (!session) return;
    const has = (...candidates: string[]) => candidates.some((candidate) => this.subscriptions.has(candidate));
    if (!has('v1/devices/me/attributes', 'v2/a', 'v2/a/j')) {
      session.attributesSubscribed = false;
      session.attributeForm = null;
    }
    if (!has('v1/devices/me/rpc/request/+', 'v2/r/req/+')) {
      session.rpcSubscribed = false;
      session.rpcForm = null;
    }
  }

  // --- outgoing --------------------------------------------------------------------------------------------------

  /**
   * Publishes to the device. onStatus hears SENT then DELIVERED (on PUBACK) for QoS 1, or DELIVERED once written
   * for QoS 0.
   */
  publish(topic: string, payload: string | Buffer, onStatus?: (status: RpcDeliveryStatus) => void): void {
    if (this.closed) return;
    const qos = this.qosFor(topic);
    this.forwardTag = qos > 0 && onStatus ? onStatus : null;
    const packet = {
      cmd: 'publish',
      topic,
      payload: typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload,
      qos,
      retain: false,
      dup: false,
    } as PublishPacket;
    this.client.publish(packet, () => {
      if (qos === 0) onStatus?.('DELIVERED');
    });
    this.forwardTag = null;
    if (qos > 0) onStatus?.('SENT');
  }

  /** Called by the broker's forward hook, synchronously inside publish(): numbers the packet and tracks its PUBACK. */
  claimMessageId(): number {
    const id = this.nextMessageId;
    this.nextMessageId = id >= 65535 ? 1 : id + 1;
    if (this.forwardTag) this.awaitingAck.set(id, this.forwardTag);
    else this.awaitingAck.delete(id);
    this.forwardTag = null;
    return id;
  }

  acknowledged(messageId: number): void {
    const onStatus = this.awaitingAck.get(messageId);
    if (!onStatus) return;
    this.awaitingAck.delete(messageId);
    onStatus('DELIVERED');
  }

  // --- incoming --------------------------------------------------------------------------------------------------

  /**
   * Handles one PUBLISH from the device; resolves when the broker may acknowledge it (the messages are durably
   * queued), rejects when the connection must close (invalid payload, backend failure).
   */
  async handlePublish(packet: PublishPacket): Promise<void> {
    const topic = packet.topic;
    const payload = Buffer.isBuffer(packet.payload) ? packet.payload.toString('utf8') : String(packet.payload);
    if (this.provisionOnly) return this.handleProvision(topic, payload);
    const device = this.device;
    if (!device) throw new Error('the connection is not authenticated');
    try {
      if (this.gateway && topic.startsWith(TOPICS.gatewayPrefix)) {
        await this.handleGatewayPublish(this.gateway, topic, payload);
        return;
      }
      refuseTooDeep(payload);
      await this.handleDevicePublish(device, topic, payload);
    } catch (error) {
      if (error instanceof PayloadError && device.profile.sendAckOnValidationException && packet.qos > 0) return;
      throw error;
    }
  }

  /**
   * A gateway speaks for many devices: one malformed message is dropped (and acknowledged) and the gateway keeps
   * its session, as the platform does. Failures that are not the payload's (storage) still close it unacknowledged.
   */
  private async handleGatewayPublish(gateway: GatewayHandler, topic: string, payload: string): Promise<void> {
    try {
      refuseTooDeep(payload);
      await gateway.handle(topic, payload);
    } catch (error) {
      if (!(error instanceof PayloadError)) throw error;
      this.services.log.debug({ err: error, topic }, 'gateway message dropped');
    }
  }

  private async handleProvision(topic: string, payload: string): Promise<void> {
    if (topic !== TOPICS.provisionRequest) throw new Error(`unsupported topic for provisioning: ${topic}`);
    const reply = await this.services.api.provision(payload);
    this.publish(TOPICS.provisionResponse, JSON.stringify(reply));
    this.lingerTimer ??= setTimeout(() => this.close(), PROVISION_SESSION_LINGER_MS);
  }

  private async handleDevicePublish(device: TransportDevice, topic: string, payload: string): Promise<void> {
    const api = this.services.api;
    if (
      matchesFilter(device.profile.attributesTopic, topic) ||
      (TOPICS.shortAttributes as readonly string[]).includes(topic)
    ) {
      return api.postAttributes(device, payload);
    }
    if (
      matchesFilter(device.profile.telemetryTopic, topic) ||
      (TOPICS.shortTelemetry as readonly string[]).includes(topic)
    ) {
      return api.postTelemetry(device, payload);
    }
    if (topic.startsWith(TOPICS.attributesRequestPrefix)) {
      return this.answerAttributes(device, topic, TOPICS.attributesRequestPrefix, 'v1', payload);
    }
    if (topic.startsWith(TOPICS.shortAttributesRequestPrefix)) {
      return this.answerAttributes(device, topic, TOPICS.shortAttributesRequestPrefix, 'v2', payload);
    }
    if (topic.startsWith(TOPICS.rpcResponsePrefix))
      return this.rpcReply(device, topic, TOPICS.rpcResponsePrefix, payload);
    if (topic.startsWith(TOPICS.shortRpcResponsePrefix)) {
      return this.rpcReply(device, topic, TOPICS.shortRpcResponsePrefix, payload);
    }
    if (topic.startsWith(TOPICS.rpcRequestPrefix))
      return this.clientRpc(device, topic, TOPICS.rpcRequestPrefix, 'v1', payload);
    if (topic.startsWith(TOPICS.shortRpcRequestPrefix)) {
      return this.clientRpc(device, topic, TOPICS.shortRpcRequestPrefix, 'v2', payload);
    }
    if (topic === TOPICS.claim) return api.claim(device, payload);
    const ota = OTA_REQUEST.exec(topic);
    if (ota) return this.sendOtaChunk(device, ota[1] as 'fw' | 'sw', ota[2] as string, Number(ota[3]), payload);
    // Any other topic is acknowledged and only counts as activity, as on the platform.
    api.activity(device);
  }

  /**
   * One chunk of the device's firmware (or software) on `v2/fw/response/{requestId}/chunk/{n}`; the payload is the
   * chunk size (empty: the size given before, or the whole file). No package: `NOT_FOUND` on `v2/fw/error`.
   */
  private async sendOtaChunk(
    device: TransportDevice,
    prefix: 'fw' | 'sw',
    requestId: string,
    chunk: number,
    payload: string,
  ): Promise<void> {
    let size = 0;
    if (payload.trim() !== '') {
      size = Number(payload.trim());
      if (!Number.isInteger(size) || size < 0) throw new PayloadError(`invalid chunk size ${payload}`);
      this.otaChunkSizes.set(requestId, size);
    } else {
      size = this.otaChunkSizes.get(requestId) ?? 0;
    }
    const found = await this.services.api.otaPackage(device, prefix === 'fw' ? 'FIRMWARE' : 'SOFTWARE');
    if (!found) {
      this.publish(`v2/${prefix}/error`, 'NOT_FOUND');
      return;
    }
    this.publish(`v2/${prefix}/response/${requestId}/chunk/${chunk}`, otaChunk(found.data, size, chunk));
  }

  private async answerAttributes(
    device: TransportDevice,
    topic: string,
    prefix: string,
    form: TopicForm,
    payload: string,
  ): Promise<void> {
    const requestId = requestIdAfter(topic, prefix);
    if (requestId === null) throw new PayloadError(`invalid request id in ${topic}`);
    let request: Record<string, unknown>;
    try {
      const parsed = payload.trim() === '' ? {} : JSON.parse(payload);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      request = parsed;
    } catch {
      throw new PayloadError('attribute request is not a JSON object');
    }
    this.services.api.activity(device);
    const reply = await this.services.api.readAttributes(
      device,
      splitKeys(request.clientKeys),
      splitKeys(request.sharedKeys),
    );
    const responsePrefix = form === 'v1' ? TOPICS.attributesResponsePrefix : TOPICS.shortAttributesResponsePrefix;
    this.publish(`${responsePrefix}${requestId}`, attributesReplyJson(reply));
  }

  private rpcReply(device: TransportDevice, topic: string, prefix: string, payload: string): void {
    const requestId = requestIdAfter(topic, prefix);
    if (requestId === null) throw new PayloadError(`invalid request id in ${topic}`);
    this.services.api.activity(device);
    this.services.rpc.handleResponse(device.id, requestId, payload);
  }

  private async clientRpc(
    device: TransportDevice,
    topic: string,
    prefix: string,
    form: TopicForm,
    payload: string,
  ): Promise<void> {
    const requestId = requestIdAfter(topic, prefix);
    if (requestId === null) throw new PayloadError(`invalid request id in ${topic}`);
    const sessionId = this.session?.id ?? newId();
    const { queued, reply } = this.services.api.clientRpc(device, sessionId, requestId, payload);
    const responsePrefix = form === 'v1' ? TOPICS.rpcResponsePrefix : TOPICS.shortRpcResponsePrefix;
    reply.then(
      (text) => this.publish(`${responsePrefix}${requestId}`, text),
      (error: unknown) => this.services.log.warn({ err: error }, 'client-side RPC failed'),
    );
    await queued;
  }
}

/** The session of the device an MQTT connection authenticated as. */
export class MqttDeviceSession implements DeviceSession {
  readonly id = newId();
  readonly sync = false;
  attributesSubscribed = false;
  rpcSubscribed = false;
  attributeForm: TopicForm | null = null;
  rpcForm: TopicForm | null = null;

  constructor(
    private readonly connection: MqttConnection,
    public device: TransportDevice,
  ) {}

  sendAttributeUpdate(update: AttributeUpdate): void {
    const topic = this.attributeForm === 'v2' ? 'v2/a' : TOPICS.attributes;
    this.connection.publish(topic, attributeUpdateJson(update));
  }

  sendRpcRequest(request: ToDeviceRpc, onStatus: (status: RpcDeliveryStatus) => void): void {
    const prefix = this.rpcForm === 'v2' ? TOPICS.shortRpcRequestPrefix : TOPICS.rpcRequestPrefix;
    const body = JSON.stringify({ method: request.method, params: paramsValue(request.params) });
    this.connection.publish(`${prefix}${request.id}`, body, onStatus);
  }

  close(): void {
    this.connection.close();
  }
}
