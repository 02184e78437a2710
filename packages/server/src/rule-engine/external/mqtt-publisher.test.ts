import { describe, expect, it } from 'vitest';
import { TestMqttBroker } from '../../testing/mqtt-broker.js';
import { clientOptionsOf, MqttPublisher } from './mqtt-publisher.js';

const options = (port: number) => ({
  host: '127.0.0.1',
  port,
  ssl: false,
  clientId: 'publisher-under-test',
  cleanSession: true,
  connectTimeoutMs: 2000,
});

describe('mqtt publisher', () => {
  it('keeps one connection for many messages', async () => {
    const broker = new TestMqttBroker();
    const port = await broker.start();
    const publisher = new MqttPublisher(options(port));
    try {
      await publisher.publish('a', '1');
      await publisher.publish('a', '2');
      expect(broker.published.map((message) => message.payload)).toEqual(['1', '2']);
      expect(broker.connectedClientIds).toEqual(['publisher-under-test']);
    } finally {
      publisher.close();
      await broker.stop();
    }
  });

  it('fails while the broker is down and connects again once it is back', async () => {
    const first = new TestMqttBroker();
    const port = await first.start();
    const publisher = new MqttPublisher(options(port));
    try {
      await publisher.publish('a', 'before');
      await first.stop();
      await expect(publisher.publish('a', 'while down')).rejects.toThrow(
        /Failed to connect to MQTT broker|Connection to MQTT broker at .+ was lost/,
      );
      const second = new TestMqttBroker();
      await second.start(port);
      try {
        await publisher.publish('a', 'after');
        expect(second.published.map((message) => message.payload)).toEqual(['after']);
      } finally {
        await second.stop();
      }
    } finally {
      publisher.close();
    }
  });

  it('refuses to publish once closed', async () => {
    const publisher = new MqttPublisher(options(1));
    publisher.close();
    await expect(publisher.publish('a', 'x')).rejects.toThrow('The node was stopped');
  });

  it('connects over TLS with the certificate when ssl is on', () => {
    const tls = { ca: 'CA', cert: 'CERT', key: 'KEY' };
    expect(clientOptionsOf({ ...options(8883), ssl: true, tls })).toMatchObject({
      protocol: 'mqtts',
      port: 8883,
      clean: true,
      reconnectPeriod: 0,
      ca: 'CA',
      cert: 'CERT',
      key: 'KEY',
    });
  });
});
