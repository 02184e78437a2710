import { cloudUnreachableNode } from '../external/cloud-unreachable.js';
import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor } from '../node.js';

/** TbSnsNodeConfiguration. */
export type TbSnsNodeConfiguration = {
  topicArnPattern: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  region: string;
};

export const descriptor: RuleNodeDescriptor<TbSnsNodeConfiguration> = {
  type: 'EXTERNAL',
  name: 'aws sns',
  clazz: 'org.thingsboard.rule.engine.aws.sns.TbSnsNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Will publish message payload to the AWS SNS topic. Outbound message will contain response fields ' +
        '(<code>messageId</code>, <code>requestId</code>) in the Message Metadata from the AWS SNS. ' +
        'For example <b>requestId</b> field can be accessed with <code>metadata.requestId</code>.',
      description: 'Publish message to the AWS SNS',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        topicArnPattern: 'arn:aws:sns:us-east-1:123456789012:MyNewTopic',
        accessKeyId: null,
        secretAccessKey: null,
        region: 'us-east-1',
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeSnsConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

export const create: NodeFactory = () => cloudUnreachableNode('aws sns', 'AWS SNS');
