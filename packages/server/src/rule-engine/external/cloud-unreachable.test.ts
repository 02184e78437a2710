import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbAzureIotHubNode from '../nodes/tb-azure-iot-hub-node.js';
import * as tbPubSubNode from '../nodes/tb-pub-sub-node.js';
import * as tbSnsNode from '../nodes/tb-sns-node.js';
import * as tbSqsNode from '../nodes/tb-sqs-node.js';

const CLOUD_NODES = [
  [tbSnsNode, 'AWS SNS'],
  [tbSqsNode, 'AWS SQS'],
  [tbPubSubNode, 'Google Cloud Pub/Sub'],
  [tbAzureIotHubNode, 'Azure IoT Hub'],
] as const;

describe('cloud-only nodes', () => {
  it.each(CLOUD_NODES.map(([kind, service]) => [kind.descriptor.name, kind, service] as const))(
    '%s sends every message to Failure, naming itself and why',
    async (name, kind, service) => {
      const msg = testMsg();
      const configuration = kind.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration;
      const [result] = await runNode(kind, structuredClone(configuration), msg);
      expect(result?.relation).toBe('Failure');
      expect(result?.msg.data).toBe(msg.data);
      expect(result?.msg.metadata.error).toBe(
        `CloudEndpointUnreachableException: The ${name} node cannot publish: ${service} is a cloud service and no cloud endpoint is reachable from this deployment`,
      );
    },
  );
});
