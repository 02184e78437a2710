import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor, returnToCaller } from '../node.js';

/** EmptyNodeConfiguration. */
export type TbRuleChainOutputNodeConfiguration = { version: number };

export const descriptor: RuleNodeDescriptor<TbRuleChainOutputNodeConfiguration> = {
  type: 'FLOW',
  name: 'output',
  clazz: 'org.thingsboard.rule.engine.flow.TbRuleChainOutputNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Produces output of the rule chain processing. ' +
        'The output is forwarded to the caller rule chain, as an output of the corresponding "input" rule node. ' +
        'The output rule node name corresponds to the relation type of the output message, ' +
        'and it is used to forward messages to other rule nodes in the caller rule chain. ',
      description: 'transfers the message to the caller rule chain',
      inEnabled: true,
      outEnabled: false,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { version: 0 },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbFlowNodeRuleChainOutputConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Hands the message back to the chain that forwarded it here, along the relation named after this node; in a chain
 * nothing forwarded to (the root), the message ends here.
 */
export const create: NodeFactory = (definition) => (msg) => returnToCaller(msg, definition.name);
