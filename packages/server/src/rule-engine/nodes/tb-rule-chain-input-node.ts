import { stringOf } from '../configuration.js';
import { CORE_CONFIG_UI, failure, forwardToChain, type NodeFactory, type RuleNodeDescriptor } from '../node.js';

/** TbRuleChainInputNodeConfiguration: the chain messages are forwarded to. */
export type TbRuleChainInputNodeConfiguration = { ruleChainId: string | null };

export const descriptor: RuleNodeDescriptor<TbRuleChainInputNodeConfiguration> = {
  type: 'FLOW',
  name: 'rule chain',
  clazz: 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'The incoming message is forwarded to the input node of the specified target rule chain. ' +
        'The target rule chain may produce multiple labeled outputs. ' +
        'You may use the outputs to forward the results of processing to other rule nodes.',
      description: 'transfers the message to another rule chain',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Failure'],
      customRelations: true,
      ruleChainNode: true,
      defaultConfiguration: { ruleChainId: null },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbFlowNodeRuleChainInputConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Forwards the message to the first node of the configured chain; what that chain's output nodes emit comes back
 * here, along the relation named after the output node. A node without a chain sends its messages to Failure.
 */
export const create: NodeFactory = (definition) => {
  const ruleChainId = stringOf(definition.configuration.ruleChainId).toLowerCase();
  return (msg) =>
    ruleChainId
      ? forwardToChain(msg, ruleChainId)
      : failure(msg, new Error(`Rule chain node '${definition.name}' has no rule chain to forward messages to`));
};
