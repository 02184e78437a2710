import { CORE_CONFIG_UI, type NodeFactory, type NodeProcessor, type RuleNodeDescriptor, success } from './node.js';

/** EmptyNodeConfiguration, as both synchronization nodes have it. */
export type SynchronizationNodeConfiguration = { version: number };

/**
 * The descriptor of the synchronization start or end node: the two differ only in their name, their class and which
 * of the pair their details name as the other one.
 */
export function synchronizationDescriptor(
  name: string,
  clazz: string,
  partner: string,
): RuleNodeDescriptor<SynchronizationNodeConfiguration> {
  return {
    type: 'ACTION',
    name,
    clazz,
    scope: 'TENANT',
    ruleChainTypes: ['CORE', 'EDGE'],
    configurationDescriptor: {
      nodeDefinition: {
        details:
          `This node is now deprecated and passes every message on. It was used together with the "${partner}" ` +
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
}

/**
 * Deprecated since the platform's 2.5: both nodes pass every message on along Success, as the platform does, and
 * warn once per node that they no longer synchronise anything.
 */
export const createSynchronizationNode: NodeFactory = (definition) => {
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
