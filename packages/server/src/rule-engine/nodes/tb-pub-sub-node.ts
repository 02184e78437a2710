import { cloudUnreachableNode } from '../external/cloud-unreachable.js';
import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor } from '../node.js';

/** TbPubSubNodeConfiguration. */
export type TbPubSubNodeConfiguration = {
  projectId: string;
  topicName: string;
  messageAttributes: Record<string, string>;
  serviceAccountKey: string | null;
  serviceAccountKeyFileName: string | null;
};

export const descriptor: RuleNodeDescriptor<TbPubSubNodeConfiguration> = {
  type: 'EXTERNAL',
  name: 'gcp pubsub',
  clazz: 'org.thingsboard.rule.engine.gcp.pubsub.TbPubSubNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Will publish message payload to the Google Cloud Platform PubSub topic. Outbound message will contain ' +
        'response fields (<code>messageId</code> in the Message Metadata from the GCP PubSub. ' +
        '<b>messageId</b> field can be accessed with <code>metadata.messageId</code>.',
      description: 'Publish message to the Google Cloud PubSub',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        projectId: 'my-google-cloud-project-id',
        topicName: 'my-pubsub-topic-name',
        messageAttributes: {},
        serviceAccountKey: null,
        serviceAccountKeyFileName: null,
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodePubSubConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

export const create: NodeFactory = () => cloudUnreachableNode('gcp pubsub', 'Google Cloud Pub/Sub');
