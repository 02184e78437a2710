import { stringOf } from '../configuration.js';
import { CORE_CONFIG_UI, FALSE, failure, type NodeFactory, type RuleNodeDescriptor, TRUE } from '../node.js';
import { filterResult } from '../script/results.js';
import { ruleNodeScript } from '../script/rule-node-script.js';

/** TbJsFilterNodeConfiguration. */
export type TbJsFilterNodeConfiguration = { jsScript: string };

export const descriptor: RuleNodeDescriptor<TbJsFilterNodeConfiguration> = {
  type: 'FILTER',
  name: 'script',
  clazz: 'org.thingsboard.rule.engine.filter.TbJsFilterNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Evaluate incoming Message with configured JavaScript condition. ' +
        'If <b>True</b> - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.' +
        'Message payload can be accessed via <code>msg</code> property. For example <code>msg.temperature < 10;</code><br/>' +
        "Message metadata can be accessed via <code>metadata</code> property. For example <code>metadata.customerName === 'John';</code><br/>" +
        'Message type can be accessed via <code>msgType</code> property.',
      description: 'Filter incoming messages using JS script',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['True', 'False', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { jsScript: 'return msg.temperature > 20;' },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbFilterNodeScriptConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** True or False as the script answers; a script error or an answer that is not a boolean goes to Failure. */
export const create: NodeFactory = (definition) => {
  const script = ruleNodeScript(stringOf(definition.configuration.jsScript));
  return async (msg, context) => {
    const ran = await script.run(msg, context.app.apiUsage);
    const answer = ran.ok ? filterResult(ran.value) : ran;
    if (!answer.ok) return failure(msg, answer.error);
    return { relation: answer.value ? TRUE : FALSE, msg };
  };
};
