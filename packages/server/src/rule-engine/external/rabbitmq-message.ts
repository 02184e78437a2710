import type { Options } from 'amqplib';
import { stringOf } from '../configuration.js';
import { numberOf, objectOf } from './external-config.js';

/**
 * The message property presets of the platform's RabbitMQ client, by name: content type, delivery mode (2 keeps the
 * message on disk) and priority. No preset leaves every property unset.
 */
const PRESETS: Record<string, Options.Publish> = {
  BASIC: { contentType: 'application/octet-stream', deliveryMode: 1, priority: 0 },
  TEXT_PLAIN: { contentType: 'text/plain', deliveryMode: 1, priority: 0 },
  MINIMAL_BASIC: {},
  MINIMAL_PERSISTENT_BASIC: { deliveryMode: 2 },
  PERSISTENT_BASIC: { contentType: 'application/octet-stream', deliveryMode: 2, priority: 0 },
  PERSISTENT_TEXT_PLAIN: { contentType: 'text/plain', deliveryMode: 2, priority: 0 },
};

export function messagePropertiesOf(name: unknown): Options.Publish {
  const preset = typeof name === 'string' && name !== '' ? name : null;
  if (preset === null) return {};
  const properties = PRESETS[preset];
  if (!properties) throw new Error(`Unknown RabbitMQ message properties: ${preset}`);
  return { ...properties };
}

export interface RabbitMqConnection {
  url: Options.Connect;
  socket: { timeout?: number; clientProperties: Record<string, unknown> };
}

/**
 * The broker connection of a node's settings: host, port, virtual host, user, and the client properties it shows.
 * The client bounds connecting and the AMQP handshake together, so its limit is the sum of the two timeouts; a
 * timeout of 0 means no limit, as on the platform.
 */
export function rabbitMqConnectionOf(config: Record<string, unknown>): RabbitMqConnection {
  const connect = numberOf(config.connectionTimeout, 60000);
  const handshake = numberOf(config.handshakeTimeout, 10000);
  const timeout = connect > 0 && handshake > 0 ? connect + handshake : 0;
  return {
    url: {
      protocol: 'amqp',
      hostname: stringOf(config.host, 'localhost'),
      port: numberOf(config.port, 5672),
      vhost: stringOf(config.virtualHost, '/'),
      username: stringOf(config.username, 'guest'),
      password: stringOf(config.password, 'guest'),
    },
    socket: { ...(timeout > 0 ? { timeout } : {}), clientProperties: objectOf(config.clientProperties) },
  };
}
