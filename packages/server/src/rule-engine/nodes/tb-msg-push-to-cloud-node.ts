import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor } from '../node.js';

/** TbMsgPushToCloudNodeConfiguration: the attribute scope of the events pushed. */
export type TbMsgPushToCloudNodeConfiguration = { scope: string };

export const descriptor: RuleNodeDescriptor<TbMsgPushToCloudNodeConfiguration> = {
  type: 'ACTION',
  name: 'push to cloud',
  clazz: 'org.thingsboard.rule.engine.edge.TbMsgPushToCloudNode',
  scope: 'TENANT',
  ruleChainTypes: ['EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Push messages from edge to cloud. This node used only on edge to push messages from edge to cloud. ' +
        'Once message arrived into this node it’s going to be converted into cloud event and saved to the local database. ' +
        "Node doesn't push messages directly to cloud, but stores event(s) in the cloud queue.",
      description: 'Pushes messages from edge to cloud',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { scope: 'SERVER_SCOPE' },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodePushToCloudConfig',
      icon: 'cloud_upload',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * The community edition's node does nothing with a message (only an edge build pushes it to the cloud), so the
 * message ends here. It exists so that the Edge Root Rule Chain every tenant is given can be opened and saved.
 */
export const create: NodeFactory = () => () => null;
