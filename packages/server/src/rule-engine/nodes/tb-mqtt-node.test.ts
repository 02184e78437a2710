// biome-ignore-all lint/suspicious/noTemplateCurlyInString: topic patterns name metadata keys as ${key}
import { describe, expect, it } from 'vitest';
import { freeLocalPort } from '../../testing/free-port.js';
import { TestMqttBroker } from '../../testing/mqtt-broker.js';
import { runNode, testMsg } from '../../testing/rule-node.js';
import { testCertificates as certs } from '../../testing/test-certificates.js';
import * as tbMqttNode from './tb-mqtt-node.js';

const defaults = tbMqttNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration;

async function withBroker(
  credentials: { username: string; password: string } | undefined,
  test: (broker: TestMqttBroker, port: number) => Promise<void>,
) {
  const broker = new TestMqttBroker(credentials);
  const port = await broker.start();
  try {
    await test(broker, port);
  } finally {
    await broker.stop();
  }
}

describe('mqtt node', () => {
  it('publishes the data to the filled topic at QoS 1 and passes the message on along Success', async () => {
    await withBroker(undefined, async (broker, port) => {
      const msg = testMsg();
      const config = { ...defaults, host: '127.0.0.1', port, topicPattern: 'sensors/${deviceName}/$[humidity]' };
      const [result] = await runNode(tbMqttNode, config, msg);
      expect(result?.relation).toBe('Success');
      expect(result?.msg).toEqual(msg);
      expect(broker.published).toEqual([
        {
          clientId: expect.stringMatching(/^tb-mqtt-node-/),
          topic: 'sensors/Test Device/78',
          payload: msg.data,
          qos: 1,
        },
      ]);
    });
  });

  it('connects with the configured client id and basic credentials', async () => {
    await withBroker({ username: 'robot', password: 'pw' }, async (broker, port) => {
      const config = {
        ...defaults,
        host: '127.0.0.1',
        port,
        clientId: 'chain-publisher',
        appendClientIdSuffix: true,
        credentials: { type: 'basic', username: 'robot', password: 'pw' },
      };
      const [result] = await runNode(tbMqttNode, config, testMsg());
      expect(result?.relation).toBe('Success');
      expect(broker.connectedClientIds[0]).toMatch(/^chain-publisher_.+/);
    });
  });

  it('sends the message to Failure with the error when the broker refuses the credentials', async () => {
    await withBroker({ username: 'robot', password: 'pw' }, async (broker, port) => {
      const config = { ...defaults, host: '127.0.0.1', port, credentials: { type: 'anonymous' } };
      const msg = testMsg();
      const [result] = await runNode(tbMqttNode, config, msg);
      expect(result?.relation).toBe('Failure');
      expect(result?.msg.data).toBe(msg.data);
      expect(result?.msg.metadata.error).toMatch(
        /^MqttException: Failed to connect to MQTT broker at 127\.0\.0\.1:\d+: /,
      );
      expect(broker.published).toEqual([]);
    });
  });

  it('sends the message to Failure when no broker listens', async () => {
    const port = await freeLocalPort();
    const [result] = await runNode(tbMqttNode, { ...defaults, host: '127.0.0.1', port }, testMsg());
    expect(result?.relation).toBe('Failure');
    expect(result?.msg.metadata.error).toContain('ECONNREFUSED');
  });

  it('sends the message to Failure when no host is configured', async () => {
    const [result] = await runNode(tbMqttNode, defaults, testMsg());
    expect(result?.msg.metadata.error).toBe('IllegalArgumentException: MQTT broker host is not configured');
  });
});

describe('mqtt node over TLS', () => {
  it('connects with ssl and cert.PEM credentials to a broker that requires a client certificate', async () => {
    const broker = new TestMqttBroker(undefined, {
      cert: certs.serverCert,
      key: certs.serverKey,
      ca: certs.ca,
      requestCert: true,
      rejectUnauthorized: true,
    });
    const port = await broker.start();
    try {
      const credentials = {
        type: 'cert.PEM',
        caCert: certs.ca,
        cert: certs.clientCert,
        privateKey: certs.clientKey,
        password: certs.clientKeyPassword,
      };
      const config = { ...defaults, host: '127.0.0.1', port, ssl: true, credentials };
      const [result] = await runNode(tbMqttNode, config, testMsg());
      expect(result?.relation).toBe('Success');
      expect(broker.published).toHaveLength(1);
      const [refused] = await runNode(tbMqttNode, { ...config, credentials: { type: 'anonymous' } }, testMsg());
      expect(refused?.relation).toBe('Failure');
      expect(broker.published).toHaveLength(1);
    } finally {
      await broker.stop();
    }
  });
});

describe('mqtt node options', () => {
  it('maps cert.PEM credentials and ssl to a TLS connection', () => {
    const options = tbMqttNode.publisherOptionsOf(
      {
        ...defaults,
        host: 'broker.local',
        ssl: true,
        credentials: { type: 'cert.PEM', caCert: 'CA', cert: 'CERT', privateKey: 'KEY', password: 'secret' },
      },
      'server-1',
    );
    expect(options).toMatchObject({
      host: 'broker.local',
      port: 1883,
      ssl: true,
      cleanSession: true,
      connectTimeoutMs: 10000,
      tls: { ca: 'CA', cert: 'CERT', key: 'KEY', passphrase: 'secret' },
    });
    expect(options.username).toBeUndefined();
  });
});
