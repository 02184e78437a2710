import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbCheckpointNodeConfiguration: the queue the message is handed to (null: the main queue). */
export type TbCheckpointNodeConfiguration = { queueName: string | null };

export const descriptor: RuleNodeDescriptor<TbCheckpointNodeConfiguration> = {
  type: 'FLOW',
  name: 'checkpoint',
  clazz: 'org.thingsboard.rule.engine.flow.TbCheckpointNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details: 'After successful transfer incoming message is automatically acknowledged. Queue name is configurable.',
      description: 'transfers the message to another queue',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { queueName: null },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeCheckPointConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Hands the message to the named queue, where it continues along Success. The engine runs every message of a
 * tenant in one place, so the hand-over cannot fail and the message goes on at once.
 */
export const create: NodeFactory = () => (msg) => success(msg);
