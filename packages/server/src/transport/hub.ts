import type { LiveEvent } from '../realtime/event-bus.js';
import { DeviceRpcManager } from '../rpc/device-rpc-manager.js';
import type { Db } from '../storage/schema.js';
import type { AttributeKvEntry } from '../telemetry/kv.js';
import type { DeviceApi } from './device-api.js';
import { loadTransportDevice } from './device-identity.js';
import { type MqttTransport, startMqttTransport } from './mqtt/broker.js';
import type { TransportLogger, TransportServices } from './services.js';
import { DeviceSessionRegistry } from './sessions.js';

/** A stored value as the device API sends it: numbers, booleans and strings as such, JSON values parsed. */
export function attributeValue(entry: AttributeKvEntry): unknown {
  if (entry.value.type !== 'JSON') return entry.value.value;
  try {
    return JSON.parse(entry.value.value);
  } catch {
    return entry.value.value;
  }
}

interface Subscribable {
  subscribe(listener: (event: LiveEvent) => void): () => void;
}

/**
 * The device transports of one server process: the session registry, server-side RPC, and the MQTT broker. It
 * listens on the event bus for what devices must hear: shared attribute changes, and their own deletion.
 */
export class TransportHub implements TransportServices {
  readonly sessions = new DeviceSessionRegistry();
  readonly rpc: DeviceRpcManager;
  private mqtt: MqttTransport | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly bus: Subscribable,
    readonly api: DeviceApi,
    readonly log: TransportLogger,
  ) {
    this.rpc = new DeviceRpcManager(db, this.sessions, (error) =>
      log.error({ err: error }, 'recording a persistent RPC status failed'),
    );
  }

  async start(): Promise<void> {
    await this.rpc.start();
    this.unsubscribe = this.bus.subscribe((event) => this.onEvent(event));
  }

  /** Starts the MQTT API on this port (0: a free one); answers the port it listens on. */
  async startMqtt(port: number, host: string): Promise<number> {
    this.mqtt = await startMqttTransport(this.db, this, port, host);
    return this.mqtt.port;
  }

  /** Ends every session (long polls answer at once) and stops the broker. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    for (const session of this.sessions.all()) session.close('shutdown');
    await this.mqtt?.close();
    this.rpc.stop();
  }

  private onEvent(event: LiveEvent): void {
    if (event.entityId.entityType === 'DEVICE') {
      const deviceId = event.entityId.id;
      if (event.type === 'attributes' && event.scope === 'SHARED_SCOPE') {
        const values = Object.fromEntries(event.entries.map((entry) => [entry.key, attributeValue(entry)]));
        this.pushAttributes(deviceId, { values });
      } else if (event.type === 'attributesDeleted' && event.scope === 'SHARED_SCOPE') {
        this.pushAttributes(deviceId, { deleted: event.keys });
      } else if (event.type === 'entityDeleted') {
        for (const session of this.sessions.sessionsOf(deviceId)) session.close('deleted');
      } else if (event.type === 'entitySaved' && !event.created) {
        this.refresh((session) => session.device.id === deviceId);
      }
    } else if (event.entityId.entityType === 'DEVICE_PROFILE' && event.type === 'entitySaved') {
      const profileId = event.entityId.id;
      this.refresh((session) => session.device.profile.id === profileId);
    }
  }

  private pushAttributes(deviceId: string, update: { values: Record<string, unknown> } | { deleted: string[] }) {
    for (const session of this.sessions.sessionsOf(deviceId)) {
      if (session.attributesSubscribed) session.sendAttributeUpdate(update);
    }
  }

  /** A device or its profile changed (name, type, topics): sessions pick up the new details. */
  private refresh(affected: (session: { device: { id: string; profile: { id: string } } }) => boolean): void {
    const sessions = this.sessions.all().filter(affected);
    const ids = new Set(sessions.map((session) => session.device.id));
    for (const id of ids) {
      loadTransportDevice(this.db, id).then(
        (device) => {
          if (!device) return;
          for (const session of sessions) if (session.device.id === id) session.device = device;
        },
        (error: unknown) => this.log.warn({ err: error }, 'reloading a connected device failed'),
      );
    }
  }
}
