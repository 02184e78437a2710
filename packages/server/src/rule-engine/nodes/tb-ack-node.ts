import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** EmptyNodeConfiguration. */
export type TbAckNodeConfiguration = { version: number };

export const descriptor: RuleNodeDescriptor<TbAckNodeConfiguration> = {
  type: 'FLOW',
  name: 'acknowledge',
  clazz: 'org.thingsboard.rule.engine.flow.TbAckNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        "After acknowledgement, the message is pushed to related rule nodes. Useful if you don't care what happens to this message next.",
      description: 'Acknowledges the incoming message',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { version: 0 },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbNodeEmptyConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Acknowledges the message to its queue and still passes it on along Success. Here a message is acknowledged to
 * its sender once its chain is done, and nothing retries it afterwards, so passing it on is all that is left to do.
 */
export const create: NodeFactory = () => (msg) => success(msg);
