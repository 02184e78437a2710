import { CORE_CONFIG_UI, type NodeFactory, type NodeProcessor, type RuleNodeDescriptor, success } from '../node.js';

/** EmptyNodeConfiguration. */
export type TbSynchronizationBeginNodeConfiguration = { version: number };

export const descriptor: RuleNodeDescriptor<TbSynchronizationBeginNodeConfiguration> = {
  type: 'ACTION',
  name: 'synchronization start',
  clazz: 'org.thingsboard.rule.engine.transaction.TbSynchronizationBeginNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'This node is now deprecated and passes every message on. It was used together with the "synchronization end" ' +
        'node; use a queue with the SEQUENTIAL_BY_ORIGINATOR submit strategy, or the "checkpoint" node, instead.',
      description: 'This Node is now deprecated. Use "Checkpoint" instead.',
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
 * Deprecated since the platform's 2.5: passes every message on along Success, as the platform does, and warns once
 * per node that it no longer synchronises anything.
 */
export const create: NodeFactory = (definition) => {
  let warned = false;
  const process: NodeProcessor = (msg, { app }) => {
    if (!warned) {
      warned = true;
      app.log.warn(
        { ruleNodeId: definition.id, ruleChainId: definition.ruleChainId },
        'Synchronization Start/End nodes are deprecated since TB 2.5. Use queue with submit strategy SEQUENTIAL_BY_ORIGINATOR instead.',
      );
    }
    return success(msg);
  };
  return process;
};
