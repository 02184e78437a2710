import { describe, expect, it } from 'vitest';
import { freeLocalPort } from '../../testing/free-port.js';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbKafkaNode from './tb-kafka-node.js';

const defaults = tbKafkaNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration;

describe('kafka node', () => {
  it('sends the message to Failure with the error when no broker can be reached', async () => {
    const port = await freeLocalPort();
    const msg = testMsg();
    const [result] = await runNode(tbKafkaNode, { ...defaults, bootstrapServers: `127.0.0.1:${port}` }, msg);
    expect(result?.relation).toBe('Failure');
    expect(result?.msg.data).toBe(msg.data);
    expect(result?.msg.metadata.error).toMatch(/^KafkaJS\w+: .*(ECONNREFUSED|Connection)/);
  });

  it('sends the message to Failure when its settings cannot make a producer', async () => {
    const [result] = await runNode(tbKafkaNode, { ...defaults, acks: 'some' }, testMsg());
    expect(result?.relation).toBe('Failure');
    expect(result?.msg.metadata.error).toBe(
      'Error: Invalid value some for configuration acks: String must be one of: all, -1, 0, 1',
    );
  });
});
