// biome-ignore-all lint/suspicious/noTemplateCurlyInString: exchange patterns name metadata keys as ${key}
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freeLocalPort } from '../../testing/free-port.js';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbRabbitMqNode from './tb-rabbit-mq-node.js';

const defaults = tbRabbitMqNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration;

describe('rabbitmq node', () => {
  it('sends the message to Failure with the error when no broker can be reached', async () => {
    const port = await freeLocalPort();
    const msg = testMsg();
    const config = { ...defaults, host: '127.0.0.1', port, exchangeNamePattern: 'fleet.${deviceType}' };
    const [result] = await runNode(tbRabbitMqNode, config, msg);
    expect(result?.relation).toBe('Failure');
    expect(result?.msg.data).toBe(msg.data);
    expect(result?.msg.metadata.error).toMatch(/^Error: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
  });

  it('sends the message to Failure when the peer does not finish the AMQP handshake in time', async () => {
    // A server that takes the connection and never answers the AMQP handshake.
    const held = new Set<Socket>();
    const impostor = createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    try {
      const port = (impostor.address() as AddressInfo).port;
      const [result] = await runNode(
        tbRabbitMqNode,
        { ...defaults, host: '127.0.0.1', port, connectionTimeout: 300, handshakeTimeout: 200 },
        testMsg(),
      );
      expect(result?.relation).toBe('Failure');
      expect(result?.msg.metadata.error).toMatch(/^\w*Error: .+/);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => impostor.close(resolve));
    }
  });

  it('sends the message to Failure when its message properties are unknown', async () => {
    const [result] = await runNode(tbRabbitMqNode, { ...defaults, messageProperties: 'LOUD' }, testMsg());
    expect(result?.msg.metadata.error).toBe('Error: Unknown RabbitMQ message properties: LOUD');
  });
});
