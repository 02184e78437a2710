import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor, transferToQueue } from '../node.js';
import { MAIN_QUEUE } from '../queues/queue-settings.js';

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
 * Hands the message to the named queue (Main when none is named, or when the tenant has no queue of that name),
 * where it goes on along Success; in the queue it came from it is done once the hand-over is stored. A hand-over
 * that cannot be stored goes along Failure.
 */
export const create: NodeFactory = (definition) => {
  const named = definition.configuration.queueName;
  const queueName = typeof named === 'string' && named.trim() !== '' ? named.trim() : MAIN_QUEUE;
  return (msg) => transferToQueue(msg, queueName);
};
