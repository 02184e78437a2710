import { cloudUnreachableNode } from '../external/cloud-unreachable.js';
import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor } from '../node.js';

/** TbSqsNodeConfiguration. */
export type TbSqsNodeConfiguration = {
  queueType: string;
  queueUrlPattern: string;
  delaySeconds: number;
  messageAttributes: Record<string, string>;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  region: string;
};

export const descriptor: RuleNodeDescriptor<TbSqsNodeConfiguration> = {
  type: 'EXTERNAL',
  name: 'aws sqs',
  clazz: 'org.thingsboard.rule.engine.aws.sqs.TbSqsNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Will publish message payload and metadata attributes to the AWS SQS queue. Outbound message will contain ' +
        'response fields (<code>messageId</code>, <code>requestId</code>, <code>messageBodyMd5</code>, ' +
        '<code>messageAttributesMd5</code>, <code>sequenceNumber</code>) in the Message Metadata from the AWS SQS. ' +
        'For example <b>requestId</b> field can be accessed with <code>metadata.requestId</code>.',
      description: 'Publish messages to the AWS SQS',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        queueType: 'STANDARD',
        queueUrlPattern: 'https://sqs.us-east-1.amazonaws.com/123456789012/my-queue-name',
        delaySeconds: 0,
        messageAttributes: {},
        accessKeyId: null,
        secretAccessKey: null,
        region: 'us-east-1',
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeSqsConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

export const create: NodeFactory = () => cloudUnreachableNode('aws sqs', 'AWS SQS');
