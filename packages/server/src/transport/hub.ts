import type { TransportContext } from '../context.js';
import { countingSink } from '../metrics/counting-sink.js';
import type { LiveEvent } from '../realtime/event-bus.js';
import type { DeviceRpcManager } from '../rpc/device-rpc-manager.js';
import { readStoredCounts } from '../usage/stored-counts.js';
import { readTransportLimits } from '../usage/transport-limit.js';
import { TransportUsage } from '../usage/transport-usage.js';
import { UsageReporter } from '../usage/usage-reporter.js';
import { IngestAdmission } from './admission.js';
import { deviceByAccessToken, loadTransportDevice, type TransportDevice } from './device-identity.js';
import { DeviceOperations, type MessageSink } from './device-operations.js';
import { DeviceTokenCache } from './device-token-cache.js';
import { type MqttTransport, startMqttTransport } from './mqtt/broker.js';
import type { TransportLogger, TransportServices } from './services.js';
import type { AttributeUpdate, DeviceSessionRegistry } from './sessions.js';

/**
 * The device transports of one server process: the session registry, server-side RPC, and the MQTT broker. It
 * listens on the event bus for what devices must hear: shared attribute changes, and their own deletion.
 */
export class TransportHub implements TransportServices {
  /** where device messages and REST RPC calls go: the root rule chain */
  readonly messages: MessageSink;
  /** the gate device messages pass on their way to the rule engine, closed while the server is overloaded */
  readonly admission: IngestAdmission;
  readonly api: DeviceOperations;
  /** each tenant's device messages this month, refused once its tenant profile's limit is reached */
  readonly usage: TransportUsage;
  /** stores the usage counts on the tenants' API usage state entities */
  readonly usageReporter: UsageReporter;
  /** the devices behind access tokens the HTTP device API was asked about, forgotten as the event bus tells */
  readonly tokens: DeviceTokenCache;
  private mqtt: MqttTransport | null = null;
  private unsubscribe: (() => void) | null = null;

  /**
   * The session registry and the RPC manager come from outside: the rule engine, built before the transports,
   * already sends its RPC requests through that manager to these sessions.
   */
  constructor(
    private readonly ctx: TransportContext,
    readonly sessions: DeviceSessionRegistry,
    readonly rpc: DeviceRpcManager,
  ) {
    // Whoever sends these (a device, a REST RPC caller) is answered only once the message is done with, so the
    // rule engine need not store them.
    const ruleEngine: MessageSink = { push: (msg) => ctx.ruleEngine.pushHeldBySender(msg) };
    this.admission = new IngestAdmission(countingSink(ruleEngine, ctx.metrics), ctx.telemetry.writeBacklog, {
      maxPendingMessages: ctx.config.deviceMaxPendingMessages,
    });
    this.messages = this.admission;
    this.tokens = new DeviceTokenCache((token) => deviceByAccessToken(ctx.db, token));
    this.usage = new TransportUsage(
      (tenantId) => readTransportLimits(ctx.db, tenantId),
      (tenantId, monthFrom, hourFrom) => readStoredCounts(ctx.db, ctx.telemetry, tenantId, monthFrom, hourFrom),
    );
    this.usageReporter = new UsageReporter(
      ctx,
      { transport: this.usage, features: ctx.apiUsage },
      ctx.config.usageReportInterval,
    );
    this.api = new DeviceOperations(
      ctx,
      () => this.messages,
      () => ctx.deviceState,
      this.usage,
      sessions.clientRpcWaiters,
    );
    // The device state hears when a device's first session opens and its last one closes.
    this.sessions.addListener({
      connected: (device) => this.api.stateChange('connected', device),
      disconnected: (device) => this.api.stateChange('disconnected', device),
      rpcSubscribed: () => undefined,
    });
  }

  get log(): TransportLogger {
    return this.ctx.log;
  }

  /** The device an access token belongs to, or null for an unknown token. */
  deviceByToken(token: string): Promise<TransportDevice | null> {
    return this.tokens.find(token);
  }

  async start(): Promise<void> {
    await this.rpc.start();
    this.usageReporter.start();
    this.unsubscribe = this.ctx.bus.subscribe((event) => this.onEvent(event));
  }

  /** Starts the MQTT API on this port (0: a free one); answers the port it listens on. */
  async startMqtt(port: number, host: string): Promise<number> {
    this.mqtt = await startMqttTransport(this.ctx.db, this, port, host);
    return this.mqtt.port;
  }

  /** The port the MQTT API listens on; null while it is off. */
  get mqttPort(): number | null {
    return this.mqtt?.port ?? null;
  }

  /** Ends every session (long polls answer at once), stops the broker and stores the usage counted last. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.admission.close();
    for (const session of this.sessions.all()) session.close('shutdown');
    await this.mqtt?.close();
    await this.rpc.stop();
    await this.usageReporter.stop();
  }

  private onEvent(event: LiveEvent): void {
    this.tokens.onEvent(event);
    if (event.entityId.entityType === 'DEVICE') {
      const deviceId = event.entityId.id;
      if (event.type === 'attributes' && event.scope === 'SHARED_SCOPE') {
        this.pushAttributes(deviceId, { entries: event.entries.map(({ key, value }) => ({ key, value })) });
      } else if (event.type === 'attributesDeleted' && event.scope === 'SHARED_SCOPE') {
        this.pushAttributes(deviceId, { deleted: event.keys });
      } else if (event.type === 'entityDeleted') {
        this.usage.forgetDevice(event.tenantId, deviceId);
        for (const session of this.sessions.sessionsOf(deviceId)) session.close('deleted');
      } else if (event.type === 'entitySaved' && !event.created) {
        this.refresh((session) => session.device.id === deviceId);
      }
    } else if (event.entityId.entityType === 'TENANT' && event.type === 'entityDeleted') {
      // A deleted tenant takes its devices along.
      this.usage.forget(event.entityId.id);
      this.ctx.apiUsage.forget(event.entityId.id);
      this.usageReporter.forget(event.entityId.id);
      for (const session of this.sessions.all())
        if (session.device.tenantId === event.entityId.id) session.close('deleted');
    } else if (event.entityId.entityType === 'DEVICE_PROFILE' && event.type === 'entitySaved') {
      const profileId = event.entityId.id;
      this.refresh((session) => session.device.profile.id === profileId);
    }
  }

  private pushAttributes(deviceId: string, update: AttributeUpdate): void {
    for (const session of this.sessions.sessionsOf(deviceId)) {
      if (session.attributesSubscribed) session.sendAttributeUpdate(update);
    }
  }

  /** A device or its profile changed (name, type, topics): sessions pick up the new details. */
  private refresh(affected: (session: { device: { id: string; profile: { id: string } } }) => boolean): void {
    const sessions = this.sessions.all().filter(affected);
    const ids = new Set(sessions.map((session) => session.device.id));
    for (const id of ids) {
      loadTransportDevice(this.ctx.db, id).then(
        (device) => {
          if (!device) return;
          for (const session of sessions) if (session.device.id === id) session.device = device;
        },
        (error: unknown) => this.log.warn({ err: error }, 'reloading a connected device failed'),
      );
    }
  }
}
