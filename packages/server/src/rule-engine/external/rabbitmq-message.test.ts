import { describe, expect, it } from 'vitest';
import { messagePropertiesOf, rabbitMqConnectionOf } from './rabbitmq-message.js';

describe('rabbitmq message properties', () => {
  it('gives each preset its content type, delivery mode and priority', () => {
    expect(messagePropertiesOf('TEXT_PLAIN')).toEqual({ contentType: 'text/plain', deliveryMode: 1, priority: 0 });
    expect(messagePropertiesOf('PERSISTENT_BASIC')).toEqual({
      contentType: 'application/octet-stream',
      deliveryMode: 2,
      priority: 0,
    });
    expect(messagePropertiesOf('MINIMAL_PERSISTENT_BASIC')).toEqual({ deliveryMode: 2 });
    expect(messagePropertiesOf('MINIMAL_BASIC')).toEqual({});
  });

  it('sets nothing without a preset, and refuses an unknown one', () => {
    expect(messagePropertiesOf(null)).toEqual({});
    expect(() => messagePropertiesOf('LOUD')).toThrow('Unknown RabbitMQ message properties: LOUD');
  });
});

describe('rabbitmq connection of the node settings', () => {
  it('takes host, port, virtual host, user and client properties, with the platform defaults', () => {
    expect(rabbitMqConnectionOf({})).toEqual({
      url: { protocol: 'amqp', hostname: 'localhost', port: 5672, vhost: '/', username: 'guest', password: 'guest' },
      socket: { timeout: 70000, clientProperties: {} },
    });
    expect(
      rabbitMqConnectionOf({
        host: 'mq.local',
        port: '5673',
        virtualHost: 'fleet',
        username: 'u',
        password: 'p',
        connectionTimeout: 0,
        clientProperties: { app: 'fleetdeck' },
      }),
    ).toEqual({
      url: { protocol: 'amqp', hostname: 'mq.local', port: 5673, vhost: 'fleet', username: 'u', password: 'p' },
      socket: { clientProperties: { app: 'fleetdeck' } },
    });
  });
});
