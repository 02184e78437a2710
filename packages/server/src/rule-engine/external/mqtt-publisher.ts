import type { IClientOptions, MqttClient } from 'mqtt';
import { namedError } from './external-failure.js';

export interface MqttPublisherOptions {
  host: string;
  port: number;
  ssl: boolean;
  clientId: string;
  cleanSession: boolean;
  connectTimeoutMs: number;
  username?: string;
  password?: string;
  tls?: { ca?: string; cert?: string; key?: string; passphrase?: string };
}

/** How the connection to the broker is opened: one attempt, bounded by the connect timeout, never retried alone. */
export function clientOptionsOf(options: MqttPublisherOptions): IClientOptions {
  return {
    protocol: options.ssl ? 'mqtts' : 'mqtt',
    host: options.host,
    port: options.port,
    clientId: options.clientId,
    clean: options.cleanSession,
    connectTimeout: options.connectTimeoutMs,
    reconnectPeriod: 0,
    protocolVersion: 4,
    ...(options.username !== undefined ? { username: options.username, password: options.password ?? '' } : {}),
    ...options.tls,
  };
}

/**
 * One connection to an outside broker, opened on the first publish and opened again by the next publish after it
 * drops: a broker that is down fails each message at once instead of holding it until it comes back.
 */
export class MqttPublisher {
  private client: MqttClient | null = null;
  private connecting: Promise<MqttClient> | null = null;
  private closed = false;

  constructor(private readonly options: MqttPublisherOptions) {}

  /**
   * Publishes at QoS 1 and resolves once the broker acknowledged the message; fails at once when the connection
   * drops first, and after the connect timeout when no acknowledgement comes.
   */
  async publish(topic: string, payload: string): Promise<void> {
    const client = await this.connected();
    const timeout = this.options.connectTimeoutMs;
    const { host, port } = this.options;
    let timer: NodeJS.Timeout | undefined;
    let onClose: (() => void) | undefined;
    try {
      await Promise.race([
        client.publishAsync(topic, payload, { qos: 1, retain: false }),
        new Promise((_resolve, reject) => {
          timer = setTimeout(
            () => reject(namedError('MqttException', `Publish was not acknowledged within ${timeout} ms`)),
            timeout,
          );
          onClose = () => reject(namedError('MqttException', `Connection to MQTT broker at ${host}:${port} was lost`));
          client.once('close', onClose);
        }),
      ]);
    } finally {
      clearTimeout(timer);
      if (onClose) client.off('close', onClose);
    }
  }

  close(): void {
    this.closed = true;
    this.client?.end(true);
    this.client = null;
  }

  private connected(): Promise<MqttClient> {
    if (this.closed) return Promise.reject(namedError('MqttException', 'The node was stopped'));
    if (this.client?.connected) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<MqttClient> {
    this.client?.end(true);
    this.client = null;
    const { host, port } = this.options;
    // The client library is loaded by the first MQTT node that publishes: most servers never run one.
    const { default: mqtt } = await import('mqtt');
    return new Promise((resolve, reject) => {
      const client = mqtt.connect(clientOptionsOf(this.options));
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        client.end(true);
        reject(namedError('MqttException', `Failed to connect to MQTT broker at ${host}:${port}: ${error.message}`));
      };
      client.once('connect', () => {
        settled = true;
        if (this.closed) {
          client.end(true);
          reject(namedError('MqttException', 'The node was stopped'));
          return;
        }
        this.client = client;
        resolve(client);
      });
      // Before the connection is up a fault fails the attempt; after, it only drops the connection, and the next
      // publish opens a new one.
      client.on('error', (error) => (settled ? client.end(true) : fail(error)));
      client.on('close', () => fail(new Error('connection closed')));
    });
  }
}
